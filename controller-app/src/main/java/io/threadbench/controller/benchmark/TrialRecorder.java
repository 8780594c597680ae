package io.threadbench.controller.benchmark;

import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.loadgen.LatencySecond;
import io.threadbench.controller.loadgen.SecondListener;
import io.threadbench.controller.process.StartupTimeline;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import io.threadbench.controller.telemetry.TelemetrySource.TelemetrySession;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.HdrHistogram.Histogram;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;

/**
 * Pairs a trial's latency seconds (from the load generator's reader thread) with the telemetry samples of the
 * same wall-clock second (taken here at 1 Hz, on whole seconds), stores each pair as a {@link TrialSecondRow}
 * and publishes it as a {@link TrialSecondEvent}. A latency second waits until the telemetry of its second
 * has been sampled, so rows are stored in order, each once, a second or so after they end. All storing
 * happens on the recorder's own thread: the reader thread only hands seconds over, so a busy database
 * never holds up k6's output.
 *
 * <p>Every second is numbered from the start of the measured run, which starts on a wall-clock second after
 * the warm-up's last: measured seconds 0, 1, ..., warm-up seconds -1, -2, ... back from it, one row per
 * wall-clock second, from the first second of the warm-up to the last of the measured run: a second in which no
 * answer completed is stored all the same, with zero requests, no latency and its telemetry, so a stall shows as
 * zeros and per-second rates add up to the requests over the seconds. While the warm-up runs, its seconds count back from the second after its planned end
 * (exact when it ends in time); {@link #measureStarted} renumbers them from the real start.
 */
