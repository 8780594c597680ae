package io.threadbench.controller.benchmark;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * How long a trial takes beyond its load seconds on this machine: the SUT's start, the pre-flight, k6's start
 * and the stop. It varies by a factor of ten between machines (and between an idle and a busy one), so a fixed
 * allowance made planned durations wrong; this learns it from the median of the latest succeeded trials and
 * falls back to {@link #DEFAULT_SECONDS} until there are {@link #MIN_SAMPLES} of them.
 */
@Component
public class TrialOverhead {

    static final int DEFAULT_SECONDS = 8;
    static final int SAMPLE_SIZE = 20;
    static final int MIN_SAMPLES = 3;

    private final TrialRepository trials;
    /** The last estimate and the number of trial ends it saw; pages ask every 2 s while a benchmark runs. */
    private final AtomicReference<Cached> cached = new AtomicReference<>(new Cached(-1, 0));

    private final AtomicLong trialsEnded = new AtomicLong();

    private record Cached(long trialsEnded, long seconds) {}

    TrialOverhead(TrialRepository trials) {
        this.trials = trials;
    }

    /** Seconds to add to each trial's load seconds when planning. */
    public long seconds() {
        long ended = trialsEnded.get();
        Cached known = cached.get();
        if (known.trialsEnded() == ended) {
            return known.seconds();
        }
        long seconds = estimate(trials.latestSucceeded(SAMPLE_SIZE));
        cached.set(new Cached(ended, seconds)); // a trial ending meanwhile makes it stale at once: read again then
        return seconds;
    }

    /** A trial that ended may change the estimate: the next question reads the trials again. */
    @EventListener
    void onStatus(StatusEvent event) {
        if (event.trialId() != null && event.status().finished()) {
            trialsEnded.incrementAndGet();
        }
    }

    /** The median overhead of these finished trials, or the default when there are too few. */
    static long estimate(List<Trial> finished) {
        long[] overheads = finished.stream()
                .filter(trial -> trial.startedAt() != null && trial.finishedAt() != null)
                .mapToLong(trial ->
                        Duration.between(trial.startedAt(), trial.finishedAt()).toSeconds()
                                - trial.snapshot().plannedSeconds())
                .map(seconds -> Math.max(0, seconds))
                .sorted()
                .toArray();
        if (overheads.length < MIN_SAMPLES) {
            return DEFAULT_SECONDS;
        }
        int middle = overheads.length / 2;
        return overheads.length % 2 == 1 ? overheads[middle] : (overheads[middle - 1] + overheads[middle] + 1) / 2;
    }

    /**
     * How long a benchmark's trials take in all, as well as can be told now: finished trials count what they
     * took, the running one its planned time or what it has taken already (whichever is longer), the rest their
     * planned time plus the overhead.
     */
    public long plannedSeconds(List<Trial> benchmarkTrials, Instant now) {
        return plannedSeconds(benchmarkTrials, now, seconds());
    }

    static long plannedSeconds(List<Trial> benchmarkTrials, Instant now, long overheadSeconds) {
        long total = 0;
        for (Trial trial : benchmarkTrials) {
            long expected = trial.snapshot().plannedSeconds() + overheadSeconds;
            if (trial.startedAt() == null) {
                total += trial.status().finished() ? 0 : expected; // cancelled before it began: takes no time
            } else if (trial.finishedAt() != null) {
                total += Duration.between(trial.startedAt(), trial.finishedAt()).toSeconds();
            } else {
                total += Math.max(
                        expected, Duration.between(trial.startedAt(), now).toSeconds());
            }
        }
        return total;
    }
}
