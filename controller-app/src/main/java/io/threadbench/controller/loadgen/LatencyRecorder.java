package io.threadbench.controller.loadgen;

import io.threadbench.controller.loadgen.SecondBucket.ReservoirLimits;
import io.threadbench.controller.process.StartupTimeline;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sorts k6's samples into seconds by their own timestamps and hands each second to the listener once, in
 * order, with no gaps from the first answer on (a second without answers is emitted empty, also when it
 * follows an emitted second and precedes the next sample by more than a second). k6 stamps a request when it ends and
 * writes its output with a short delay, so samples arrive nearly in order: a second is complete once a
 * sample, or a tick of k6's clock ({@link #clock}), stamped at least {@link #LAG_MILLIS} after the second's end
 * has arrived; so seconds keep coming while requests are slow or few, each about half a second after it ends
 * (k6's flush included; the first live point of a trial depends on it). The rare sample older than the oldest open second
 * is counted there rather than dropped, so request counts stay exact. {@link #finish} emits what is left.
 * Single-threaded: it runs on the reader thread.
 */
final class LatencyRecorder {

    /**
     * How long past its end a second stays open. k6 flushes its JSON output every 200 ms, and samples
     * reach it in nearly the order they were stamped: request samples were out of order by at most 61 ms,
     * measured with 5 to 1,000 VUs on two busy cores (some 60,000 points), so a quarter second is ample
     * (k6's {@code vus} points may come later, but they only advance the clock).
     */
    static final long LAG_MILLIS = 250;

    private static final Logger log = LoggerFactory.getLogger(LatencyRecorder.class);

    private final SecondListener listener;
    private final boolean warmup;
    private final ReservoirLimits limits;
    private final SplittableRandom random = new SplittableRandom();
    /** Open seconds, contiguous and ascending. */
    private final List<SecondBucket> open = new ArrayList<>();
    /** Error kinds whose first message has been kept. */
    private final Set<ErrorKind> kindsSeen = EnumSet.noneOf(ErrorKind.class);

    private SecondBucket newest;
    private long lastEmitted = Long.MIN_VALUE;
    private long lateSamples;
    private long listenerFailures;

    LatencyRecorder(SecondListener listener, boolean warmup, ReservoirLimits limits) {
        this.listener = listener;
        this.warmup = warmup;
        this.limits = limits;
    }

    void recordRequest(long epochMillis, long micros, int status, boolean ok) {
        recordRequest(epochMillis, micros, status, ok, 0, () -> null);
    }

    /**
     * @param errorCode k6's {@code error_code} of a failed request (0 when none)
     * @param message   k6's message of a failed request, asked only for the first failure of its kind
     */
    void recordRequest(long epochMillis, long micros, int status, boolean ok, int errorCode, Supplier<String> message) {
        recordRequest(epochMillis, micros, status, ok ? null : ErrorKind.of(status, errorCode), message);
    }

    /**
     * @param failure the kind of a failed request, null for a successful one
     * @param message the generator's message of a failed request, asked only for the first failure of its kind
     */
    void recordRequest(long epochMillis, long micros, int status, ErrorKind failure, Supplier<String> message) {
        if (newest == null && lastEmitted == Long.MIN_VALUE) {
            StartupTimeline.mark("first request sample read (request ended at " + epochMillis + ")");
        }
        SecondBucket bucket = bucketFor(Math.floorDiv(epochMillis, 1000));
        bucket.addRequest(epochMillis, micros, status, failure == null, limits, random);
        if (failure != null) {
            ErrorKind kind = failure;
            String first = null;
            if (kindsSeen.add(kind)) {
                String text = message.get();
                first = text == null || text.isBlank() ? "HTTP " + status : text;
            }
            bucket.addErrorKind(kind, first);
        }
        clock(epochMillis);
    }

    /**
     * A message that says more about a failure of {@code kind} than its status alone (the script's note on an
     * unexpected 3xx names its location); it replaces a bare "HTTP 302" as the kind's first message.
     */
    void recordNote(long epochMillis, ErrorKind kind, String message) {
        if (message != null && !message.isBlank()) {
            bucketFor(Math.floorDiv(epochMillis, 1000)).noteMessage(kind, message);
        }
        clock(epochMillis);
    }

    void recordDroppedIterations(long epochMillis, long count) {
        bucketFor(Math.floorDiv(epochMillis, 1000)).addDroppedIterations(count);
        clock(epochMillis);
    }

    /**
     * k6's time, from a sample or without one (its once-a-second {@code vus} point): completes open seconds
     * that ended at least {@link #LAG_MILLIS} before. Once the first request has been seen, a second that
     * passes without any answer is emitted empty as soon as the clock has passed it, so a stall shows as zeros
     * while it lasts; before the first request the clock creates nothing (the series starts with the run's
     * first answer; the trial's recorder numbers the seconds before it).
     */
    void clock(long epochMillis) {
        long lastComplete = Math.floorDiv(epochMillis - LAG_MILLIS, 1000) - 1;
        if (lastEmitted != Long.MIN_VALUE || !open.isEmpty()) {
            long through = open.isEmpty() ? lastEmitted : open.getLast().epochSecond();
            if (lastComplete > through) {
                bucketFor(lastComplete);
            }
        }
        emitThrough(lastComplete);
    }

    /** Emits every open second: the output has ended. */
    void finish() {
        emitThrough(Long.MAX_VALUE);
    }

    /** Samples that arrived after their second had been emitted (counted in the oldest open second). */
    long lateSamples() {
        return lateSamples;
    }

    /** Times the listener threw (the seconds concerned are lost to it; reading went on). */
    long listenerFailures() {
        return listenerFailures;
    }

    private SecondBucket bucketFor(long second) {
        if (newest != null && newest.epochSecond() == second) {
            return newest;
        }
        if (open.isEmpty()) {
            // the seconds since the last one emitted had no samples: they are seconds all the same, emitted empty
            open.add(new SecondBucket(lastEmitted == Long.MIN_VALUE ? second : lastEmitted + 1));
            newest = open.getLast();
        }
        long first = open.getFirst().epochSecond();
        if (second < first) {
            if (lastEmitted != Long.MIN_VALUE) {
                lateSamples++;
                return open.getFirst();
            }
            for (long s = first - 1; s >= second; s--) {
                open.addFirst(new SecondBucket(s));
            }
            return open.getFirst();
        }
        if (second > newest.epochSecond()) {
            for (long s = newest.epochSecond() + 1; s <= second; s++) {
                open.add(new SecondBucket(s));
            }
            newest = open.getLast();
            return newest;
        }
        return open.get((int) (second - first));
    }

    private void emitThrough(long lastComplete) {
        while (!open.isEmpty() && open.getFirst().epochSecond() <= lastComplete) {
            SecondBucket bucket = open.removeFirst();
            lastEmitted = bucket.epochSecond();
            try {
                listener.onSecond(bucket.complete(warmup));
            } catch (RuntimeException e) {
                // the reader must keep draining k6's output whatever the listener does
                if (listenerFailures++ == 0) {
                    log.warn("latency listener failed on second {}; later failures are only counted", lastEmitted, e);
                }
            }
        }
        if (open.isEmpty()) {
            newest = null; // emitted: the listener owns it now
        }
    }
}
