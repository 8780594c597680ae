package io.threadbench.controller.loadgen;

import java.io.IOException;

/**
 * Puts load on a target and reports latency second by second. Today: a local k6 process
 * ({@code K6LoadGenerator}); later: k6 on Kubernetes, feeding the same listener (DESIGN §12).
 */
public interface LoadGenerator {

    /**
     * Starts a run. Completed seconds reach {@code listener} from the generator's reader thread, in
     * order, each once; the last (partial) second arrives before {@link LoadRun#awaitExit} returns.
     */
    LoadRun start(LoadPlan plan, SecondListener listener) throws IOException;

    /**
     * Starts the generator for {@code plan} without load, so that its start-up overlaps other work; the load
     * begins with {@link PreparedLoad#go}, and the plan's duration counts from there.
     */
    PreparedLoad prepare(LoadPlan plan) throws IOException;
}
