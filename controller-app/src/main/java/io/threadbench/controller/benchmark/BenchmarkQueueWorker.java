package io.threadbench.controller.benchmark;

import io.threadbench.controller.benchmark.CancelToken.Reason;
import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.container.OrphanContainers;
import io.threadbench.controller.host.MachineLock;
import io.threadbench.controller.loadgen.IngestionWarmup;
import io.threadbench.controller.process.OrphanReaper;
import io.threadbench.controller.process.StartupTimeline;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.SmartLifecycle;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * The single worker that runs benchmarks: the oldest QUEUED benchmark first, its trials strictly one at a
 * time in their stored (interleaved) order, so trials never overlap and compete for the machine. A benchmark
 * starts once it has the machine to itself ({@link MachineTurn}): no other Threadbench on it measures meanwhile.
 *
 * <p>On start it first recovers from a crash (DESIGN §10): recorded child processes that are still ours are
 * killed, and benchmarks and trials left RUNNING become INTERRUPTED. On shutdown the running trial is stopped
 * and marked INTERRUPTED.
 *
 * <p>A benchmark ends CANCELLED when a user cancelled it, FAILED when any of its trials failed (the others
 * still ran), SUCCEEDED otherwise.
 */
@Component
public class BenchmarkQueueWorker implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(BenchmarkQueueWorker.class);

    private final BenchmarkRepository benchmarks;
    private final TrialRepository trials;
    private final TrialRunner runner;
    private final OrphanReaper reaper;
    private final OrphanContainers orphanContainers;
    private final RoundJudge judge;
    /** About 0.5 s of one core: enough for the JIT's top tier on every per-sample method. */
    static final long DEFAULT_WARMUP_REQUESTS = 40_000;

    /** Made-up requests ingested before the first trial ({@code threadbench.warmup-requests}; 0 = none). */
    private final long warmupRequests;

    private final BenchmarkSession session;
    private final MachineTurn turn;
    private final RepoLayout layout;
    private final ApplicationEventPublisher events;
    private final Clock clock = Clock.systemUTC();
    private final Semaphore wakeUp = new Semaphore(0);
    private final Set<Long> cancelRequests = ConcurrentHashMap.newKeySet();
    private volatile boolean running;
    private volatile Thread worker;
    private volatile CancelToken current;
    private volatile long currentBenchmark = -1;

    BenchmarkQueueWorker(
            BenchmarkRepository benchmarks,
            TrialRepository trials,
            TrialRunner runner,
            OrphanReaper reaper,
            OrphanContainers orphanContainers,
            RoundJudge judge,
            BenchmarkSession session,
            MachineTurn turn,
            RepoLayout layout,
            ApplicationEventPublisher events,
            @Value("${threadbench.warmup-requests:" + DEFAULT_WARMUP_REQUESTS + "}") long warmupRequests) {
        this.warmupRequests = warmupRequests;
        this.benchmarks = benchmarks;
        this.trials = trials;
        this.runner = runner;
        this.reaper = reaper;
        this.orphanContainers = orphanContainers;
        this.judge = judge;
        this.session = session;
        this.turn = turn;
        this.layout = layout;
        this.events = events;
    }

    @Override
    public void start() {
        recover();
        running = true;
        worker = Thread.ofPlatform().name("orchestrator").start(this::work);
    }

    @Override
    public void stop() {
        running = false;
        CancelToken token = current;
        if (token != null) {
            token.cancel(Reason.SHUTDOWN);
        }
        wakeUp.release();
        Thread thread = worker;
        if (thread != null) {
            try {
                thread.join(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /** The id of the benchmark running now, if any. */
    public Optional<Long> currentBenchmark() {
        long id = currentBenchmark;
        return id < 0 ? Optional.empty() : Optional.of(id);
    }

    @EventListener
    void onStatus(StatusEvent event) {
        if (event.trialId() == null && event.status() == RunStatus.QUEUED) {
            wakeUp.release();
        }
    }

    @EventListener
    void onCancel(CancelRequest request) {
        cancelRequests.add(request.benchmarkId());
        CancelToken token = current;
        if (token != null && currentBenchmark == request.benchmarkId()) {
            token.cancel(Reason.USER);
        }
    }

    /**
     * Kills our orphans (processes, and containers labelled with this data folder), then marks what was running when
     * the controller died as INTERRUPTED.
     */
    void recover() {
        int killed = reaper.reap() + orphanContainers.removeLeftBy(layout.home());
        Instant now = now();
        List<Long> trialIds = trials.interruptRunning(now);
        List<Long> benchmarkIds = benchmarks.interruptRunning(now);
        trials.interruptRunning(now); // queued trials of the benchmarks just interrupted
        if (killed > 0 || !benchmarkIds.isEmpty()) {
            log.warn(
                    "Recovered from an unclean stop: {} orphaned processes and containers stopped, benchmarks {} and trials {} INTERRUPTED",
                    killed,
                    benchmarkIds,
                    trialIds);
        }
        benchmarkIds.forEach(id -> events.publishEvent(new StatusEvent(
                id, null, RunStatus.INTERRUPTED, null, "the controller stopped while this benchmark ran")));
    }

    private void work() {
        warmUp();
        while (running) {
            try {
                Optional<Long> next = benchmarks.oldestQueued();
                if (next.isPresent()) {
                    runBenchmark(next.get());
                } else {
                    wakeUp.tryAcquire(5, TimeUnit.SECONDS);
                    wakeUp.drainPermits();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException e) {
                log.error("the queue worker hit an error; it goes on", e);
                sleepQuietly();
            }
        }
    }

    /**
     * Compiles the ingestion path before any trial is measured: a cold controller took about twice its warm CPU
     * in the first trial after a start and cost that trial's SUT latency (DESIGN §11).
     */
    private void warmUp() {
        if (warmupRequests <= 0) {
            return;
        }
        try {
            IngestionWarmup.Result warm = IngestionWarmup.run(warmupRequests, 2000);
            log.info(
                    "controller warmed up: {} made-up requests ({} lines) through the k6 ingestion path in {} ms",
                    warm.requests() + warm.errors(),
                    warm.lines(),
                    warm.millis());
        } catch (RuntimeException e) {
            log.warn("controller warm-up failed; the first trial runs cold: {}", e.toString());
        }
    }

    /** Waits for the machine (no other Threadbench measuring), then runs the benchmark holding it. */
    private void runBenchmark(long id) throws InterruptedException {
        Optional<MachineLock.Held> machine;
        try {
            machine = turn.await(id, () -> running);
        } catch (MachineTurn.MachineBusyException | java.io.UncheckedIOException e) {
            failBeforeStart(id, e.getMessage());
            return;
        }
        if (machine.isEmpty()) {
            return; // cancelled or deleted while it waited, or the controller stops
        }
        try (MachineLock.Held held = machine.get()) {
            runHolding(id);
        }
    }

    private void failBeforeStart(long id, String error) {
        if (benchmarks.start(id, now())) {
            trials.cancelQueued(id, now());
            benchmarks.finish(id, RunStatus.FAILED, error, now());
            events.publishEvent(new StatusEvent(id, null, RunStatus.FAILED, null, error));
        }
    }

    private void runHolding(long id) {
        if (!benchmarks.start(id, now())) {
            return; // cancelled or deleted meanwhile
        }
        currentBenchmark = id;
        StartupTimeline.mark("benchmark picked up");
        try {
            events.publishEvent(new StatusEvent(id, null, RunStatus.RUNNING, null, null));
            Benchmark benchmark = benchmarks.find(id).orElseThrow();
            RunSettings settings = benchmarks.runSettings(id);
            boolean interrupted;
            try (BenchmarkSession.Open open = session.open(benchmark, settings)) {
                interrupted = runTrials(id, settings);
            }
            finish(id, interrupted);
        } catch (RuntimeException e) {
            log.error("benchmark {} failed", id, e);
            trials.cancelQueued(id, now());
            benchmarks.finish(id, RunStatus.FAILED, "internal error: " + e, now());
            events.publishEvent(new StatusEvent(id, null, RunStatus.FAILED, null, "internal error: " + e));
        } finally {
            current = null;
            currentBenchmark = -1;
            cancelRequests.remove(id);
        }
    }

    /** Runs the benchmark's queued trials one at a time until none is left; true when the controller stops. */
    private boolean runTrials(long id, RunSettings settings) {
        Optional<Trial> trial;
        while (!cancelRequests.contains(id) && (trial = trials.nextQueued(id)).isPresent()) {
            CancelToken token = new CancelToken();
            current = token;
            if (!running) {
                token.cancel(Reason.SHUTDOWN);
            }
            RunStatus status = runner.run(trial.get(), token, settings);
            current = null;
            if (status == RunStatus.INTERRUPTED) {
                return true;
            }
            if (settings.untilDecided()) {
                look(id, trial.get().scenarioName(), settings.gate());
            }
        }
        return false;
    }

    /**
     * A benchmark run until decided looks at the trial's scenario once a round completes; a decided scenario's queued
     * trials are dropped, the others go on.
     */
    private void look(long id, String scenario, BenchmarkRequest.Gate gate) {
        try {
            judge.afterTrial(id, scenario, gate).ifPresent(look -> {
                int dropped = look.decided() ? trials.dropQueued(id, scenario) : 0;
                log.info(
                        "benchmark {}: {}{}",
                        id,
                        look.summary(),
                        dropped > 0 ? " (" + dropped + " trials not needed)" : "");
                events.publishEvent(new LookEvent(id, look));
            });
        } catch (RuntimeException e) {
            // the benchmark goes on as planned: every round runs, none is dropped
            log.warn("benchmark {}: the look at {} failed, its rounds go on: {}", id, scenario, e.toString());
        }
    }

    private void finish(long id, boolean interrupted) {
        RunStatus status;
        String error = null;
        if (interrupted) {
            status = RunStatus.INTERRUPTED;
            error = "the controller stopped while this benchmark ran";
            trials.interruptQueued(id, now());
        } else if (cancelRequests.contains(id)) {
            status = RunStatus.CANCELLED;
            error = "cancelled";
            trials.cancelQueued(id, now());
        } else {
            int failed = trials.count(id, RunStatus.FAILED);
            status = failed > 0 ? RunStatus.FAILED : RunStatus.SUCCEEDED;
            if (failed > 0) {
                error = failed + " of " + trials.ofBenchmark(id).size() + " trials failed";
            }
        }
        benchmarks.finish(id, status, error, now());
        events.publishEvent(new StatusEvent(id, null, status, null, error));
    }

    private static void sleepQuietly() {
        try {
            Thread.sleep(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private Instant now() {
        return Instant.ofEpochMilli(clock.millis());
    }
}
