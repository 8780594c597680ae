package io.threadbench.controller.results.heatmap;

/** Which 95 % intervals a cell's tie rule compared, as the legend names them. */
public enum IntervalBasis {
    /** At least one of the best two had its interval decided by its trials' own seconds (block bootstrap). */
    WITHIN_TRIAL("within-trial bootstrap"),
    /** Both intervals came from the spread between repetitions. */
    BETWEEN_REPETITIONS("between repetitions");

    private final String label;

    IntervalBasis(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
