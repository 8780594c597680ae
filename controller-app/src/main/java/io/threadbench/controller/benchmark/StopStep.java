package io.threadbench.controller.benchmark;

import io.threadbench.controller.benchmark.LaunchStep.Launched;
import io.threadbench.controller.process.LogTail;
import io.threadbench.controller.telemetry.JfrSummary;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The trial's last step, whatever happened before (stopping): stops a k6 run that never went, the recorder (storing
 * the first errors and the flight recorder's summary), telemetry and the SUT. Any of them may be missing when an
 * earlier step failed.
 */
@Component
class StopStep {

    private static final Logger log = LoggerFactory.getLogger(StopStep.class);

    private final TrialRepository trials;
    private final TrialEvents events;

    StopStep(TrialRepository trials, TrialEvents events) {
        this.trials = trials;
        this.events = events;
    }

    /**
     * Stops what runs; returns the SUT's log tail.
     *
     * @param launched  null when the SUT did not start (the launcher stopped what it had started)
     * @param recording null when no recording was opened
     */
    String stop(TrialContext run, TrialLoads loads, Launched launched, Recording recording) {
        loads.discardPrepared();
        if (launched == null && recording == null) {
            return failedStartTail(run);
        }
        events.step(run, TrialStep.STOPPING);
        try {
            if (recording != null) {
                closeRecording(run, recording);
            }
        } finally {
            if (launched != null) {
                launched.sut().stop(LaunchStep.STOP_GRACE);
            }
        }
        return launched != null ? launched.sut().logTail() : failedStartTail(run);
    }

    private void closeRecording(TrialContext run, Recording recording) {
        recording.recorder().close();
        try {
            trials.diagnostics(
                    run.id(),
                    new TrialDiagnostics(
                            recording.recorder().firstErrors(),
                            recording.session() == null
                                    ? JfrSummary.unavailable("no telemetry")
                                    : recording.session().jfrSummary()));
        } finally {
            closeTelemetry(run, recording);
        }
    }

    private static void closeTelemetry(TrialContext run, Recording recording) {
        if (recording.session() == null) {
            return;
        }
        try {
            recording.session().close();
        } catch (RuntimeException e) {
            log.warn("trial {}: closing telemetry failed: {}", run.id(), e.toString());
        }
    }

    /** The SUT log of a start that failed (the launcher stopped it already). */
    private static String failedStartTail(TrialContext run) {
        return LogTail.read(run.folder().resolve("sut.log"), LogTail.DEFAULT_LINES);
    }
}
