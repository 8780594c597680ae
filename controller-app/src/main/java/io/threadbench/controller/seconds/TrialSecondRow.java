package io.threadbench.controller.seconds;

import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.EnumMap;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * One stored trial-second: latency (histogram in µs, counts), the failed requests by kind and the telemetry of
 * the same second.
 *
 * @param second     offset from the start of the measured run; negative during warm-up
 * @param telemetry  null when no sampler ran
 * @param errorKinds failed requests by kind; null for seconds stored before kinds were counted
 */
public record TrialSecondRow(
        long second,
        long epochSecond,
        boolean warmup,
        long requestsOk,
        long requestsError,
        long droppedIterations,
        Histogram histogram,
        TelemetrySample telemetry,
        Map<ErrorKind, Long> errorKinds) {

    public TrialSecondRow {
        errorKinds = errorKinds == null ? null : errorKinds.isEmpty() ? Map.of() : new EnumMap<>(errorKinds);
    }

    /** A second without error kinds. */
    public TrialSecondRow(
            long second,
            long epochSecond,
            boolean warmup,
            long requestsOk,
            long requestsError,
            long droppedIterations,
            Histogram histogram,
            TelemetrySample telemetry) {
        this(second, epochSecond, warmup, requestsOk, requestsError, droppedIterations, histogram, telemetry, null);
    }

    /** The error kinds with their ids as keys, in the kinds' order ({@code {"refused": 12}}); null when unknown. */
    public Map<String, Long> errorKindsById() {
        if (errorKinds == null) {
            return null;
        }
        Map<String, Long> byId = new java.util.LinkedHashMap<>();
        errorKinds.forEach((kind, count) -> byId.put(kind.id(), count));
        return byId;
    }
}
