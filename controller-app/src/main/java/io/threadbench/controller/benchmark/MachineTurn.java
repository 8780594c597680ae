package io.threadbench.controller.benchmark;

import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.host.MachineLock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/**
 * A benchmark's turn on the machine (DESIGN §5, "Machine lock"): before its first trial the queue worker waits
 * here until no other Threadbench measures. While it waits, the benchmark stays QUEUED (so a cancel works as for
 * any queued benchmark) and says for whom it waits, on its page, in the API ({@code waiting}) and on the CLI's
 * progress line, e.g. "waiting: benchmark 12 of another Threadbench (PID 4242, data folder /home/a/.threadbench,
 * started 11:04) is measuring".
 */
@Component
class MachineTurn {

    private static final Logger log = LoggerFactory.getLogger(MachineTurn.class);
    static final String WAITING_STEP = "waiting";
    private static final Duration POLL = Duration.ofMillis(250);

    private final MachineLock lock;
    private final BenchmarkRepository benchmarks;
    private final RepoLayout layout;
    private final ApplicationEventPublisher events;
    /** How long a benchmark waits for the machine before it fails; zero waits as long as it takes. */
    private final Duration maxWait;

    private final Map<Long, String> waiting = new ConcurrentHashMap<>();

    MachineTurn(
            MachineLock lock,
            BenchmarkRepository benchmarks,
            RepoLayout layout,
            ApplicationEventPublisher events,
            @Value("${threadbench.machine-lock-max-wait-seconds:0}") long maxWaitSeconds) {
        this.lock = lock;
        this.benchmarks = benchmarks;
        this.layout = layout;
        this.events = events;
        this.maxWait = Duration.ofSeconds(Math.max(0, maxWaitSeconds));
    }

    /** Why the machine was not had: the benchmark waited longer than {@code threadbench.machine-lock-max-wait-seconds}. */
    static final class MachineBusyException extends Exception {
        MachineBusyException(String message) {
            super(message);
        }
    }

    /** What benchmark {@code id} waits for now, if it waits. */
    Optional<String> waiting(long id) {
        return Optional.ofNullable(waiting.get(id));
    }

    /**
     * Waits until this process holds the machine for benchmark {@code id}; empty if the benchmark left the queue
     * (cancelled, deleted) or {@code goOn} turned false meanwhile.
     */
    Optional<MachineLock.Held> await(long id, BooleanSupplier goOn) throws InterruptedException, MachineBusyException {
        String description = "benchmark " + id + " of another Threadbench (PID "
                + ProcessHandle.current().pid() + ", data folder "
                + layout.home().toAbsolutePath()
                + ", started " + LocalTime.now(ZoneId.systemDefault()).format(DateTimeFormatter.ofPattern("HH:mm"))
                + ")";
        Instant since = Instant.now();
        try {
            while (goOn.getAsBoolean()) {
                Optional<MachineLock.Held> held = lock.tryAcquire(description);
                if (held.isPresent()) {
                    if (waiting.containsKey(id)) {
                        log.info("benchmark {}: the machine is free after {} s of waiting", id, seconds(since));
                    }
                    return held;
                }
                if (!queued(id)) {
                    return Optional.empty();
                }
                String note = "waiting: " + lock.holder() + " is measuring";
                if (!note.equals(waiting.put(id, note))) {
                    log.info("benchmark {}: {}", id, note);
                    events.publishEvent(new StatusEvent(id, null, RunStatus.QUEUED, WAITING_STEP, note));
                }
                if (!maxWait.isZero() && Duration.between(since, Instant.now()).compareTo(maxWait) > 0) {
                    throw new MachineBusyException("waited " + seconds(since) + " s for the machine"
                            + " (threadbench.machine-lock-max-wait-seconds); " + lock.holder()
                            + " is still measuring");
                }
                Thread.sleep(POLL);
            }
            return Optional.empty();
        } finally {
            waiting.remove(id);
        }
    }

    private boolean queued(long id) {
        return benchmarks
                .find(id)
                .map(benchmark -> benchmark.status() == RunStatus.QUEUED)
                .orElse(false);
    }

    private static long seconds(Instant since) {
        return Duration.between(since, Instant.now()).toSeconds();
    }
}
