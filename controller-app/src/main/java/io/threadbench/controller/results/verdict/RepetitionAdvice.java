package io.threadbench.controller.results.verdict;

import io.threadbench.controller.results.heatmap.DifferenceText;

/**
 * How many repetitions per variant would find the difference between the two best approaches of one cell, at the
 * size seen now, with {@link io.threadbench.controller.metrics.PowerCalculator#TARGET_POWER} probability.
 *
 * @param factor      the better against the worse as a ratio (1.12 = 12 % better); NaN when a value was 0
 * @param noisePercent one repetition's spread, as the upper bound used (% on the log scale, about % of the value);
 *                     null when a variant has a single repetition
 * @param repetitions repetitions the cell has now (the fewer of the two approaches')
 * @param needed      repetitions per variant for 80 % power, or null when more than
 *                    {@link io.threadbench.controller.metrics.PowerCalculator#MAX_REPETITIONS} or unknown
 * @param text        the advice in a sentence
 */
public record RepetitionAdvice(
        String scenario,
        String metric,
        String best,
        String second,
        double bestValue,
        double secondValue,
        double factor,
        Double noisePercent,
        int repetitions,
        Integer needed,
        String text) {

    /** The factor as shown, e.g. "1.05×"; "–" when a value was 0. */
    public String factorText() {
        return Double.isNaN(factor) ? "–" : DifferenceText.factor(factor);
    }
}
