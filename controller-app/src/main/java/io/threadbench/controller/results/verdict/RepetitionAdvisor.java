package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.PowerCalculator;
import io.threadbench.controller.metrics.SmallestDifference;
import io.threadbench.controller.results.heatmap.CellRanker;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.heatmap.RankedApproach;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Advice for a stated effect (DESIGN §8): for each scenario × headline metric, how many repetitions per variant would
 * settle the comparison of the two best at the benchmark's smallest difference that matters: find a difference of
 * twice it, or show the two the same within it, with 80 % probability at the verdict's 5 % level ({@link
 * PowerCalculator#repetitionsToSettle}), from an upper bound of the run-to-run spread (floored at the figure's
 * resolution). The difference seen is never used. With one repetition on a side no spread is known, and the advice
 * says how to get one.
 */
public final class RepetitionAdvisor {

    static final double ALPHA = CellRanker.ALPHA;

    private RepetitionAdvisor() {}

    /** Advice for every scenario × headline metric of the table whose two best approaches do not fail. */
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
        Difference d = table.compare(scenario, metric, best.approach(), second.approach());
        boolean ratio = d.scale() == Difference.Scale.RATIO;
        double factor = ratio || !d.hasBasis() ? ratio(best.value(), second.value()) : Double.NaN;
        SmallestDifference smallest = table.smallestDifference(metric);
        if (!d.hasBasis()) {
            return new RepetitionAdvice(
                    scenario,
                    metric,
                    best.approach(),
                    second.approach(),
                    best.value(),
                    second.value(),
                    factor,
                    null,
                    Math.min(d.nA(), d.nB()),
                    null,
                    pair(best, second) + ": one repetition shows no run-to-run noise; run 3 repetitions each to"
                            + " judge the difference");
        }
        int repetitions = Math.min(d.nA(), d.nB());
        // the spread of one repetition, from the comparison's floored standard error
        double sd = d.standardError() / Math.sqrt(1.0 / d.nA() + 1.0 / d.nB());
        double bound = PowerCalculator.spreadUpperBound(sd, d.df());
        Integer needed = PowerCalculator.repetitionsToSettle(d.margin(smallest), bound, ALPHA);
        Double noise = ratio ? bound * 100 : null;
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
                text(best, second, smallest, noise, repetitions, needed));
    }

    private static String text(
            RankedApproach best,
            RankedApproach second,
            SmallestDifference smallest,
            Double noise,
            int repetitions,
            Integer needed) {
        String settle = "settle a difference of " + smallest.describe().substring(1)
                + " (find one twice as large, or show the two the same within it) with 80 % probability";
        String noiseText = noise == null
                ? null
                : String.format(Locale.ROOT, "run-to-run noise up to ±%.1f %% per repetition", noise);
        String spread = noiseText == null ? "" : "; " + noiseText;
        if (needed == null) {
            return pair(best, second) + ": more than " + PowerCalculator.MAX_REPETITIONS + " repetitions each would"
                    + " be needed to " + settle + (noiseText == null ? "" : " at " + noiseText)
                    + "; a larger smallest difference, longer trials or a quieter machine would do";
        }
        String has = " (this run has " + repetitions + ")";
        if (needed <= repetitions) {
            return pair(best, second) + ": enough; " + needed + " repetitions each " + settle + has + spread;
        }
        return pair(best, second) + ": " + needed + " repetitions each would " + settle + has + spread;
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
