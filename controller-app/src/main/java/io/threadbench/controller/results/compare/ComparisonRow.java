package io.threadbench.controller.results.compare;

import io.threadbench.controller.metrics.RepetitionSummary;

/**
 * One scenario × approach × metric of a comparison.
 *
 * @param a             A's median, interval and n; null when only B has a value
 * @param b             B's median, interval and n; null when only A has a value
 * @param changePercent (b − a) / |a| × 100 of the medians; 0 when both are 0; null when one side is
 *                      missing or a is 0 and b is not (the verdict then follows the sign of b)
 * @param outsideNoise  Welch's test on the repetitions of both sides found the change among the comparison's
 *                      discoveries (5 % false discovery rate); null when a side has a single repetition
 * @param aFlagged      a trial of A's cell raised a trust flag that questions its figures
 * @param bFlagged      the same for B
 */
public record ComparisonRow(
        String scenario,
        String approach,
        String metric,
        boolean higherIsBetter,
        RepetitionSummary a,
        boolean aErrors,
        RepetitionSummary b,
        boolean bErrors,
        Double changePercent,
        Change verdict,
        Boolean outsideNoise,
        boolean aFlagged,
        boolean bFlagged) {}
