package io.threadbench.controller.metrics;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * How many repetitions per variant the two-sided Welch test of {@link DifferenceTest} needs to find a difference
 * with a given probability (the standard two-sample calculation with equal n and equal spread, df = 2n − 2; the
 * noncentral t is approximated by a shifted central t, which errs by a point or two of power at small n). The
 * spread is an upper confidence bound, not the estimate: with 2 or 3 repetitions the sample spread is itself noisy,
 * and advice from a lucky small spread would promise power it does not have.
 */
public final class PowerCalculator {

    /** The probability of finding the difference that advice aims at. */
    public static final double TARGET_POWER = 0.80;

    /** Advice stops here: beyond it the difference is below what this machine can resolve in reasonable time. */
    public static final int MAX_REPETITIONS = 30;

    /** The one-sided confidence of the spread's upper bound. */
    static final double SPREAD_BOUND_CONFIDENCE = 0.80;

    private PowerCalculator() {}

    /** Power of the two-sided test at level α with n repetitions per side, difference δ and spread σ per repetition. */
    public static double power(double delta, double sigma, int n, double alpha) {
        if (n < 2) {
            return 0;
        }
        double df = 2.0 * n - 2;
        TDistribution t = new TDistribution(null, df);
        double critical = t.inverseCumulativeProbability(1 - alpha / 2);
        double shift = Math.abs(delta) / (sigma * Math.sqrt(2.0 / n));
        return t.cumulativeProbability(shift - critical) + t.cumulativeProbability(-shift - critical);
    }

    /** The smallest n (2 to {@link #MAX_REPETITIONS}) reaching {@link #TARGET_POWER}, or null beyond. */
    public static Integer repetitionsFor(double delta, double sigma, double alpha) {
        if (sigma == 0) {
            return delta == 0 ? null : 2;
        }
        for (int n = 2; n <= MAX_REPETITIONS; n++) {
            if (power(delta, sigma, n, alpha) >= TARGET_POWER) {
                return n;
            }
        }
        return null;
    }

    /**
     * The {@value #SPREAD_BOUND_CONFIDENCE} upper confidence bound of σ from a pooled sample standard deviation with
     * {@code df} degrees of freedom: s · √(df / χ²<sub>0.2</sub>(df)).
     */
    public static double spreadUpperBound(double pooledSd, int df) {
        double lower = new ChiSquaredDistribution(null, df).inverseCumulativeProbability(1 - SPREAD_BOUND_CONFIDENCE);
        return pooledSd * Math.sqrt(df / lower);
    }
}
