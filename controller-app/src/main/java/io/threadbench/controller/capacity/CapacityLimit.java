package io.threadbench.controller.capacity;

import java.util.Arrays;
import java.util.Optional;

/**
 * What ended a capacity search, stored as the number {@code capacity_limit} (results.csv holds numbers only) and
 * named wherever it is shown.
 */
public enum CapacityLimit {
    SLO_LATENCY(1, "SLO latency"),
    SLO_ERRORS(2, "SLO errors"),
    /** The generator could not offer more: the capacity found is a lower bound, not the service's. */
    LOAD_GENERATOR(3, "load generator"),
    MAXIMUM_RATE(4, "maximum rate"),
    /** The SUT answered less than 95 % of the offered rate while the SLO held. */
    THROUGHPUT(5, "throughput");

    private final int code;
    private final String label;

    CapacityLimit(int code, String label) {
        this.code = code;
        this.label = label;
    }

    public int code() {
        return code;
    }

    public String label() {
        return label;
    }

    /** The limit of a stored code; empty for anything else. */
    public static Optional<CapacityLimit> ofCode(double code) {
        return Arrays.stream(values()).filter(limit -> limit.code == code).findFirst();
    }

    static CapacityLimit of(StepOutcome miss) {
        return switch (miss) {
            case MISS_LATENCY -> SLO_LATENCY;
            case MISS_ERRORS -> SLO_ERRORS;
            case MISS_THROUGHPUT -> THROUGHPUT;
            case LIMITED_BY_LOAD_GENERATOR -> LOAD_GENERATOR;
            case PASS, REPEATED_HOST_BUSY -> MAXIMUM_RATE;
        };
    }
}
