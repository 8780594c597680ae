package io.threadbench.controller.results.heatmap;

/** What a heatmap cell (one metric in one scenario) says. */
public enum CellOutcome {
    /** One approach is best; counted as its win. */
    WIN,
    /**
     * The two best error-free approaches cannot be told apart: Welch's test on their repetitions is not among the
     * benchmark's discoveries at a 5 % false discovery rate, or their values are exactly equal.
     */
    TIE,
    /**
     * One of the two best error-free approaches has a single repetition: one JVM shows no run-to-run noise, so no
     * difference can be judged. Never a win; two or more repetitions each give a basis.
     */
    NOT_ENOUGH_DATA,
    /** The best approach had request errors (so, with two or more, the top two both had). */
    NO_WINNER,
    /**
     * A trial of the cell raised a trust flag (load generator or CPU saturated, dropped iterations, …): its
     * figures may measure the machine, not the approach, so the cell crowns no winner unless flagged trials are
     * included.
     */
    DOUBTFUL,
    /** No selected approach has a value for this metric in this scenario; not counted in the legend. */
    EMPTY
}
