package io.threadbench.controller.benchmark;

/**
 * Published (Spring application event) whenever a benchmark or trial changes status or step.
 *
 * @param trialId null for a benchmark-level change
 * @param step    the trial's current step while RUNNING (quiet-check, starting-sut, preflight, warmup,
 *                measuring, stopping); {@code waiting} on a QUEUED benchmark that waits for another Threadbench
 * @param message error or note, may be null
 */
public record StatusEvent(long benchmarkId, Long trialId, RunStatus status, String step, String message) {

    /** The step and its note as every reader shows them ({@link Trial#stepText(String, String)}); null without one. */
    public String stepText() {
        return Trial.stepText(step, message);
    }
}
