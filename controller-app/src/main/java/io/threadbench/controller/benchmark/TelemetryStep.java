package io.threadbench.controller.benchmark;

import io.threadbench.controller.benchmark.LaunchStep.Launched;
import io.threadbench.controller.metrics.MemoryInFlightMetrics;
import io.threadbench.controller.metrics.WarmupMetrics;
import io.threadbench.controller.process.StartupTimeline;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.sut.RunningSut;
import io.threadbench.controller.telemetry.TelemetrySample;
import io.threadbench.controller.telemetry.TelemetrySource;
import io.threadbench.controller.telemetry.TelemetrySource.TelemetrySession;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/**
 * Opens telemetry on the SUT (its process, database and JVM; only the JVM, over JMX, for a service that runs
 * elsewhere), reads the idle SUT's memory once before any load, and opens the recorder of the trial's seconds. A
 * trial whose telemetry cannot be opened goes on without.
 */
@Component
class TelemetryStep {

    /** The longest the idle read waits for the SUT's JVM to be attached; after it, the idle heap is not known. */
    static final Duration IDLE_JVM_WAIT = Duration.ofSeconds(3);

    private static final Logger log = LoggerFactory.getLogger(TelemetryStep.class);

    private final TelemetrySource telemetry;
    private final TrialSecondRepository seconds;
    private final ApplicationEventPublisher events;

    TelemetryStep(TelemetrySource telemetry, TrialSecondRepository seconds, ApplicationEventPublisher events) {
        this.telemetry = telemetry;
        this.seconds = seconds;
        this.events = events;
    }

    Recording open(TrialContext run, Launched launched) throws InterruptedException {
        TelemetrySession session = session(run, launched.sut());
        StartupTimeline.mark("telemetry opened");
        Map<String, Double> beforeLoad = new HashMap<>();
        if (launched.sut().started()) {
            beforeLoad.put(WarmupMetrics.STARTUP, launched.startupSeconds());
        }
        if (session != null) {
            beforeLoad.putAll(idle(session));
        }
        return new Recording(
                session, new TrialRecorder(run.trial().benchmarkId(), run.id(), session, seconds, events), beforeLoad);
    }

    /**
     * The SUT's memory before any load ({@link MemoryInFlightMetrics#IDLE}): read before the recorder's first tick,
     * so the read only moves where that tick's rates start. The JVM is attached in the background: its heap is
     * waited for a little, its RSS is there at once.
     */
    private static Map<String, Double> idle(TelemetrySession session) throws InterruptedException {
        long deadline = System.nanoTime() + IDLE_JVM_WAIT.toNanos();
        TelemetrySample sample = session.sample();
        while (sample.jvm().heapUsedMib() == null && System.nanoTime() < deadline) {
            Thread.sleep(100);
            sample = session.sample();
        }
        Map<String, Double> idle = new HashMap<>();
        putIfMeasured(idle, MemoryInFlightMetrics.RSS_IDLE, sample.processes().sutRssMib());
        putIfMeasured(idle, MemoryInFlightMetrics.HEAP_USED_IDLE, sample.jvm().heapUsedMib());
        putIfMeasured(
                idle, MemoryInFlightMetrics.HEAP_COMMITTED_IDLE, sample.jvm().heapCommittedMib());
        return idle;
    }

    private static void putIfMeasured(Map<String, Double> figures, String name, Double value) {
        if (value != null) {
            figures.put(name, value);
        }
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
