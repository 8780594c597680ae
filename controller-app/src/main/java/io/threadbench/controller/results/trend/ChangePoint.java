package io.threadbench.controller.results.trend;

import java.util.Locale;

/**
 * A place in a history where the level changed.
 *
 * @param index       the first point after the change (0-based, oldest first)
 * @param benchmarkId the benchmark of that point
 * @param meanBefore  mean of the window before it
 * @param meanAfter   mean of the window from it on
 * @param pValue      two-sided p of Welch's t-test between the two windows
 * @param worse       whether the change went in the metric's bad direction
 */
public record ChangePoint(
        int index, long benchmarkId, double meanBefore, double meanAfter, double pValue, boolean worse) {

    /** The p value for people: two significant digits, "p < 1e-12" below that (windows without spread give 0). */
    public String pText() {
        return pValue < 1e-12 ? "p < 1e-12" : "p = " + String.format(Locale.ROOT, "%.2g", pValue);
    }

    /** Relative change of the level, (after − before) / |before| × 100. */
    public double changePercent() {
        return meanBefore == 0 ? Double.NaN : (meanAfter - meanBefore) / Math.abs(meanBefore) * 100;
    }
}
