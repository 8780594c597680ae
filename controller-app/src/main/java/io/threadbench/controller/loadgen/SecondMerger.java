package io.threadbench.controller.loadgen;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Joins the seconds of several load-generator runners into one stream: a second goes on once every runner still
 * running has delivered it, with its histograms added (HdrHistograms merge exactly, so percentiles of the whole
 * equal those of one runner that saw every request), counts summed and reservoirs joined. Seconds leave in order,
 * each once, as from a single runner. Each runner's recorder calls its own listener from its own reader thread.
 */
final class SecondMerger {

    private final SecondListener downstream;
    private final int runners;
    private final boolean[] finished;
    private final long[] lastDelivered;
    private final long[] dropped;
    private final long[] requests;
    private final TreeMap<Long, Partial> open = new TreeMap<>();

    SecondMerger(SecondListener downstream, int runners) {
        this.downstream = downstream;
        this.runners = runners;
        this.finished = new boolean[runners];
        this.lastDelivered = new long[runners];
        this.dropped = new long[runners];
        this.requests = new long[runners];
        java.util.Arrays.fill(lastDelivered, Long.MIN_VALUE);
    }

    /** The listener runner {@code index} (0-based) reports to. */
    SecondListener runner(int index) {
        return second -> add(index, second);
    }

    /** Runner {@code index} has delivered its last second: seconds no longer wait for it. */
    void finished(int index) {
        List<LatencySecond> ready;
        synchronized (this) {
            finished[index] = true;
            ready = takeReady();
        }
        ready.forEach(downstream::onSecond);
    }

    /** Requests (ok and failed) each runner delivered so far. */
    synchronized long[] requestsPerRunner() {
        return requests.clone();
    }

    /** {@code dropped_iterations} each runner reported so far. */
    synchronized long[] droppedPerRunner() {
        return dropped.clone();
    }

    private void add(int index, LatencySecond second) {
        List<LatencySecond> ready;
        synchronized (this) {
            lastDelivered[index] = second.epochSecond();
            dropped[index] += second.droppedIterations();
            requests[index] += second.requestsOk() + second.requestsError();
            open.computeIfAbsent(second.epochSecond(), Partial::new).add(index, second);
            ready = takeReady();
        }
        ready.forEach(downstream::onSecond);
    }

    /** Seconds every unfinished runner has passed, oldest first. Holds the lock. */
    private List<LatencySecond> takeReady() {
        List<LatencySecond> ready = new ArrayList<>();
        while (!open.isEmpty()) {
            Map.Entry<Long, Partial> oldest = open.firstEntry();
            if (!passedByAll(oldest.getKey())) {
                break;
            }
            open.pollFirstEntry();
            ready.add(oldest.getValue().merged());
        }
        return ready;
    }

    private boolean passedByAll(long epochSecond) {
        for (int i = 0; i < runners; i++) {
            if (!finished[i] && lastDelivered[i] < epochSecond) {
                return false;
            }
        }
        return true;
    }

    /** One second as far as the runners have delivered it. */
    private static final class Partial {
        final long epochSecond;
        Histogram histogram;
        boolean warmup;
        long ok;
        long errors;
        long dropped;
        final List<LatencyPoint> samples = new ArrayList<>();
        final java.util.Map<ErrorKind, Long> errorKinds = new java.util.EnumMap<>(ErrorKind.class);
        final java.util.Map<ErrorKind, String> firstMessages = new java.util.EnumMap<>(ErrorKind.class);

        Partial(long epochSecond) {
            this.epochSecond = epochSecond;
        }

        void add(int index, LatencySecond second) {
            if (histogram == null) {
                histogram = second.histogram().copy();
            } else {
                histogram.add(second.histogram());
            }
            warmup = second.warmup();
            ok += second.requestsOk();
            errors += second.requestsError();
            dropped += second.droppedIterations();
            samples.addAll(second.samples());
            second.errorKinds().forEach((kind, count) -> errorKinds.merge(kind, count, Long::sum));
            second.firstMessages()
                    .forEach((kind, message) -> firstMessages.merge(kind, message, ErrorKind::moreTelling));
        }

        LatencySecond merged() {
            samples.sort(java.util.Comparator.comparingLong(LatencyPoint::epochMillis));
            return new LatencySecond(
                    epochSecond,
                    warmup,
                    histogram,
                    ok,
                    errors,
                    dropped,
                    List.copyOf(samples),
                    errorKinds,
                    firstMessages);
        }
    }
}
