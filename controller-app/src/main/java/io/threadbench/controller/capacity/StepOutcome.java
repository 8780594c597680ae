package io.threadbench.controller.capacity;

/** How a step fared against the SLO. */
public enum StepOutcome {
    PASS("pass"),
    MISS_LATENCY("missed the latency objective"),
    MISS_ERRORS("missed the error objective"),
    /** The SLO held, but the SUT answered less than 95 % of the offered rate: it did not carry the step. */
    MISS_THROUGHPUT("did not carry the offered rate"),
    /**
     * Missed while other processes of the host took a large share of its CPU: the step is run again at the same
     * rate before a miss counts (only once in a row).
     */
    REPEATED_HOST_BUSY("missed while the host was busy with other work; run again"),
    /** The load generator could not offer the rate: the step says nothing about the service. */
    LIMITED_BY_LOAD_GENERATOR("limited by the load generator");

    private final String label;

    StepOutcome(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public boolean miss() {
        return this == MISS_LATENCY || this == MISS_ERRORS || this == MISS_THROUGHPUT;
    }
}
