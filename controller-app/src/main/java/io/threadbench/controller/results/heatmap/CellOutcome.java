package io.threadbench.controller.results.heatmap;

/** What a heatmap cell (one metric in one scenario) says (DESIGN §8, "Three answers, not two"). */
public enum CellOutcome {
    /**
     * One approach is best: the interval of its difference from the runner-up lies wholly beyond the smallest
     * difference that matters; counted as its win.
     */
    WIN,
    /**
     * The two best are the same within the smallest difference that matters: their difference's interval lies
     * wholly inside it.
     */
    EQUIVALENT,
    /**
     * Could not tell: the interval still allows both a difference that matters and none. More repetitions settle it.
     */
    INCONCLUSIVE,
    /**
     * One of the two best has a single repetition: one JVM shows no run-to-run noise, so no difference can be
     * judged. Never a win; two or more repetitions each give a basis.
     */
    NOT_ENOUGH_DATA,
    /** The best approach failed at least 1 % of its requests (so, with two or more, the top two both did). */
    NO_WINNER,
    /**
     * A trial of the cell raised a trust flag (load generator or CPU saturated, dropped iterations, …): its
     * figures may measure the machine, not the approach, so the cell crowns no winner unless flagged trials are
     * included.
     */
    DOUBTFUL,
    /** No selected approach has a value for this metric in this scenario; not counted in the legend. */
    EMPTY;

    /** A judgement of the two best (win, equivalent or could not tell), as opposed to no judgement at all. */
    public boolean judged() {
        return this == WIN || this == EQUIVALENT || this == INCONCLUSIVE;
    }
}
