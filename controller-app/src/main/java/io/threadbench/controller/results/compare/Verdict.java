package io.threadbench.controller.results.compare;

/** How a metric moved from benchmark A to benchmark B, in the metric's direction. */
public enum Verdict {
    /** B is better than A by more than the threshold. */
    BETTER,
    /** B is worse than A by more than the threshold. */
    WORSE,
    /** The change is within the threshold. */
    SAME,
    /** B differs from A in a figure that is not better or worse by size (what limited a capacity search). */
    CHANGED,
    /** Only benchmark A has a value. */
    ONLY_IN_A,
    /** Only benchmark B has a value. */
    ONLY_IN_B
}