final class TrialRecorder implements SecondListener, AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(TrialRecorder.class);

    /**
     * How long past its end a second waits for the SUT's flight recorder, whose stream delivers about once a
     * second; a stream that stalls (a SUT frozen or gone) must not hold the series back for longer.
     */
    static final long JFR_WAIT_MILLIS = 3000;

    private final long benchmarkId;
    private final long trialId;
    private final TelemetrySession telemetry;
    private final TrialSecondRepository seconds;
    private final ApplicationEventPublisher events;
    private final NavigableMap<Long, TelemetrySample> samples = new ConcurrentSkipListMap<>();
    private final Queue<LatencySecond> pending = new ConcurrentLinkedQueue<>();
    private final ScheduledExecutorService sampler;
    private volatile long warmupStartEpoch = Long.MAX_VALUE;
    private volatile long warmupEndBound = Long.MAX_VALUE;
    private volatile long measureStartEpoch = Long.MAX_VALUE;
    /** The planned last wall-clock second of the load run going on (or of the last one). */
    private volatile long legLastEpoch = Long.MAX_VALUE;
    /** The newest second stored and whether it was a warm-up one; recorder thread only. */
    private long lastStoredEpoch = Long.MIN_VALUE;

    private boolean lastStoredWarmup;
    private volatile int measuredRows;
    private final AtomicBoolean firstPublished = new AtomicBoolean();
    private final Map<String, String> firstErrors = new java.util.concurrent.ConcurrentHashMap<>();

    /** @param telemetry null when no telemetry could be opened; rows then carry none */
    TrialRecorder(
            long benchmarkId,
            long trialId,
            TelemetrySession telemetry,
            TrialSecondRepository seconds,
            ApplicationEventPublisher events) {
        this.benchmarkId = benchmarkId;
        this.trialId = trialId;
        this.telemetry = telemetry;
        this.seconds = seconds;
        this.events = events;
        this.sampler = Executors.newSingleThreadScheduledExecutor(
                Thread.ofPlatform().daemon().name("telemetry-" + trialId).factory());
        if (telemetry != null) {
            long delay = 1000 - System.currentTimeMillis() % 1000 + 20;
            sampler.scheduleAtFixedRate(this::sample, delay, 1000, TimeUnit.MILLISECONDS);
        }
    }

    /** The warm-up starts now and is planned to last {@code seconds}. */
    void warmupStarted(Instant start, int seconds) {
        warmupStartEpoch = start.getEpochSecond();
        warmupEndBound = start.getEpochSecond() + seconds + 1;
    }

    /**
     * A load run (warm-up, measured run or capacity step) of {@code seconds} starts now: its seconds without
     * answers up to its planned end are stored as empty seconds; empty seconds after it (the load generator
     * winding down) are not.
     */
    void loadStarted(Instant start, int seconds) {
        legLastEpoch = (start.toEpochMilli() + seconds * 1000L - 1) / 1000;
    }

    /**
     * The measured run starts now, on a wall-clock second after the warm-up's last (whose seconds are stored):
     * the warm-up's seconds are numbered back from it.
     */
    void measureStarted(Instant start) {
        measureStartEpoch = start.getEpochSecond();
        if (warmupEndBound != Long.MAX_VALUE && warmupEndBound != measureStartEpoch) {
            try {
                sampler.submit(() -> seconds.renumberWarmup(trialId, measureStartEpoch))
                        .get(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | java.util.concurrent.TimeoutException e) {
                log.warn("trial {}: renumbering the warm-up seconds failed: {}", trialId, e.toString());
            }
        }
    }

    /** Whether the measured run has started: from then on the trial's data is kept even if it fails. */
    boolean measuring() {
        return measureStartEpoch != Long.MAX_VALUE;
    }

    /** k6's message of the first failure of each error kind, by kind id, over the trial's runs so far. */
    Map<String, String> firstErrors() {
        return Map.copyOf(firstErrors);
    }

    /** Measured seconds stored so far. */
    int measuredRows() {
        return measuredRows;
    }

    @Override
    public void onSecond(LatencySecond second) {
        second.firstMessages()
                .forEach((kind, message) -> firstErrors.merge(kind.id(), message, ErrorKind::moreTelling));
        pending.add(second);
        sampler.execute(() -> flush(false));
    }

    /** Stores every waiting second, with whatever telemetry there is (the run has ended), and waits for it. */
    void flush() {
        try {
            sampler.submit(() -> flush(true)).get(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | java.util.concurrent.TimeoutException e) {
            log.warn("trial {}: storing the last seconds failed: {}", trialId, e.toString());
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closed already: everything was flushed then
        }
    }

    @Override
    public void close() {
        flush();
        sampler.shutdownNow();
    }

    private void sample() {
        try {
            TelemetrySample sample = telemetry.sample();
            samples.put(sample.epochSecond(), sample);
            flush(false);
        } catch (RuntimeException e) {
            log.warn("telemetry sample of trial {} failed: {}", trialId, e.toString());
        }
    }

    /** Runs on the recorder's thread only. */
    private void flush(boolean force) {
        while (!pending.isEmpty()) {
            LatencySecond second = pending.peek();
            boolean sampled = telemetry == null || (!samples.isEmpty() && samples.lastKey() >= second.epochSecond());
            if (!force && (!sampled || !jfrDone(second.epochSecond()))) {
                return;
            }
            if (force) {
                awaitJfr(second.epochSecond()); // the run has ended: its last seconds are still on their way
            }
            pending.remove();
            store(second, telemetryOf(second.epochSecond()));
        }
        if (force) {
            long passed = System.currentTimeMillis() / 1000 - 1;
            storeEmptyThrough(Math.min(legLastEpoch, passed), measureStartEpoch == Long.MAX_VALUE);
        }
    }

    private void awaitJfr(long epochSecond) {
        while (!jfrDone(epochSecond)) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** The flight recorder has delivered the second, or it has been waited for long enough. */
    private boolean jfrDone(long epochSecond) {
        return telemetry == null
                || telemetry.jfrCovers(epochSecond)
                || System.currentTimeMillis() > (epochSecond + 1) * 1000 + JFR_WAIT_MILLIS;
    }

    /** The telemetry of a second with the flight recorder's figures, when its stream delivered that second. */
    private TelemetrySample telemetryOf(long epochSecond) {
        TelemetrySample sample = sampledAround(epochSecond);
        // a second the stream has not delivered keeps its flight-recorder figures unmeasured, never 0
        return sample != null && telemetry.jfrCovers(epochSecond)
                ? sample.withJfr(telemetry.jfrSecond(epochSecond))
                : sample;
    }

    private TelemetrySample sampledAround(long epochSecond) {
        TelemetrySample exact = samples.get(epochSecond);
        if (exact != null || telemetry == null) {
            return exact;
        }
        Map.Entry<Long, TelemetrySample> before = samples.floorEntry(epochSecond);
        if (before != null && before.getKey() >= epochSecond - 1) {
            return before.getValue();
        }
        Map.Entry<Long, TelemetrySample> after = samples.ceilingEntry(epochSecond);
        return after != null && after.getKey() <= epochSecond + 1 ? after.getValue() : null;
    }

    private void store(LatencySecond latency, TelemetrySample sample) {
        boolean answered = latency.requestsOk() + latency.requestsError() + latency.droppedIterations() > 0;
        if (!answered && latency.epochSecond() > legLastEpoch) {
            return; // the load generator winding down after its planned run: not a second of the run
        }
        storeEmptyThrough(latency.epochSecond() - 1, latency.warmup());
        storeRow(latency, sample);
    }

    /**
     * Stores the seconds of the current phase from the one after the newest stored (or the phase's first) through
     * {@code lastEpoch} as seconds without answers, each with its telemetry: no answer completed in them.
     */
    private void storeEmptyThrough(long lastEpoch, boolean warmup) {
        long phaseStart = warmup ? warmupStartEpoch : measureStartEpoch;
        if (phaseStart == Long.MAX_VALUE) {
            return;
        }
        long from = lastStoredEpoch == Long.MIN_VALUE || lastStoredWarmup != warmup ? phaseStart : lastStoredEpoch + 1;
        for (long epoch = from; epoch <= lastEpoch; epoch++) {
            storeRow(new LatencySecond(epoch, warmup, new Histogram(3), 0, 0, 0, List.of()), telemetryOf(epoch));
        }
    }

    private void storeRow(LatencySecond latency, TelemetrySample sample) {
        long offset =
                latency.warmup() ? latency.epochSecond() - warmupEndBound : latency.epochSecond() - measureStartEpoch;
        if (!latency.warmup() && offset < 0) {
            log.warn("trial {}: second {} lies outside its run; not stored", trialId, latency.epochSecond());
            return;
        }
        TrialSecondRow row = new TrialSecondRow(
                offset,
                latency.epochSecond(),
                latency.warmup(),
                latency.requestsOk(),
                latency.requestsError(),
                latency.droppedIterations(),
                latency.histogram(),
                sample,
                latency.errorKinds());
        try {
            seconds.append(trialId, row, latency.samples());
        } catch (RuntimeException e) {
            log.warn("trial {}: second {} could not be stored: {}", trialId, offset, e.toString());
            return;
        }
        lastStoredEpoch = latency.epochSecond();
        lastStoredWarmup = latency.warmup();
        if (!latency.warmup()) {
            measuredRows++;
        }
        events.publishEvent(new TrialSecondEvent(benchmarkId, trialId, row, latency.samples()));
        if (firstPublished.compareAndSet(false, true)) {
            StartupTimeline.mark("first second published (second " + latency.epochSecond() + ")");
        }
    }
}
