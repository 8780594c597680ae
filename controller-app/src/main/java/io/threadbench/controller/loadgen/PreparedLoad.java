package io.threadbench.controller.loadgen;

import java.io.IOException;

/**
 * A load generator started without load: its process is up, its script loaded and its VUs made, and it
 * waits for {@link #go}. A trial prepares its first run while the SUT starts, so the generator's own
 * start-up is off the path to the first live second.
 */
public interface PreparedLoad {

    /** The OS process of the waiting generator (for orphan records). */
    ProcessHandle process();

    /** Every OS process of the waiting generator; the first is {@link #process}. */
    default java.util.List<ProcessHandle> processes() {
        return java.util.List.of(process());
    }

    /**
     * Starts the load now. From here on it is a {@link LoadRun} like one from {@link LoadGenerator#start}:
     * completed seconds reach {@code listener} in order, each once.
     *
     * @throws IOException when the generator exited or could not be told to start (it is stopped then)
     */
    LoadRun go(SecondListener listener) throws IOException, InterruptedException;

    /** Stops the waiting generator: the trial ended before its load began. */
    void discard();
}
