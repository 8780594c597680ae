package io.threadbench.controller.metrics;

import java.util.List;

/**
 * Benjamini–Hochberg: of m p-values tested together, the ones to call discoveries so that the expected share of
 * false ones among them stays at or below q. A benchmark's cells (metrics × scenarios) are one family.
 */
public final class FalseDiscoveryRate {

    /** The share of false discoveries a benchmark's heatmap allows. */
    public static final double Q = 0.05;

    private FalseDiscoveryRate() {}

    /**
     * The family's significance level: k·q/m for the largest k with p<sub>(k)</sub> ≤ k·q/m, or q/m when there is no
     * such k (then no p-value is at or below it). The discoveries are the p-values at or below it; NaN p-values are
     * not tested and do not count in m. Further comparisons inside the family's cells (the ranking's tied
     * groups) use the same level. q when nothing is tested.
     */
    public static double cutoff(List<Double> pValues, double q) {
        double[] sorted = pValues.stream()
                .filter(p -> !Double.isNaN(p))
                .mapToDouble(Double::doubleValue)
                .sorted()
                .toArray();
        int m = sorted.length;
        if (m == 0) {
            return q;
        }
        double cutoff = q / m;
        for (int k = 1; k <= m; k++) {
            if (sorted[k - 1] <= k * q / m) {
                cutoff = k * q / m;
            }
        }
        return cutoff;
    }
}
