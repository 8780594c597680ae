package io.threadbench.controller.results.verdict;

import java.util.List;

/** What a build's comparisons with its baseline decide (the CLI's exit codes 0, 3 and 4 under --fail-on-regression). */
public enum GateDecision {
    /** Every figure was judged, none worse beyond its margin (or the user allowed what could not be judged). */
    PASS,
    /** A figure is worse beyond its margin; this decides even when other figures cannot be judged. */
    REGRESSION,
    /**
     * No regression, but a figure could not be judged (flagged trials, one repetition, an inconclusive interval), or
     * nothing was compared at all.
     */
    CANNOT_JUDGE;

    public static GateDecision of(List<Regression> compared, boolean allowDoubtful) {
        if (compared.stream().anyMatch(r -> r.outcome() == Regression.Outcome.WORSE)) {
            return REGRESSION;
        }
        if (!allowDoubtful
                && (compared.isEmpty()
                        || compared.stream().anyMatch(r -> r.outcome().cannotJudge()))) {
            return CANNOT_JUDGE;
        }
        return PASS;
    }
}
