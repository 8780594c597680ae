package io.threadbench.controller.metrics;

import java.util.Arrays;
import java.util.List;

/**
 * Median and 95 % confidence interval of per-repetition values.
 *
 * <p>The point value is always the median. The interval depends on the number of repetitions n:
 * <ul>
 *   <li>n = 1: none.</li>
 *   <li>2 ≤ n ≤ 5: Student-t interval of the mean, {@code mean ± t(0.975, n−1) · s / √n}, never below 0 for
 *   figures that cannot be (no value below 0). No
 *   distribution-free interval reaches 95 % with so few values (the widest one, [min, max], covers
 *   the median with probability 1 − 2<sup>1−n</sup>: 50 % at n = 2, 94 % at n = 5), and a bootstrap
 *   of the median only resamples the observed values, so its percentile interval is about [min, max]
 *   while claiming 95 %. Each repetition value is an aggregate over thousands of requests, so
 *   approximate normality across repetitions is a fair assumption; the heavy t quantile for tiny n
 *   makes the interval wide, which is the honest answer. For n ≤ 5 the interval always contains the
 *   median (|median − mean| ≤ s, and t(0.975, n−1)/√n > 1).</li>
 *   <li>n ≥ 6: the distribution-free order-statistic interval of the median [x<sub>(k)</sub>,
 *   x<sub>(n+1−k)</sub>] with the largest k whose exact binomial coverage
 *   1 − 2·P(Bin(n, ½) ≤ k − 1) is at least 95 % (n = 6: [min, max], 96.9 %).</li>
 * </ul>
 * With one repetition the interval is its within-trial one ({@link WithinTrialIntervals}, batch means over its
 * seconds), when it has one. With two or more the repetitions alone are the basis, as in {@link DifferenceTest}:
 * each is one JVM, and the run-to-run variance they show is part of the noise that one JVM's seconds cannot see.
 * Deterministic: no random resampling.
 */
public final class RepetitionStatistics {

    /** Repetitions from which the distribution-free median interval reaches 95 %. */
    public static final int ORDER_STATISTIC_MIN_N = 6;

    static final double CONFIDENCE = 0.95;

    /** t(0.975, df) for df = 1..4 (standard tables). */
    private static final double[] T_975 = {12.706204736, 4.302652730, 3.182446305, 2.776445105};

    private RepetitionStatistics() {}

    /**
     * Summarises usable values (no nulls, all finite).
     *
     * @throws IllegalArgumentException if {@code values} is empty or holds a null or non-finite value
     */
    public static RepetitionSummary summarize(List<Double> values) {
        return summarize(values, List.of());
    }

    /**
     * As {@link #summarize(List)}, with the repetitions' within-trial intervals: the interval of a single repetition
     * (see the class comment).
     */
    public static RepetitionSummary summarize(List<Double> values, List<ConfidenceInterval> withinTrial) {
        double[] sorted = sortedCopy(values);
        double median = median(sorted);
        ConfidenceInterval between = interval(sorted);
        if (between == null && withinTrial.size() == 1) {
            return new RepetitionSummary(median, sorted.length, withinTrial.getFirst());
        }
        return new RepetitionSummary(median, sorted.length, between);
    }

    /** Median of usable values; the mean of the two middle values for an even count. */
    public static double median(List<Double> values) {
        return median(sortedCopy(values));
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static ConfidenceInterval interval(double[] sorted) {
        int n = sorted.length;
        if (n < 2) {
            return null;
        }
        if (n < ORDER_STATISTIC_MIN_N) {
            return studentT(sorted);
        }
        int k = orderStatisticRank(n);
        return new ConfidenceInterval(
                sorted[k - 1], sorted[n - k], orderStatisticCoverage(n, k), ConfidenceInterval.Method.ORDER_STATISTIC);
    }

    /**
     * The t-interval of the mean, its low end held at 0 when no value is below it: a latency of 2 repetitions read
     * "−2996 – 10161 ms", an interval of a positive figure reaching below zero.
     */
    private static ConfidenceInterval studentT(double[] values) {
        int n = values.length;
        double mean = 0;
        for (double v : values) {
            mean += v;
        }
        mean /= n;
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        double halfWidth = T_975[n - 2] * Math.sqrt(squares / (n - 1)) / Math.sqrt(n);
        double low = values[0] >= 0 ? Math.max(0, mean - halfWidth) : mean - halfWidth; // sorted: [0] is the least
        return new ConfidenceInterval(low, mean + halfWidth, CONFIDENCE, ConfidenceInterval.Method.STUDENT_T);
    }

    /** Largest k (1-based) such that [x(k), x(n+1−k)] covers the median with probability ≥ 95 %. */
    static int orderStatisticRank(int n) {
        int k = 1;
        while (k + 1 <= n / 2 && orderStatisticCoverage(n, k + 1) >= CONFIDENCE) {
            k++;
        }
        return k;
    }

    /** Exact coverage of [x(k), x(n+1−k)] for the median: 1 − 2·P(Bin(n, ½) ≤ k − 1). */
    static double orderStatisticCoverage(int n, int k) {
        double logHalfPowN = n * Math.log(0.5);
        double logBinomial = 0; // log C(n, 0)
        double tail = 0;
        for (int i = 0; i < k; i++) {
            if (i > 0) {
                logBinomial += Math.log(n - i + 1) - Math.log(i);
            }
            tail += Math.exp(logBinomial + logHalfPowN);
        }
        return 1 - 2 * tail;
    }

    private static double[] sortedCopy(List<Double> values) {
        if (values == null || values.isEmpty()) {
            throw new IllegalArgumentException("no values to summarise");
        }
        double[] sorted = new double[values.size()];
        for (int i = 0; i < sorted.length; i++) {
            Double v = values.get(i);
            if (v == null || !Double.isFinite(v)) {
                throw new IllegalArgumentException("value " + i + " is not a finite number: " + v);
            }
            sorted[i] = v;
        }
        Arrays.sort(sorted);
        return sorted;
    }
}
