package io.threadbench.controller.loadgen;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;

/**
 * The latency data of one second while it is still open: a histogram in microseconds (3 significant
 * digits, resized as needed), counts, and a bounded reservoir of raw points (a uniform sample of the
 * successful ones, and every error up to a cap).
 */
final class SecondBucket {

    private final long epochSecond;
    private final Histogram histogram = new Histogram(3);
    private final List<LatencyPoint> okPoints = new ArrayList<>();
    private final List<LatencyPoint> errorPoints = new ArrayList<>();
    private long requestsOk;
    private long requestsError;
    private long droppedIterations;
    private final Map<ErrorKind, Long> errorKinds = new EnumMap<>(ErrorKind.class);
    private final Map<ErrorKind, String> firstMessages = new EnumMap<>(ErrorKind.class);

    SecondBucket(long epochSecond) {
        this.epochSecond = epochSecond;
    }

    long epochSecond() {
        return epochSecond;
    }

    /** Records one request; a request without an HTTP response (status 0) stays out of the histogram. */
    void addRequest(
            long epochMillis, long micros, int status, boolean ok, ReservoirLimits limits, SplittableRandom random) {
        if (status != 0) {
            histogram.recordValue(Math.max(0, micros));
        }
        if (ok) {
            requestsOk++;
            // reservoir sampling (algorithm R): each ok request ends up kept with equal probability
            if (okPoints.size() < limits.okPoints()) {
                okPoints.add(new LatencyPoint(epochMillis, micros, status, false));
            } else {
                long slot = random.nextLong(requestsOk);
                if (slot < limits.okPoints()) {
                    okPoints.set((int) slot, new LatencyPoint(epochMillis, micros, status, false));
                }
            }
        } else {
            requestsError++;
            if (errorPoints.size() < limits.errorPoints()) {
                errorPoints.add(new LatencyPoint(epochMillis, micros, status, true));
            }
        }
    }

    /** The kind of the failed request just added; {@code firstMessage} only for the run's first of its kind. */
    void addErrorKind(ErrorKind kind, String firstMessage) {
        errorKinds.merge(kind, 1L, Long::sum);
        if (firstMessage != null) {
            firstMessages.putIfAbsent(kind, firstMessage);
        }
    }

    /** A message that says more than a bare status; it replaces one (see {@link ErrorKind#moreTelling}). */
    void noteMessage(ErrorKind kind, String message) {
        firstMessages.merge(kind, message, ErrorKind::moreTelling);
    }

    void addDroppedIterations(long count) {
        droppedIterations += count;
    }

    LatencySecond complete(boolean warmup) {
        List<LatencyPoint> samples = new ArrayList<>(okPoints.size() + errorPoints.size());
        samples.addAll(okPoints);
        samples.addAll(errorPoints);
        samples.sort(Comparator.comparingLong(LatencyPoint::epochMillis));
        return new LatencySecond(
                epochSecond,
                warmup,
                histogram,
                requestsOk,
                requestsError,
                droppedIterations,
                List.copyOf(samples),
                errorKinds,
                firstMessages);
    }

    /** How many raw points a second keeps: successful ones (sampled) and errors (the first ones). */
    record ReservoirLimits(int okPoints, int errorPoints) {
        static final ReservoirLimits DEFAULT = new ReservoirLimits(100, 100);

        ReservoirLimits {
            if (okPoints < 0 || errorPoints < 0) {
                throw new IllegalArgumentException("reservoir limits must be >= 0");
            }
        }
    }
}
