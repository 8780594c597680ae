package io.threadbench.controller.benchmark;

import io.threadbench.controller.sut.SutInfo;
import java.time.Clock;
import java.time.Instant;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/** Stores a running trial's status and steps on its row and publishes each change as a {@link StatusEvent}. */
@Component
class TrialEvents {

    private final TrialRepository trials;
    private final ApplicationEventPublisher events;
    private final Clock clock = Clock.systemUTC();

    TrialEvents(TrialRepository trials, ApplicationEventPublisher events) {
        this.trials = trials;
        this.events = events;
    }

    void started(Trial trial) {
        trials.start(trial.id(), now());
        events.publishEvent(new StatusEvent(trial.benchmarkId(), trial.id(), RunStatus.RUNNING, null, null));
    }

    void step(TrialContext run, TrialStep step) {
        trials.step(run.id(), step);
        publish(run, step, null);
    }

    /** A note on the current step (what it waits for, what it builds): stored with the trial and published. */
    void note(TrialContext run, TrialStep step, String note) {
        trials.stepNote(run.id(), note);
        publish(run, step, note);
    }

    private void publish(TrialContext run, TrialStep step, String note) {
        events.publishEvent(new StatusEvent(run.trial().benchmarkId(), run.id(), RunStatus.RUNNING, step.id(), note));
    }

    void sutInfo(TrialContext run, SutInfo info) {
        trials.sutInfo(run.id(), info);
    }

    void finished(Trial trial, TrialEnd end) {
        trials.finish(trial.id(), end.status(), end.error(), end.partial(), end.sutTail(), end.k6Tail(), now());
        events.publishEvent(new StatusEvent(trial.benchmarkId(), trial.id(), end.status(), null, end.error()));
    }

    Instant now() {
        return Instant.ofEpochMilli(clock.millis());
    }

    /** How a trial ended: its status, the reason when it did not succeed, and the log tails it keeps. */
    record TrialEnd(RunStatus status, String error, boolean partial, String sutTail, String k6Tail) {}
}
