package io.threadbench.controller.results.heatmap;

/**
 * How decisive a win is (DESIGN §8): {@code strength = 1 − exp(−7 · min(lead, 1))} with
 * {@code lead = |best − second| / |second|}. Lead 0.1 gives 0.503, a lead of 1 or more 0.999.
 */
public final class WinStrength {

    /** A lead below 0.5 % is negligible: the cell is drawn near-white (strength below 0.034). */
    public static final double NEGLIGIBLE_LEAD = 0.005;

    private WinStrength() {}

    /**
     * Relative lead of the best value over the second: 0 when both are 0, positive infinity when
     * only the second is 0.
     */
    public static double lead(double best, double second) {
        if (best == second) {
            return 0;
        }
        if (second == 0) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.abs(best - second) / Math.abs(second);
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
