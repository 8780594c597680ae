package io.threadbench.controller.metrics;

/**
 * The comparison of two variants' repetitions in one cell (DESIGN §8, "Which test decides a cell"): an estimate of
 * how far apart they are, its 95 % interval and the two-sided p-value of "no difference".
 *
 * @param scale    {@link Scale#RATIO}: {@code estimate}, {@code low} and {@code high} are ratios a / b of geometric
 *                 means (all values positive); {@link Scale#DIFFERENCE}: differences a − b of means (a value was 0)
 * @param estimate a / b or a − b
 * @param pValue   two-sided Welch p-value; 1 when every value of both sides is equal; NaN without a basis
 * @param df       Welch–Satterthwaite degrees of freedom; NaN without a basis or when both spreads are 0
 * @param nA       repetitions of a
 * @param nB       repetitions of b
 */
public record Difference(
        Scale scale, double estimate, double low, double high, double pValue, double df, int nA, int nB) {

    /** How {@link #estimate()} and its interval read. */
    public enum Scale {
        RATIO,
        DIFFERENCE,
        /** Fewer than two repetitions on a side: no run-to-run spread is known, so no interval and no p-value. */
        NO_BASIS
    }

    public static Difference noBasis(int nA, int nB) {
        return new Difference(Scale.NO_BASIS, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, nA, nB);
    }

    public boolean hasBasis() {
        return scale != Scale.NO_BASIS;
    }

    /** Whether the 95 % interval excludes "no difference" (ratio 1 or difference 0). */
    public boolean intervalExcludesNone() {
        double none = scale == Scale.RATIO ? 1 : 0;
        return hasBasis() && (low > none || high < none);
    }

    /** The interval's half-width relative to the estimate, as a percentage of "no difference": the noise seen. */
    public double noisePercent() {
        if (scale != Scale.RATIO) {
            return Double.NaN;
        }
        return (Math.log(high) - Math.log(low)) / 2 * 100;
    }
}
