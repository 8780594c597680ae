package io.threadbench.controller.metrics;

/**
 * A two-sided confidence interval of an approach's typical value: over repetitions, or within one trial.
 *
 * @param coverage the interval's nominal coverage: 0.95 for {@link Method#STUDENT_T} and
 *                 {@link Method#BATCH_MEANS}, the exact binomial coverage (at least 0.95) for
 *                 {@link Method#ORDER_STATISTIC}
 */
public record ConfidenceInterval(double low, double high, double coverage, Method method) {

    /** How the interval was computed; see {@link RepetitionStatistics}. */
    public enum Method {
        /** Student-t interval of the mean, used for 2 to 5 repetitions. */
        STUDENT_T,
        /** Distribution-free interval of the median from two order statistics, used for 6 or more. */
        ORDER_STATISTIC,
        /** Batch means over one trial's measured seconds ({@link WithinTrialIntervals}), shown for one repetition. */
        BATCH_MEANS;

        /** Whether the interval comes from within the trials rather than from the spread between repetitions. */
        public boolean withinTrial() {
            return this == BATCH_MEANS;
        }
    }

    public double halfWidth() {
        return (high - low) / 2;
    }

    public ConfidenceInterval {
        if (!(low <= high)) {
            throw new IllegalArgumentException("low " + low + " > high " + high);
        }
    }

    /** Closed intervals: touching ends overlap, so identical constant samples are a tie. */
    public boolean overlaps(ConfidenceInterval other) {
        return low <= other.high && other.low <= high;
    }
}
