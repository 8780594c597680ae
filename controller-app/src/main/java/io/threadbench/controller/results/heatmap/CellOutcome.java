package io.threadbench.controller.results.heatmap;

/** What a heatmap cell (one metric in one scenario) says. */
public enum CellOutcome {
    /** One approach is best; counted as its win. */
    WIN,
    /**
     * The two best error-free approaches cannot be told apart: their confidence intervals overlap
     * (each from 2+ repetitions or from its trials' own seconds), or their values are exactly equal.
     */
    TIE,
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
