package io.threadbench.controller.results.compare;

import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.RepetitionStatistics;
import io.threadbench.controller.metrics.RepetitionSummary;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Compares two benchmarks' {@link MetricTable}s (e.g. JDK 21 vs JDK 25): per scenario × approach ×
 * metric the % change of the medians (B vs A), a verdict against a threshold that respects the
 * metric's direction, and, with intervals on both sides (repetitions or within-trial ones), whether the change is
 * outside the noise (the 95 % intervals of {@link RepetitionStatistics} do not overlap).
 */
public final class BenchmarkComparator {

    public static final double DEFAULT_THRESHOLD_PERCENT = 2.0;

    /** Absorbs floating-point error so that e.g. 100 → 102 is exactly at a 2 % threshold. */
    private static final double EDGE_TOLERANCE = 1e-9;

    private BenchmarkComparator() {}

    /**
     * @param thresholdPercent a change of at most this many percent (either way) is {@link Verdict#SAME}
     * @throws IllegalArgumentException if the threshold is negative or not finite
     */
    public static Comparison compare(
            String labelA, MetricTable a, String labelB, MetricTable b, double thresholdPercent) {
        if (!Double.isFinite(thresholdPercent) || thresholdPercent < 0) {
            throw new IllegalArgumentException("threshold must be a percentage >= 0, was " + thresholdPercent);
        }
        List<ComparisonRow> rows = new ArrayList<>();
        for (String scenario : union(a.scenarios(), b.scenarios())) {
            for (String approach : union(a.approaches(), b.approaches())) {
                for (String metric : metrics(a, b)) {
                    boolean inA = !a.finiteValues(scenario, approach, metric).isEmpty();
                    boolean inB = !b.finiteValues(scenario, approach, metric).isEmpty();
                    if (inA || inB) {
                        rows.add(row(
                                scenario,
                                approach,
                                metric,
                                inA ? a.summary(scenario, approach, metric) : null,
                                a.hadErrors(scenario, approach),
                                inB ? b.summary(scenario, approach, metric) : null,
                                b.hadErrors(scenario, approach),
                                thresholdPercent));
                    }
                }
            }
        }
        return new Comparison(labelA, labelB, thresholdPercent, rows);
    }

    private static ComparisonRow row(
            String scenario,
            String approach,
            String metric,
            RepetitionSummary a,
            boolean errorsA,
            RepetitionSummary b,
            boolean errorsB,
            double threshold) {
        boolean higherIsBetter = MetricCatalog.of(metric).higherIsBetter();
        if (a == null || b == null) {
            Verdict only = a == null ? Verdict.ONLY_IN_B : Verdict.ONLY_IN_A;
            return new ComparisonRow(
                    scenario, approach, metric, higherIsBetter, a, errorsA, b, errorsB, null, only, null);
        }
        if (!MetricCatalog.of(metric).ranked()) {
            Verdict verdict = a.median() == b.median() ? Verdict.SAME : Verdict.CHANGED;
            return new ComparisonRow(
                    scenario, approach, metric, higherIsBetter, a, errorsA, b, errorsB, null, verdict, null);
        }
        Double change = changePercent(a.median(), b.median());
        Verdict verdict = verdict(a.median(), b.median(), change, higherIsBetter, threshold);
        Boolean outsideNoise =
                a.hasInterval() && b.hasInterval() ? !a.interval().overlaps(b.interval()) : null;
        return new ComparisonRow(
                scenario, approach, metric, higherIsBetter, a, errorsA, b, errorsB, change, verdict, outsideNoise);
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

    private static Verdict verdict(double a, double b, Double change, boolean higherIsBetter, double threshold) {
        if (change != null && Math.abs(change) <= threshold + EDGE_TOLERANCE) {
            return Verdict.SAME;
        }
        boolean increased = b > a;
        return increased == higherIsBetter ? Verdict.BETTER : Verdict.WORSE;
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
