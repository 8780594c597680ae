package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.ConfidenceInterval;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.results.heatmap.CellRanker;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.heatmap.RankedApproach;
import java.util.ArrayList;
import java.util.List;

/**
 * Suggests repetitions from the observed spread. For each scenario × headline metric with two error-free approaches,
 * the smallest n (1–{@value #MAX_REPETITIONS}) with {@code q(n) · (s₁ + s₂) / √n < |m₁ − m₂|}: the two 95 % intervals
 * of n repetitions, each {@code m ± q(n)·s/√n}, would not overlap at the observed difference. q(n) is t(0.975, n−1)
 * as the tie rule uses; n = 1 counts only when both have within-trial intervals (1.96, the bootstrap's normal
 * quantile), since one repetition without them has no interval at all. s is one repetition's standard deviation:
 * the larger of the sample spread between repetitions and the trials' own noise (within-trial half-width / 1.96).
 */
public final class RepetitionAdvisor {

    public static final int MAX_REPETITIONS = 20;

    /** t(0.975, df) for df = 1..19 (standard tables). */
    private static final double[] T_975 = {
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120,
        2.110, 2.101, 2.093
    };

    private static final double Z_975 = 1.959964;

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

    private static RepetitionAdvice advise(
            MetricTable table, String scenario, String metric, RankedApproach best, RankedApproach second) {
        Spread a = spread(table, scenario, best.approach(), metric);
        Spread b = spread(table, scenario, second.approach(), metric);
        double difference = Math.abs(best.value() - second.value());
        int repetitions = Math.min(best.summary().n(), second.summary().n());
        Integer needed = a.sd() == null || b.sd() == null
                ? null
                : needed(difference, a.sd() + b.sd(), a.withinTrial() && b.withinTrial());
        return new RepetitionAdvice(
                scenario,
                metric,
                best.approach(),
                second.approach(),
                best.value(),
                second.value(),
                difference,
                a.sd(),
                b.sd(),
                repetitions,
                needed,
                text(best.approach(), second.approach(), a.sd() != null && b.sd() != null, repetitions, needed));
    }

    /** Smallest n separating the intervals, or null beyond {@link #MAX_REPETITIONS}. */
    static Integer needed(double difference, double spreadSum, boolean oneRepetitionHasInterval) {
        for (int n = oneRepetitionHasInterval ? 1 : 2; n <= MAX_REPETITIONS; n++) {
            double quantile = n == 1 ? Z_975 : T_975[n - 2];
            if (quantile * spreadSum / Math.sqrt(n) < difference) {
                return n;
            }
        }
        return null;
    }

    private record Spread(Double sd, boolean withinTrial) {}

    private static Spread spread(MetricTable table, String scenario, String approach, String metric) {
        List<Double> values = table.finiteValues(scenario, approach, metric);
        List<ConfidenceInterval> within = table.withinTrialIntervals(scenario, approach, metric);
        Double between = null;
        if (values.size() >= 2) {
            double mean =
                    values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
            double squares =
                    values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
            between = Math.sqrt(squares / (values.size() - 1));
        }
        Double inside = null;
        if (!within.isEmpty()) {
            double squares = within.stream()
                    .mapToDouble(i -> i.halfWidth() * i.halfWidth())
                    .average()
                    .orElseThrow();
            inside = Math.sqrt(squares) / Z_975;
        }
        if (between == null || inside == null) {
            return new Spread(between == null ? inside : between, inside != null);
        }
        return new Spread(Math.max(between, inside), true);
    }

    private static String text(String best, String second, boolean spreadKnown, int repetitions, Integer needed) {
        String pair = best + " vs " + second;
        if (!spreadKnown) {
            return pair + ": no spread known (one repetition without within-trial intervals); run 3 or more";
        }
        if (needed == null) {
            return pair + ": cannot be separated within " + MAX_REPETITIONS + " repetitions at this difference";
        }
        if (needed <= repetitions) {
            return pair + ": enough, " + needed + (needed == 1 ? " repetition separates" : " repetitions separate")
                    + " them at this spread (has " + repetitions + ")";
        }
        return pair + ": about " + needed + " repetitions each would separate them (has " + repetitions + ")";
    }
}
