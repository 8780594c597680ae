package io.threadbench.controller.benchmark;

import io.threadbench.controller.process.StartupTimeline;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.sut.RunningSut;
import io.threadbench.controller.telemetry.TelemetrySource;
import io.threadbench.controller.telemetry.TelemetrySource.TelemetrySession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/**
 * Opens telemetry on the SUT (its process, database and JVM; only the JVM, over JMX, for a service that runs
 * elsewhere) and the recorder of the trial's seconds. A trial whose telemetry cannot be opened goes on without.
 */
@Component
class TelemetryStep {

    private static final Logger log = LoggerFactory.getLogger(TelemetryStep.class);

    private final TelemetrySource telemetry;
    private final TrialSecondRepository seconds;
    private final ApplicationEventPublisher events;

    TelemetryStep(TelemetrySource telemetry, TrialSecondRepository seconds, ApplicationEventPublisher events) {
        this.telemetry = telemetry;
        this.seconds = seconds;
        this.events = events;
    }

    Recording open(TrialContext run, RunningSut sut) {
        TelemetrySession session = session(run, sut);
        StartupTimeline.mark("telemetry opened");
        return new Recording(session, new TrialRecorder(run.trial().benchmarkId(), run.id(), session, seconds, events));
    }

    private TelemetrySession session(TrialContext run, RunningSut sut) {
        try {
            if (!sut.started()) {
                String jmxUrl = run.variant().service() == null
                        ? null
                        : run.variant().service().jmxUrl();
                log.info(
                        "trial {}: the service runs elsewhere; its process is not sampled, its JVM {}",
                        run.id(),
                        jmxUrl == null ? "has no JMX service URL" : "through " + jmxUrl);
                return telemetry.openElsewhere(jmxUrl, run.jfr());
            }
            TelemetrySession session = sut.container() != null
                    ? telemetry.openContainer(
                            sut.container().id(), sut.container().jmxUrl(), run.jfr())
                    : telemetry.open(sut.process().handle(), null, run.jfr());
            if (sut.database() != null) {
                session.database(sut.database().handle());
            }
            // a boxed database or upstream is measured from its own cgroup
            if (sut.databaseContainer() != null) {
                session.databaseContainer(sut.databaseContainer().id());
            }
            if (sut.upstreamContainer() != null) {
                session.upstreamContainer(sut.upstreamContainer().id());
            }
            return session;
        } catch (RuntimeException e) {
            log.warn("trial {}: no telemetry: {}", run.id(), e.toString());
            return null;
        }
    }
}
