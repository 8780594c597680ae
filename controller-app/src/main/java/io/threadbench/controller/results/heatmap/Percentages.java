package io.threadbench.controller.results.heatmap;

/** Shares rounded to 0.1 % that add up to exactly 100 (largest-remainder method). */
final class Percentages {

    private static final int TENTHS = 1000;

    private Percentages() {
    }

    /** Percent of {@code total} for each count, one decimal; all 0 when total is 0. */
    static double[] ofTotal(int[] counts, int total) {
        double[] result = new double[counts.length];
        if (total <= 0) {
            return result;
        }
        long[] units = new long[counts.length];
        long[] remainders = new long[counts.length];
        long assigned = 0;
        for (int i = 0; i < counts.length; i++) {
            units[i] = (long) counts[i] * TENTHS / total;
            remainders[i] = (long) counts[i] * TENTHS % total;
            assigned += units[i];
        }
        // Hand the missing tenths to the largest remainders; equal remainders go to the earlier entry.
        for (long left = TENTHS - assigned; left > 0; left--) {
            int pick = -1;
            for (int i = 0; i < counts.length; i++) {
                if (remainders[i] > 0 && (pick < 0 || remainders[i] > remainders[pick])) {
                    pick = i;
                }
            }
            if (pick < 0) {
                break;
            }
            units[pick]++;
            remainders[pick] = 0;
        }
        for (int i = 0; i < counts.length; i++) {
            result[i] = units[i] / 10.0;
        }
        return result;
    }
}
