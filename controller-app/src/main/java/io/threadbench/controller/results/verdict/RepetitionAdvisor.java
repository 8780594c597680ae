package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.DifferenceTest;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.PowerCalculator;
import io.threadbench.controller.results.heatmap.CellRanker;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.heatmap.DifferenceText;
import io.threadbench.controller.results.heatmap.RankedApproach;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Advice with power (DESIGN §8): for each scenario × headline metric with two error-free approaches, how many
 * repetitions per variant would let {@link DifferenceTest} find the difference seen now with 80 % probability at a
 * 5 % level, from {@link PowerCalculator} with an upper bound of the run-to-run spread. With one repetition on a
 * side no spread is known, and the advice says how to get one.
 */
public final class RepetitionAdvisor {

    static final double ALPHA = 0.05;

    private RepetitionAdvisor() {}

    /** Advice for every scenario × headline metric of the table whose two best approaches are error-free. */
    public static List<RepetitionAdvice> advise(MetricTable table) {
        List<RepetitionAdvice> advice = new ArrayList<>();
        for (String scenario : table.scenarios()) {
            for (String metric : MetricNames.HEADLINE) {
                CellRanking cell = CellRanker.rank(table, metric, scenario, table.approaches(), true);
                RankedApproach best = cell.best();
                RankedApproach second = cell.second();
                if (second != null && !best.errors() && !second.errors()) {
                    advice.add(advise(table, scenario, metric, best, second));
                }
            }
        }
        return advice;
    }

    /** The advice for two approaches of one cell, best first. */
    public static RepetitionAdvice advise(
            MetricTable table, String scenario, String metric, RankedApproach best, RankedApproach second) {
        List<Double> a = table.finiteValues(scenario, best.approach(), metric);
        List<Double> b = table.finiteValues(scenario, second.approach(), metric);
        int repetitions = Math.min(a.size(), b.size());
        DifferenceTest.Samples samples = DifferenceTest.Samples.of(a, b);
        boolean positive = samples.logScale();
        double factor = positive ? ratio(best.value(), second.value()) : Double.NaN;
        if (repetitions < 2) {
            return new RepetitionAdvice(
                    scenario,
                    metric,
                    best.approach(),
                    second.approach(),
                    best.value(),
                    second.value(),
                    factor,
                    null,
                    repetitions,
                    null,
                    pair(best, second) + ": one repetition shows no run-to-run noise; run 3 repetitions each to"
                            + " judge the difference");
        }
        double bound = PowerCalculator.spreadUpperBound(samples.pooledSpread(), samples.pooledDegreesOfFreedom());
        Integer needed = PowerCalculator.repetitionsFor(samples.meanDifference(), bound, ALPHA);
        Double noise = positive ? bound * 100 : null;
        return new RepetitionAdvice(
                scenario,
                metric,
                best.approach(),
                second.approach(),
                best.value(),
                second.value(),
                factor,
                noise,
                repetitions,
                needed,
                text(best, second, factor, noise, repetitions, needed));
    }

    private static String text(
            RankedApproach best, RankedApproach second, double factor, Double noise, int repetitions, Integer needed) {
        String size = Double.isNaN(factor) || DifferenceText.factor(factor).equals(DifferenceText.factor(1))
                ? "this difference" // one that reads "1×" is no size at all
                : "a " + DifferenceText.factor(factor) + " difference";
        String noiseText = noise == null
                ? null
                : String.format(Locale.ROOT, "run-to-run noise up to ±%.1f %% per repetition", noise);
        String spread = noiseText == null ? "" : "; " + noiseText;
        if (needed == null) {
            return pair(best, second) + ": " + size + " is below what " + PowerCalculator.MAX_REPETITIONS
                    + " repetitions can find at " + (noiseText == null ? "this noise" : noiseText);
        }
        String has = " (this run has " + repetitions + ")";
        if (needed <= repetitions) {
            return pair(best, second) + ": enough; " + needed + " repetitions each find " + size
                    + " with 80 % probability" + has + spread;
        }
        return pair(best, second) + ": " + needed + " repetitions each would find " + size + " with 80 % probability"
                + has + spread;
    }

    private static String pair(RankedApproach best, RankedApproach second) {
        return pair(best.approach(), second.approach());
    }

    private static String pair(String best, String second) {
        return best + " vs " + second;
    }

    /** The advice's text without the "a vs b: " it begins with, for a sentence that names the pair itself. */
    static String finding(RepetitionAdvice advice) {
        String prefix = pair(advice.best(), advice.second()) + ": ";
        return advice.text().startsWith(prefix) ? advice.text().substring(prefix.length()) : advice.text();
    }

    /** The larger value over the smaller: how many times better the best is, in either direction. */
    private static double ratio(double best, double second) {
        return Math.max(best, second) / Math.min(best, second);
    }
}
