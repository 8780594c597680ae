package io.threadbench.controller.loadgen;

import java.time.Duration;

/** A running load generator. */
public interface LoadRun {

    /** The OS process of the generator (for telemetry and orphan records). */
    ProcessHandle process();

    /** Every OS process of the generator (several runners may share the load); the first is {@link #process}. */
    default java.util.List<ProcessHandle> processes() {
        return java.util.List.of(process());
    }

    /**
     * Waits until the generator has exited and its output is fully read.
     *
     * @return the exit code, or empty if it did not exit within {@code timeout}
     */
    java.util.OptionalInt awaitExit(Duration timeout) throws InterruptedException;

    /** How many runners shared the load (several k6 processes); one generator of several processes is one runner. */
    default int runners() {
        return processes().size();
    }

    /** Requests each runner delivered, in runner order (one entry for a single generator: unknown, 0). */
    default long[] requestsPerRunner() {
        return new long[processes().size()];
    }

    /** {@code dropped_iterations} each runner reported, in runner order. */
    default long[] droppedPerRunner() {
        return new long[processes().size()];
    }

    /** Asks the generator to stop (SIGTERM), then kills its process tree after {@code grace}. */
    void stop(Duration grace);

    /** The last lines of the generator's console output. */
    String logTail();
}
