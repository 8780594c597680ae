package io.threadbench.controller.metrics;

/**
 * The block length of a mean-type series (the shortest stretch of seconds that carries its correlation; for a
 * circular block bootstrap of the mean, the MSE-optimal block), chosen from the series' whole
 * autocorrelation by Politis and White's automatic rule (2004, with the correction of Patton, Politis and White,
 * 2009): the lags are read up to where the correlogram has been negligible for {@link #NEGLIGIBLE_RUN} lags in a row
 * (|ρ̂(k)| below 2·√(log₁₀ n / n)), the long-run variance g and its first-moment term G are estimated with a
 * flat-top lag window of twice that many lags, and the MSE-optimal length for the variance of the mean is
 * {@code (2G²/D · n)^(1/3)} with {@code D = 4/3 · g²}, rounded up, between 1 and {@code min(3√n, n/3)}.
 *
 * <p>A single lag-1 coefficient sees only the first step of the correlogram; a slowly decaying or oscillating one
 * (a heap's sawtooth, a GC every few seconds) needs every lag until it dies out.
 */
public final class AutomaticBlockLength {

    /** Consecutive negligible autocorrelations that end the correlogram (Politis and White's K_N for n < 10⁵). */
    static final int NEGLIGIBLE_RUN = 5;

    private AutomaticBlockLength() {}

    /**
     * The block length for {@code series}, at least 1 and at most {@link #longest(int)}. A correlogram still not
     * negligible at the last lag looked at (√n + {@link #NEGLIGIBLE_RUN}) is read to that lag.
     */
    public static int of(double[] series) {
        int n = series.length;
        if (n < 3) {
            return 1;
        }
        double[] covariance = autocovariances(series, Math.min(n - 1, maxLag(n)));
        if (covariance[0] == 0) {
            return 1;
        }
        int lags = Math.min(2 * negligibleFrom(covariance, n), covariance.length - 1);
        double longRun = covariance[0];
        double firstMoment = 0;
        for (int k = 1; k <= lags; k++) {
            double weight = flatTop((double) k / lags);
            longRun += 2 * weight * covariance[k];
            firstMoment += 2 * weight * k * covariance[k];
        }
        if (longRun <= 0) {
            return 1;
        }
        double d = 4.0 / 3 * longRun * longRun;
        double length = Math.cbrt(2 * firstMoment * firstMoment / d * n);
        return (int) Math.max(1, Math.min(Math.ceil(length), longest(n)));
    }

    /** The longest block for n seconds: {@code min(3√n, n/3)}, so that a trial always holds 3 or more blocks. */
    public static int longest(int n) {
        return Math.max(1, (int) Math.floor(Math.min(3 * Math.sqrt(n), n / 3.0)));
    }

    /** Lag-k autocovariances (divisor n) for k = 0..maxLag. */
    static double[] autocovariances(double[] series, int maxLag) {
        int n = series.length;
        double mean = 0;
        for (double v : series) {
            mean += v;
        }
        mean /= Math.max(1, n);
        double[] covariance = new double[Math.max(1, maxLag + 1)];
        for (int k = 0; k < covariance.length; k++) {
            double sum = 0;
            for (int i = k; i < n; i++) {
                sum += (series[i] - mean) * (series[i - k] - mean);
            }
            covariance[k] = n == 0 ? 0 : sum / n;
        }
        return covariance;
    }

    /**
     * The smallest m after which {@link #NEGLIGIBLE_RUN} autocorrelations in a row are negligible (0 for an
     * uncorrelated series); the last lag looked at when there is no such run.
     */
    static int negligibleFrom(double[] covariance, int n) {
        double bound = 2 * Math.sqrt(Math.log10(n) / n);
        int last = covariance.length - 1;
        for (int m = 0; m + NEGLIGIBLE_RUN <= last; m++) {
            boolean negligible = true;
            for (int k = 1; k <= NEGLIGIBLE_RUN && negligible; k++) {
                negligible = Math.abs(covariance[m + k] / covariance[0]) < bound;
            }
            if (negligible) {
                return m;
            }
        }
        return last;
    }

    /** Lags looked at: √n + {@link #NEGLIGIBLE_RUN}, as Politis and White bound m. */
    private static int maxLag(int n) {
        return (int) Math.ceil(Math.sqrt(n)) + NEGLIGIBLE_RUN;
    }

    /** The trapezoid flat-top window: 1 up to half the lags, then falling linearly to 0. */
    private static double flatTop(double t) {
        return t <= 0.5 ? 1 : Math.max(0, 2 * (1 - t));
    }
}
