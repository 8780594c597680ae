package io.threadbench.controller.benchmark;

import io.threadbench.controller.sut.RunningSut;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ends a load run soon after the SUT it loads has exited, instead of letting k6 offer its planned minutes to a
 * closed port. The load keeps running for {@link #GRACE} after the exit, so the seconds that show what the
 * clients saw (refused connections, resets) are recorded, then {@code stop} runs. A service that runs elsewhere
 * has no process to watch.
 */
final class SutExitWatch implements AutoCloseable {

    /** How long the load goes on after the SUT exited: one whole second of the clients' errors. */
    static final Duration GRACE = Duration.ofMillis(1500);

    private final AtomicBoolean exited = new AtomicBoolean();
    private final CompletableFuture<Void> stopping;

    SutExitWatch(RunningSut sut, Runnable stop) {
        stopping = sut.started()
                ? sut.process()
                        .handle()
                        .onExit()
                        .thenRun(() -> exited.set(true))
                        .thenRunAsync(stop, CompletableFuture.delayedExecutor(GRACE.toMillis(), TimeUnit.MILLISECONDS))
                : null;
    }

    /** Whether the SUT exited while the load ran. */
    boolean sutExited() {
        return exited.get();
    }

    /** The load ended: a later exit of the SUT stops nothing. */
    @Override
    public void close() {
        if (stopping != null) {
            stopping.cancel(false);
        }
    }
}
