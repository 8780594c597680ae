package io.threadbench.controller.results.compare;

import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.DifferenceTest;
import io.threadbench.controller.metrics.FalseDiscoveryRate;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.RepetitionSummary;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Compares two benchmarks' {@link MetricTable}s (e.g. JDK 21 vs JDK 25): per scenario × approach ×
 * metric the % change of the medians (B vs A) and a verdict that respects the metric's direction. A change counts as
 * better or worse only when it passes the threshold and Welch's test on the repetitions of both sides finds it, with
 * the comparison's rows as one family at a 5 % false discovery rate (the heatmap's rule); otherwise it is within the
 * noise, or not judged when a side has one repetition.
 */
public final class BenchmarkComparator {

    public static final double DEFAULT_THRESHOLD_PERCENT = 2.0;

    /** Absorbs floating-point error so that e.g. 100 → 102 is exactly at a 2 % threshold. */
    private static final double EDGE_TOLERANCE = 1e-9;

    private BenchmarkComparator() {}

    /**
     * @param thresholdPercent a change of at most this many percent (either way) is {@link Change#SAME}
     * @throws IllegalArgumentException if the threshold is negative or not finite
     */
    public static Comparison compare(
            String labelA, MetricTable a, String labelB, MetricTable b, double thresholdPercent) {
        if (!Double.isFinite(thresholdPercent) || thresholdPercent < 0) {
            throw new IllegalArgumentException("threshold must be a percentage >= 0, was " + thresholdPercent);
        }
        List<Draft> drafts = new ArrayList<>();
        for (String scenario : union(a.scenarios(), b.scenarios())) {
            for (String approach : union(a.approaches(), b.approaches())) {
                for (String metric : metrics(a, b)) {
                    List<Double> valuesA = a.finiteValues(scenario, approach, metric);
                    List<Double> valuesB = b.finiteValues(scenario, approach, metric);
                    if (!valuesA.isEmpty() || !valuesB.isEmpty()) {
                        Difference difference = valuesA.isEmpty() || valuesB.isEmpty()
                                ? null
                                : DifferenceTest.compare(metric, valuesB, valuesA, b.closedLoop(scenario));
                        drafts.add(new Draft(scenario, approach, metric, valuesA, valuesB, difference));
                    }
                }
            }
        }
        double cutoff =
                FalseDiscoveryRate.cutoff(drafts.stream().map(Draft::pValue).toList(), FalseDiscoveryRate.Q);
        List<ComparisonRow> rows = new ArrayList<>();
        for (Draft d : drafts) {
            rows.add(row(
                    d,
                    d.valuesA().isEmpty() ? null : a.summary(d.scenario(), d.approach(), d.metric()),
                    a.hadErrors(d.scenario(), d.approach()),
                    d.valuesB().isEmpty() ? null : b.summary(d.scenario(), d.approach(), d.metric()),
                    b.hadErrors(d.scenario(), d.approach()),
                    thresholdPercent,
                    cutoff,
                    a.isFlagged(d.scenario(), d.approach()),
                    b.isFlagged(d.scenario(), d.approach())));
        }
        return new Comparison(labelA, labelB, thresholdPercent, rows);
    }

    /** A row before the family's significance level is known. */
    private record Draft(
            String scenario,
            String approach,
            String metric,
            List<Double> valuesA,
            List<Double> valuesB,
            Difference difference) {

        double pValue() {
            return difference == null || !MetricCatalog.of(metric).ranked() ? Double.NaN : difference.pValue();
        }
    }

    private static ComparisonRow row(
            Draft d,
            RepetitionSummary a,
            boolean errorsA,
            RepetitionSummary b,
            boolean errorsB,
            double threshold,
            double cutoff,
            boolean flaggedA,
            boolean flaggedB) {
        String metric = d.metric();
        boolean higherIsBetter = MetricCatalog.of(metric).higherIsBetter();
        Judged judged;
        if (a == null || b == null) {
            judged = new Judged(null, a == null ? Change.ONLY_IN_B : Change.ONLY_IN_A, null);
        } else if (!MetricCatalog.of(metric).ranked()) {
            judged = new Judged(null, a.median() == b.median() ? Change.SAME : Change.CHANGED, null);
        } else {
            judged = judge(d, a.median(), b.median(), higherIsBetter, threshold, cutoff);
        }
        return new ComparisonRow(
                d.scenario(),
                d.approach(),
                metric,
                higherIsBetter,
                a,
                errorsA,
                b,
                errorsB,
                judged.change(),
                judged.verdict(),
                judged.outsideNoise(),
                flaggedA,
                flaggedB);
    }

    /** A row's change in percent, its verdict, and whether the difference is beyond the noise (null: not tested). */
    private record Judged(Double change, Change verdict, Boolean outsideNoise) {}

    /** A ranked metric both benchmarks have: better or worse only beyond the threshold and the noise. */
    private static Judged judge(Draft d, double a, double b, boolean higherIsBetter, double threshold, double cutoff) {
        Double change = changePercent(a, b);
        Boolean outsideNoise = d.difference().hasBasis() ? d.difference().pValue() <= cutoff : null;
        Change verdict = verdict(a, b, change, higherIsBetter, threshold);
        if (verdict == Change.BETTER || verdict == Change.WORSE) {
            if (outsideNoise == null) {
                verdict = Change.NOT_JUDGED;
            } else if (!outsideNoise) {
                verdict = Change.WITHIN_NOISE;
            }
        }
        return new Judged(change, verdict, outsideNoise);
    }

    /** (b − a) / |a| × 100; 0 when both are 0; null when only a is 0. */
    static Double changePercent(double a, double b) {
        if (a == b) {
            return 0.0;
        }
        if (a == 0) {
            return null;
        }
        return (b - a) / Math.abs(a) * 100;
    }

    private static Change verdict(double a, double b, Double change, boolean higherIsBetter, double threshold) {
        if (change != null && Math.abs(change) <= threshold + EDGE_TOLERANCE) {
            return Change.SAME;
        }
        boolean increased = b > a;
        return increased == higherIsBetter ? Change.BETTER : Change.WORSE;
    }

    private static List<String> union(List<String> first, List<String> second) {
        Set<String> all = new LinkedHashSet<>(first);
        all.addAll(second);
        return List.copyOf(all);
    }

    private static List<String> metrics(MetricTable a, MetricTable b) {
        List<String> present = union(a.metrics(), b.metrics());
        return Stream.concat(
                        MetricNames.KNOWN.stream().filter(present::contains),
                        present.stream().filter(m -> !MetricNames.KNOWN.contains(m)))
                .toList();
    }
}
