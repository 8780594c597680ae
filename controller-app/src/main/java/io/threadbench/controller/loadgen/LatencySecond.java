package io.threadbench.controller.loadgen;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The latency data of one wall-clock second, keyed by the samples' own timestamps.
 *
 * @param histogram          latencies in microseconds of requests that got an HTTP response
 *                           (connection failures are errors and stay out of percentiles)
 * @param requestsOk         requests k6 counted as expected responses
 * @param requestsError      failed requests (unexpected status or no response)
 * @param droppedIterations  k6 {@code dropped_iterations} reported in this second
 * @param samples            bounded reservoir of raw points; errors are always kept, up to a cap
 * @param errorKinds         the failed requests by kind (their counts add up to {@code requestsError})
 * @param firstMessages      k6's message of each kind's first failure in the run, in the second it happened
 */
public record LatencySecond(
        long epochSecond,
        boolean warmup,
        Histogram histogram,
        long requestsOk,
        long requestsError,
        long droppedIterations,
        List<LatencyPoint> samples,
        Map<ErrorKind, Long> errorKinds,
        Map<ErrorKind, String> firstMessages) {

    public LatencySecond {
        errorKinds = errorKinds.isEmpty() ? Map.of() : new EnumMap<>(errorKinds);
        firstMessages = firstMessages.isEmpty() ? Map.of() : new EnumMap<>(firstMessages);
    }

    /** A second without error kinds (crafted in tests, or errors of unknown kind). */
    public LatencySecond(
            long epochSecond,
            boolean warmup,
            Histogram histogram,
            long requestsOk,
            long requestsError,
            long droppedIterations,
            List<LatencyPoint> samples) {
        this(epochSecond, warmup, histogram, requestsOk, requestsError, droppedIterations, samples, Map.of(), Map.of());
    }
}
