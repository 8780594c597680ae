package io.threadbench.controller.results.heatmap;

/**
 * How decisive a win is (DESIGN §8): {@code strength = 1 − exp(−7 · min(lead, 1))} with the lead a ratio less one,
 * the same in both directions: {@code second / best − 1} where lower is better, {@code best / second − 1} where
 * higher is. Lead 0.1 gives 0.503, a lead of 1 (2×) or more 0.999.
 */
public final class WinStrength {

    /** A lead below 0.5 % is negligible: the cell is drawn near-white (strength below 0.034). */
    public static final double NEGLIGIBLE_LEAD = 0.005;

    private WinStrength() {}

    /**
     * How much better the best value is than the second, as a ratio less one: 0 when they are equal, positive
     * infinity when the better one is 0 (or the worse one, where higher is better). Values of mixed or negative
     * sign fall back to the relative difference {@code |best − second| / |second|}.
     */
    public static double lead(double best, double second, boolean higherIsBetter) {
        if (best == second) {
            return 0;
        }
        double larger = Math.abs(higherIsBetter ? best : second);
        double smaller = Math.abs(higherIsBetter ? second : best);
        if (best < 0 || second < 0) {
            return second == 0 ? Double.POSITIVE_INFINITY : Math.abs(best - second) / Math.abs(second);
        }
        if (smaller == 0) {
            return Double.POSITIVE_INFINITY;
        }
        return larger / smaller - 1;
    }

    /** Colour strength in [0, 1]; exactly 1 for an infinite lead (second is 0, best is not). */
    public static double strength(double lead) {
        if (Double.isNaN(lead) || lead < 0) {
            throw new IllegalArgumentException("lead must be >= 0: " + lead);
        }
        if (Double.isInfinite(lead)) {
            return 1.0;
        }
        return 1 - Math.exp(-7 * Math.min(lead, 1));
    }

    public static boolean negligible(double lead) {
        return lead < NEGLIGIBLE_LEAD;
    }
}
