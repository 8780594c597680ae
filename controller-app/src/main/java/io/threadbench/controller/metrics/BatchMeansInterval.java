package io.threadbench.controller.metrics;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * The 95 % interval of a trial's statistic from the same statistic over k contiguous batches of its seconds:
 * {@code value ± t(0.975, k−1) · s / √k}, s the batch values' standard deviation. With few batches, each long
 * against the series' correlation, the batch values are nearly independent and the t quantile pays for the
 * variance being estimated from k of them (batch means with a fixed number of batches). Not below 0 when the
 * value and every batch value are at least 0 (a count, a share).
 */
final class BatchMeansInterval {

    private BatchMeansInterval() {}

    /** @param batchValues the statistic over each batch, scaled to the whole trial (at least 2) */
    static ConfidenceInterval of(double value, double[] batchValues) {
        int k = batchValues.length;
        if (k < 2) {
            throw new IllegalArgumentException("need 2 or more batches, got " + k);
        }
        double mean = DifferenceTest.mean(batchValues);
        double sd = Math.sqrt(DifferenceTest.variance(batchValues, mean));
        double quantile = new TDistribution(null, k - 1).inverseCumulativeProbability(0.975);
        double halfWidth = quantile * sd / Math.sqrt(k);
        double low = value - halfWidth;
        boolean nonNegative = value >= 0;
        for (double v : batchValues) {
            nonNegative &= v >= 0;
        }
        return new ConfidenceInterval(
                nonNegative ? Math.max(0, low) : low,
                value + halfWidth,
                RepetitionStatistics.CONFIDENCE,
                ConfidenceInterval.Method.BATCH_MEANS);
    }
}
