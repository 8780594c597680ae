package io.threadbench.controller.results.compare;

/** How a metric moved from benchmark A to benchmark B, in the metric's direction. */
public enum Change {
    /** B is better than A by more than the threshold, and Welch's test on the repetitions finds the change. */
    BETTER,
    /** B is worse than A by more than the threshold, and Welch's test on the repetitions finds the change. */
    WORSE,
    /** The change is within the threshold. */
    SAME,
    /** Beyond the threshold, but not beyond the run-to-run noise: never called better or worse. */
    WITHIN_NOISE,
    /** Beyond the threshold, but a side has one repetition: no run-to-run noise is known, so it is not judged. */
    NOT_JUDGED,
    /** B differs from A in a figure that is not better or worse by size (what limited a capacity search). */
    CHANGED,
    /** Only benchmark A has a value. */
    ONLY_IN_A,
    /** Only benchmark B has a value. */
    ONLY_IN_B
}
