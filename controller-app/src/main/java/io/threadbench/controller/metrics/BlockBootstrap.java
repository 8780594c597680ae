package io.threadbench.controller.metrics;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * Circular block bootstrap of a statistic over a series of seconds. Consecutive seconds of a trial are correlated
 * (a GC pause or a noisy neighbour lasts longer than a second), so resampling single seconds would understate the
 * noise; blocks of {@link #blockLength} seconds keep that correlation. The block length is the MSE-optimal one for
 * the variance of a mean under an AR(1) model fitted by the lag-1 autocorrelation ρ:
 * {@code (3n/2)^(1/3) · (2ρ/(1−ρ²))^(2/3)}, at least 1 and at most n/4 (1 when ρ ≤ 0).
 *
 * <p>The seed is fixed, so the same series always gives the same interval.
 */
public final class BlockBootstrap {

    /**
     * Resamples per interval: the 2.5 % and 97.5 % quantiles then rest on 25 replicates each, enough for a tie rule;
     * more would cost time in every trial's summary (a merge of all its seconds' histograms per resample).
     */
    public static final int RESAMPLES = 1000;

    static final long SEED = 0x7468726561646265L;

    private BlockBootstrap() {}

    /** Lag-1 autocorrelation; 0 for fewer than 3 values or a constant series. */
    public static double lag1Autocorrelation(double[] series) {
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

    /** Block length for a series, from its lag-1 autocorrelation (see the class comment). */
    public static int blockLength(double[] series) {
        int n = series.length;
        double rho = Math.min(lag1Autocorrelation(series), 0.99);
        if (rho <= 0 || n < 8) {
            return 1;
        }
        double length = Math.cbrt(1.5 * n) * Math.pow(2 * rho / (1 - rho * rho), 2.0 / 3);
        return (int) Math.max(1, Math.min(Math.round(length), n / 4));
    }

    /**
     * The statistic over {@link #RESAMPLES} circular block resamples of the indices {@code 0..n-1}.
     *
     * @param statistic computes the statistic over the seconds at the given indices (repeats allowed)
     */
    public static double[] replicates(int n, int blockLength, ToDoubleFunction<int[]> statistic) {
        double[][] vectors = replicates(n, blockLength, 1, indices -> new double[] {statistic.applyAsDouble(indices)});
        return vectors[0];
    }

    /**
     * As {@link #replicates(int, int, ToDoubleFunction)} for several statistics computed together from each
     * resample (e.g. three percentiles of one merge).
     *
     * @return {@code [statistic][resample]}
     */
    public static double[][] replicates(int n, int blockLength, int statistics, Function<int[], double[]> statistic) {
        if (n < 1 || blockLength < 1) {
            throw new IllegalArgumentException("n " + n + " and block length " + blockLength + " must be >= 1");
        }
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

    /**
     * The 95 % percentile interval of the replicates, widened if needed to contain {@code pointValue} (a discrete
     * statistic such as a median of counts can otherwise leave it outside).
     */
    public static ConfidenceInterval percentileInterval(double[] replicates, double pointValue) {
        double[] sorted = replicates.clone();
        Arrays.sort(sorted);
        double low = quantile(sorted, 0.025);
        double high = quantile(sorted, 0.975);
        return new ConfidenceInterval(
                Math.min(low, pointValue),
                Math.max(high, pointValue),
                RepetitionStatistics.CONFIDENCE,
                ConfidenceInterval.Method.BLOCK_BOOTSTRAP);
    }

    /** Linear interpolation between ranks (numpy's default). */
    static double quantile(double[] sorted, double q) {
        double index = q * (sorted.length - 1);
        int below = (int) Math.floor(index);
        int above = (int) Math.ceil(index);
        return sorted[below] + (sorted[above] - sorted[below]) * (index - below);
    }
}
