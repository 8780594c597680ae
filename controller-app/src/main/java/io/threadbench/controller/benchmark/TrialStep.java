package io.threadbench.controller.benchmark;

import com.fasterxml.jackson.annotation.JsonValue;

/** The steps of a running trial (DESIGN §5), in order; stored and published by their {@link #id()}. */
public enum TrialStep {
    /** The quiet-machine gate: other processes' CPU is measured, and waited for while they are busy. */
    QUIET_CHECK("quiet-check"),
    STARTING_SUT("starting-sut"),
    PREFLIGHT("preflight"),
    WARMUP("warmup"),
    MEASURING("measuring"),
    STOPPING("stopping");

    private final String id;

    TrialStep(String id) {
        this.id = id;
    }

    @JsonValue
    public String id() {
        return id;
    }

    /** The step stored as {@code id}, or null for null. */
    public static TrialStep fromId(String id) {
        if (id == null) {
            return null;
        }
        for (TrialStep step : values()) {
            if (step.id.equals(id)) {
                return step;
            }
        }
        throw new IllegalArgumentException("unknown trial step '" + id + "'");
    }
}
