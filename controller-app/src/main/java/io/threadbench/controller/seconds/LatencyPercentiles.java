package io.threadbench.controller.seconds;

import java.util.Arrays;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Percentiles of a latency histogram (microseconds), computed the way k6 computes its end-of-test Trend
 * summary, so that Threadbench's figures match k6's own: for percentile {@code p} of {@code n} values, the
 * rank {@code i = p/100 × (n − 1)} and linear interpolation between the values at ranks {@code ⌊i⌋} and
 * {@code ⌈i⌉}. Each value is its histogram bucket's median, so with 3 significant digits a result is within
 * 0.05 % of k6's (plus the 0.5 µs of rounding to microseconds).
 *
 * <p>Use it on per-second histograms and on merged ones alike; never average per-second percentiles.
 *
 * @param count values in the histogram
 * @param minMillis smallest value; the figures are {@code NaN} when {@code count} is 0
 */
public record LatencyPercentiles(
        long count,
        double minMillis,
        double p50Millis,
        double p90Millis,
        double p99Millis,
        double p999Millis,
        double maxMillis,
        double meanMillis) {

    private static final double[] SUMMARY_PERCENTS = {0, 50, 90, 99, 99.9, 100};

    /** The usual summary figures of {@code histogram} in one pass. */
    public static LatencyPercentiles of(AbstractHistogram histogram) {
        long count = histogram.getTotalCount();
        if (count == 0) {
            return new LatencyPercentiles(
                    0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double[] micros = microsAt(histogram, SUMMARY_PERCENTS);
        return new LatencyPercentiles(
                count,
                micros[0] / 1000,
                micros[1] / 1000,
                micros[2] / 1000,
                micros[3] / 1000,
                micros[4] / 1000,
                micros[5] / 1000,
                histogram.getMean() / 1000);
    }

    /** One percentile (0–100) in milliseconds, k6-style; {@code NaN} for an empty histogram. */
    public static double millisAt(AbstractHistogram histogram, double percent) {
        if (histogram.getTotalCount() == 0) {
            return Double.NaN;
        }
        return microsAt(histogram, new double[] {percent})[0] / 1000;
    }

    /**
     * Percentiles (each 0–100, in ascending order) in microseconds, k6-style, in one pass over the buckets.
     * The histogram must not be empty.
     */
    public static double[] microsAt(AbstractHistogram histogram, double[] ascendingPercents) {
        long count = histogram.getTotalCount();
        int n = ascendingPercents.length;
        long[] ranks = new long[2 * n];
        double[] fractions = new double[n];
        for (int k = 0; k < n; k++) {
            double percent = ascendingPercents[k];
            if (!(percent >= 0 && percent <= 100) || (k > 0 && percent < ascendingPercents[k - 1])) {
                throw new IllegalArgumentException("percentiles must be ascending within 0..100: " + percent);
            }
            double index = percent / 100 * (count - 1);
            ranks[2 * k] = (long) Math.floor(index);
            ranks[2 * k + 1] = (long) Math.ceil(index);
            fractions[k] = index - Math.floor(index);
        }
        double[] valuesAtRanks = valuesAtRanks(histogram, ranks);
        double[] result = new double[n];
        for (int k = 0; k < n; k++) {
            double low = valuesAtRanks[2 * k];
            double high = valuesAtRanks[2 * k + 1];
            result[k] = low + (high - low) * fractions[k];
        }
        return result;
    }

    /** The value (bucket median) at each 0-based rank of the sorted values. */
    private static double[] valuesAtRanks(AbstractHistogram histogram, long[] ranks) {
        // neighbouring percentiles' ranks may interleave (⌈i₁⌉ > ⌊i₂⌋), so walk the buckets in rank order
        long[] ascending = ranks.clone();
        Arrays.sort(ascending);
        double[] ascendingValues = new double[ascending.length];
        int next = 0;
        long seen = 0;
        for (HistogramIterationValue bucket : histogram.recordedValues()) {
            seen += bucket.getCountAtValueIteratedTo();
            double median = histogram.medianEquivalentValue(bucket.getValueIteratedTo());
            while (next < ascending.length && ascending[next] < seen) {
                ascendingValues[next++] = median;
            }
            if (next == ascending.length) {
                break;
            }
        }
        double[] values = new double[ranks.length];
        for (int k = 0; k < ranks.length; k++) {
            values[k] = ascendingValues[Arrays.binarySearch(ascending, ranks[k])];
        }
        return values;
    }
}
