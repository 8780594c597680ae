package io.threadbench.controller.loadgen;

import java.util.List;
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
 */
public record LatencySecond(
        long epochSecond,
        boolean warmup,
        Histogram histogram,
        long requestsOk,
        long requestsError,
        long droppedIterations,
        List<LatencyPoint> samples) {}
