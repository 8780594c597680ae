package io.threadbench.controller.benchmark;

import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Lets a user (or the controller's shutdown) stop the running trial: whatever the trial is doing registers
 * how to stop it (stop k6, stop waiting for the SUT), and {@link #cancel} runs those actions once.
 */
final class CancelToken {

    /** Why a trial was stopped: a user's cancel ends it CANCELLED, a shutdown INTERRUPTED. */
    enum Reason {
        USER,
        SHUTDOWN
    }

    private final CopyOnWriteArrayList<Runnable> actions = new CopyOnWriteArrayList<>();
    private volatile Reason reason;

    boolean cancelled() {
        return reason != null;
    }

    Reason reason() {
        return reason;
    }

    void cancel(Reason why) {
        synchronized (this) {
            if (reason != null) {
                return;
            }
            reason = why;
        }
        actions.forEach(Runnable::run);
    }

    /** Runs {@code action} on cancel, or at once if already cancelled. */
    void onCancel(Runnable action) {
        actions.add(action);
        if (cancelled()) {
            action.run();
        }
    }

    void clear() {
        actions.clear();
    }
}
