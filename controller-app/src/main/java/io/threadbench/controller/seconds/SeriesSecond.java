package io.threadbench.controller.seconds;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.threadbench.controller.telemetry.TelemetrySample;

/**
 * One stored trial-second for the JSON API: counts, the second's k6-style latency percentiles (null without
 * responses) and its telemetry sample (null when no sampler ran). The histogram itself is in the {@code .hlog}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SeriesSecond(
        long second,
        long epochSecond,
        boolean warmup,
        long requestsOk,
        long requestsError,
        long droppedIterations,
        Double p50Millis,
        Double p90Millis,
        Double p99Millis,
        Double maxMillis,
        TelemetrySample telemetry) {

    public static SeriesSecond of(TrialSecondRow row) {
        LatencyPercentiles latency = row.histogram() == null || row.histogram().getTotalCount() == 0
                ? null
                : LatencyPercentiles.of(row.histogram());
        return new SeriesSecond(
                row.second(),
                row.epochSecond(),
                row.warmup(),
                row.requestsOk(),
                row.requestsError(),
                row.droppedIterations(),
                latency == null ? null : latency.p50Millis(),
                latency == null ? null : latency.p90Millis(),
                latency == null ? null : latency.p99Millis(),
                latency == null ? null : latency.maxMillis(),
                row.telemetry());
    }
}
