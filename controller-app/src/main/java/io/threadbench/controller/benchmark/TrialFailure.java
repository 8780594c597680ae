package io.threadbench.controller.benchmark;

import io.threadbench.controller.sut.RunningSut;

/** A step of a trial that cannot go on; the message is the trial's one-line reason. */
final class TrialFailure extends Exception {

    TrialFailure(String message) {
        super(message);
    }

    /**
     * The SUT's process ended during {@code when} (the warm-up, the measured run); a container killed by its memory
     * limit says so.
     */
    static TrialFailure sutExited(RunningSut sut, String when) {
        return sut.killedForMemory()
                .map(reason -> new TrialFailure(reason + ", during " + when))
                .orElseGet(() -> new TrialFailure("the SUT exited during " + when + " with code "
                        + sut.process().exitCode().orElse(-1)));
    }
}
