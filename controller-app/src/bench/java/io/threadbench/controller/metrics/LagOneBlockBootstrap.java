package io.threadbench.controller.metrics;

import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The within-trial interval before issue 26, kept as the harnesses' baseline: a circular block bootstrap of the
 * stored statistic, 1,000 resamples with a fixed seed, the 95 % percentile interval widened to hold the value, the
 * block length {@code (3n/2)^(1/3) · (2ρ/(1−ρ²))^(2/3)} from the lag-1 autocorrelation ρ of the metric's per-second
 * series (1 when ρ ≤ 0 or n < 8, at most n/4); for the merged latency percentiles, the longest of the lengths of the
 * per-second p50, p90 and p99 series. Fewer than 5 seconds: none. With repetitions, the interval shown for a
 * variant also covered median ± √(mean(h²)/n) of their half-widths h ({@link #summary}).
 */
final class LagOneBlockBootstrap {

    static final int RESAMPLES = 1000;
    static final int MIN_SECONDS = 5;
    private static final long SEED = 0x7468726561646265L;

    private LagOneBlockBootstrap() {}

    static double lag1Autocorrelation(double[] series) {
        int n = series.length;
        if (n < 3) {
            return 0;
        }
        double mean = Arrays.stream(series).average().orElse(0);
        double variance = 0;
        double lagged = 0;
        for (int i = 0; i < n; i++) {
            double d = series[i] - mean;
            variance += d * d;
            if (i > 0) {
                lagged += d * (series[i - 1] - mean);
            }
        }
        return variance == 0 ? 0 : lagged / variance;
    }

    static int blockLength(double[] series) {
        int n = series.length;
        double rho = Math.min(lag1Autocorrelation(series), 0.99);
        if (rho <= 0 || n < 8) {
            return 1;
        }
        double length = Math.cbrt(1.5 * n) * Math.pow(2 * rho / (1 - rho * rho), 2.0 / 3);
        return (int) Math.max(1, Math.min(Math.round(length), n / 4));
    }

    /** The interval of a statistic of a series of seconds, its block length from {@code series}. */
    static ConfidenceInterval of(double[] series, double value, ToDoubleFunction<int[]> statistic) {
        return percentileInterval(replicates(series.length, blockLength(series), statistic), value);
    }

    /** The intervals of the merged p50, p90 and p99 (null each without a value or with too few seconds). */
    static ConfidenceInterval[] latency(List<TrialSecondRow> seconds, double[] values) {
        int n = seconds.size();
        double[] percents = {50, 90, 99};
        ConfidenceInterval[] intervals = new ConfidenceInterval[percents.length];
        if (n < MIN_SECONDS) {
            return intervals;
        }
        PooledBuckets pooled = new PooledBuckets(seconds);
        int block = 1;
        for (double percent : percents) {
            double[] perSecond = new double[n];
            for (int s = 0; s < n; s++) {
                perSecond[s] = pooled.millisAt(new int[] {s}, new double[] {percent})[0];
            }
            block = Math.max(
                    block,
                    blockLength(
                            Arrays.stream(perSecond).filter(Double::isFinite).toArray()));
        }
        double[][] replicates = replicates(n, block, percents.length, indices -> pooled.millisAt(indices, percents));
        for (int p = 0; p < percents.length; p++) {
            intervals[p] = percentileInterval(replicates[p], values[p]);
        }
        return intervals;
    }

    static double[] replicates(int n, int blockLength, ToDoubleFunction<int[]> statistic) {
        return replicates(n, blockLength, 1, indices -> new double[] {statistic.applyAsDouble(indices)})[0];
    }

    static double[][] replicates(int n, int blockLength, int statistics, Function<int[], double[]> statistic) {
        SplittableRandom random = new SplittableRandom(SEED);
        double[][] replicates = new double[statistics][RESAMPLES];
        int[] indices = new int[n];
        for (int r = 0; r < RESAMPLES; r++) {
            int filled = 0;
            while (filled < n) {
                int start = random.nextInt(n);
                for (int k = 0; k < blockLength && filled < n; k++) {
                    indices[filled++] = (start + k) % n;
                }
            }
            double[] values = statistic.apply(indices);
            for (int i = 0; i < statistics; i++) {
                replicates[i][r] = values[i];
            }
        }
        return replicates;
    }

    static ConfidenceInterval percentileInterval(double[] replicates, double pointValue) {
        double[] sorted =
                Arrays.stream(replicates).filter(Double::isFinite).sorted().toArray();
        double low = quantile(sorted, 0.025);
        double high = quantile(sorted, 0.975);
        return new ConfidenceInterval(
                Math.min(low, pointValue),
                Math.max(high, pointValue),
                RepetitionStatistics.CONFIDENCE,
                ConfidenceInterval.Method.BATCH_MEANS);
    }

    private static double quantile(double[] sorted, double q) {
        double index = q * (sorted.length - 1);
        int below = (int) Math.floor(index);
        int above = (int) Math.ceil(index);
        return sorted[below] + (sorted[above] - sorted[below]) * (index - below);
    }

    /**
     * A variant's summary as shown before: the between-repetition interval widened to cover median ± the pooled
     * within-trial half-width, which alone was the interval of one repetition.
     */
    static RepetitionSummary summary(List<Double> values, List<ConfidenceInterval> withinTrial) {
        RepetitionSummary between = RepetitionStatistics.summarize(values);
        double squares = 0;
        for (ConfidenceInterval interval : withinTrial) {
            squares += interval.halfWidth() * interval.halfWidth();
        }
        double pooled = Math.sqrt(squares / withinTrial.size() / values.size());
        double median = between.median();
        if (!between.hasInterval()) {
            return new RepetitionSummary(
                    median,
                    values.size(),
                    new ConfidenceInterval(
                            median - pooled, median + pooled, 0.95, ConfidenceInterval.Method.BATCH_MEANS));
        }
        ConfidenceInterval b = between.interval();
        return new RepetitionSummary(
                median,
                values.size(),
                new ConfidenceInterval(
                        Math.min(b.low(), median - pooled), Math.max(b.high(), median + pooled), 0.95, b.method()));
    }
}
