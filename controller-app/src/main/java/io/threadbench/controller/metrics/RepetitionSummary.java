package io.threadbench.controller.metrics;

/**
 * An approach's value in one scenario for one metric, summarised over its repetitions.
 *
 * @param median   the point value shown in cells (the median of the usable repetition values)
 * @param n        number of usable repetition values (at least 1)
 * @param interval 95 % confidence interval; {@code null} with a single repetition that has no within-trial interval
 */
public record RepetitionSummary(double median, int n, ConfidenceInterval interval) {

    public boolean hasInterval() {
        return interval != null;
    }
}
