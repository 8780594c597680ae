package io.threadbench.controller.metrics;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * The comparison of two variants' repetitions in one cell (DESIGN §8, "Which test decides a cell"): an estimate of
 * how far apart they are, its interval at {@link #confidence()} and what it says against the smallest difference
 * that matters.
 *
 * @param scale         {@link Scale#RATIO}: {@code estimate}, {@code low} and {@code high} are ratios a / b of
 *                      geometric means (all values positive); {@link Scale#DIFFERENCE}: differences a − b of means
 * @param estimate      a / b or a − b
 * @param pValue        two-sided Welch p-value of "no difference"; NaN without a basis
 * @param df            Welch–Satterthwaite degrees of freedom; NaN without a basis
 * @param nA            repetitions of a
 * @param nB            repetitions of b
 * @param standardError on the test's scale (log or values), each side's spread floored at its figure's
 *                      {@link Resolution}; NaN without a basis
 * @param reference     on the DIFFERENCE scale, the larger of the two means' magnitudes (a relative smallest
 *                      difference is a share of it); 1 on the RATIO scale
 * @param confidence    the confidence of {@code low}–{@code high}, the level the decision used
 */
public record Difference(
        Scale scale,
        double estimate,
        double low,
        double high,
        double pValue,
        double df,
        int nA,
        int nB,
        double standardError,
        double reference,
        double confidence) {

    /** How {@link #estimate()} and its interval read. */
    public enum Scale {
        RATIO,
        DIFFERENCE,
        /** Fewer than two repetitions on a side: no run-to-run spread is known, so no interval and no p-value. */
        NO_BASIS
    }

    public static Difference noBasis(int nA, int nB) {
        return new Difference(
                Scale.NO_BASIS,
                Double.NaN,
                Double.NaN,
                Double.NaN,
                Double.NaN,
                Double.NaN,
                nA,
                nB,
                Double.NaN,
                Double.NaN,
                Double.NaN);
    }

    public boolean hasBasis() {
        return scale != Scale.NO_BASIS;
    }

    /** The same comparison with its interval at {@code level} (e.g. 0.99). */
    public Difference at(double level) {
        if (!hasBasis()) {
            return this;
        }
        double quantile = quantile(level);
        double center = center();
        double lowEnd = center - quantile * standardError;
        double highEnd = center + quantile * standardError;
        return scale == Scale.RATIO
                ? new Difference(
                        scale,
                        estimate,
                        Math.exp(lowEnd),
                        Math.exp(highEnd),
                        pValue,
                        df,
                        nA,
                        nB,
                        standardError,
                        reference,
                        level)
                : new Difference(scale, estimate, lowEnd, highEnd, pValue, df, nA, nB, standardError, reference, level);
    }

    /** The smallest difference that matters on the test's scale: log(1 + share) or share × {@link #reference}. */
    public double margin(SmallestDifference smallest) {
        if (smallest.absolute()) {
            return smallest.value();
        }
        return scale == Scale.RATIO ? Math.log1p(smallest.value()) : smallest.value() * reference;
    }

    /**
     * The p-value of "the two differ by no more than the margin", two-sided: at or below α exactly when the
     * interval at 1 − α lies wholly beyond the margin on one side. NaN without a basis.
     */
    public double pBeyond(SmallestDifference smallest) {
        if (!hasBasis()) {
            return Double.NaN;
        }
        return tail((Math.abs(center()) - margin(smallest)) / standardError);
    }

    /**
     * The p-value of "the two differ by the margin or more" (two one-sided tests): at or below α exactly when the
     * interval at 1 − α lies wholly inside ± the margin. NaN without a basis.
     */
    public double pEquivalent(SmallestDifference smallest) {
        if (!hasBasis()) {
            return Double.NaN;
        }
        return tail((margin(smallest) - Math.abs(center())) / standardError);
    }

    /** Whether the interval excludes "no difference" (ratio 1 or difference 0). */
    public boolean intervalExcludesNone() {
        double none = scale == Scale.RATIO ? 1 : 0;
        return hasBasis() && (low > none || high < none);
    }

    /** The interval's half-width as a percentage of "no difference" on the ratio scale: the noise seen. */
    public double noisePercent() {
        if (scale != Scale.RATIO) {
            return Double.NaN;
        }
        return (Math.log(high) - Math.log(low)) / 2 * 100;
    }

    /** The estimate on the test's scale: the log of the ratio, or the difference. */
    double center() {
        return scale == Scale.RATIO ? Math.log(estimate) : estimate;
    }

    private double quantile(double level) {
        return new TDistribution(null, df).inverseCumulativeProbability(1 - (1 - level) / 2);
    }

    /** 2 · P(T > t), capped at 1. */
    private double tail(double t) {
        return Math.min(1, 2 * (1 - new TDistribution(null, df).cumulativeProbability(t)));
    }
}
