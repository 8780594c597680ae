package io.threadbench.controller.benchmark;

/** States of benchmarks and trials (DESIGN §5). */
public enum RunStatus {
    QUEUED,
    RUNNING,
    SUCCEEDED,
    FAILED,
    CANCELLED,
    INTERRUPTED;

    public boolean finished() {
        return this != QUEUED && this != RUNNING;
    }
}
