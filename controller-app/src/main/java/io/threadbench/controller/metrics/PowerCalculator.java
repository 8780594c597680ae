package io.threadbench.controller.metrics;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * How many repetitions per variant settle a comparison at the smallest difference that matters (DESIGN §8, issue 35):
 * with n repetitions each, the interval of {@link DifferenceTest} at the verdict's level has a half-width of about
 * t<sub>1−α/2</sub> · σ · √(2/n); it settles the question with probability {@link #TARGET_POWER} when that
 * half-width plus t<sub>power</sub> · σ · √(2/n) stays within the margin: then a true difference of twice the margin
 * is found beyond it, and no true difference is shown to lie within it (equivalence, the stricter of the two, sets
 * the quantile). Degrees of freedom are Welch's for two equal sides, 2n − 2. The spread is an upper confidence bound,
 * never the estimate: with 2 or 3 repetitions the sample spread is itself noisy, and advice from a lucky small
 * spread would promise what it cannot keep. The difference seen is never used: advice after a tie must not depend on
 * the tie.
 */
public final class PowerCalculator {

    /** The probability of settling the question that advice aims at. */
    public static final double TARGET_POWER = 0.80;

    /** Advice stops here: beyond it the difference is below what this machine can resolve in reasonable time. */
    public static final int MAX_REPETITIONS = 30;

    /** The one-sided confidence of the spread's upper bound. */
    static final double SPREAD_BOUND_CONFIDENCE = 0.80;

    private PowerCalculator() {}

    /**
     * The smallest n (2 to {@link #MAX_REPETITIONS}) that settles a comparison at {@code margin} (on the test's
     * scale) with {@link #TARGET_POWER} probability at level {@code alpha}, for a spread {@code sigma} per
     * repetition; null beyond.
     */
    public static Integer repetitionsToSettle(double margin, double sigma, double alpha) {
        for (int n = 2; n <= MAX_REPETITIONS; n++) {
            TDistribution t = new TDistribution(null, 2.0 * n - 2);
            double quantiles = t.inverseCumulativeProbability(1 - alpha / 2)
                    + t.inverseCumulativeProbability(1 - (1 - TARGET_POWER) / 2);
            if (quantiles * sigma * Math.sqrt(2.0 / n) <= margin) {
                return n;
            }
        }
        return null;
    }

    /**
     * The {@value #SPREAD_BOUND_CONFIDENCE} upper confidence bound of σ from a pooled sample standard deviation with
     * {@code df} degrees of freedom: s · √(df / χ²<sub>0.2</sub>(df)).
     */
    public static double spreadUpperBound(double pooledSd, double df) {
        double lower = new ChiSquaredDistribution(null, df).inverseCumulativeProbability(1 - SPREAD_BOUND_CONFIDENCE);
        return pooledSd * Math.sqrt(df / lower);
    }
}
