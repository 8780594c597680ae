package io.threadbench.controller.results.heatmap;

/**
 * Shares of a total, each rounded on its own to the nearest 0.1 % (half up). Equal counts always show
 * equal shares and each shown share is the correctly rounded one; the price is that a set of shares
 * may add up to 100 ± 0.05 per share (e.g. three thirds show 33.3 each). A forced-sum method
 * (largest remainder) was rejected because it shows equal counts with different shares.
 */
final class Percentages {

    private static final long TENTHS = 1000;

    private Percentages() {}

    /** Percent of {@code total} for each count, one decimal; all 0 when total is 0. */
    static double[] ofTotal(int[] counts, int total) {
        double[] result = new double[counts.length];
        if (total <= 0) {
            return result;
        }
        for (int i = 0; i < counts.length; i++) {
            // Integer arithmetic: round(count * 1000 / total), half up, with no floating-point error.
            long tenths = (2 * counts[i] * TENTHS + total) / (2L * total);
            result[i] = tenths / 10.0;
        }
        return result;
    }
}
