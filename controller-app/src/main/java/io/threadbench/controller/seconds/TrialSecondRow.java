package io.threadbench.controller.seconds;

import io.threadbench.controller.telemetry.TelemetrySample;
import org.HdrHistogram.Histogram;

/**
 * One stored trial-second: latency (histogram in µs, counts) and the telemetry of the same second.
 *
 * @param second    offset from the start of the measured run; negative during warm-up
 * @param telemetry null when no sampler ran
 */
public record TrialSecondRow(
        long second,
        long epochSecond,
        boolean warmup,
        long requestsOk,
        long requestsError,
        long droppedIterations,
        Histogram histogram,
        TelemetrySample telemetry) {}
