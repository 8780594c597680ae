package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.JfrSecond;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * Why a model wins, from the SUT's flight recorder and its virtual thread scheduler over the measured seconds:
 * time pinned to carriers, refused submits, GC pauses and queued virtual threads. Absent when not streamed (the
 * switch off, a JVM without a flight recorder) or, for the carriers, before JDK 24.
 */
@Component
public class JvmInsightMetrics implements MetricContributor {

    @Override
    public void contribute(Scenario scenario, List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics) {
        put(
                metrics,
                "pinned_events",
                SeriesStats.of(measuredSeconds, TelemetrySample.jfrFigure(JfrSecond::pinnedEvents))
                        .sumOrNull());
        put(
                metrics,
                "pinned_millis_total",
                SeriesStats.of(measuredSeconds, TelemetrySample.jfrFigure(JfrSecond::pinnedMillis))
                        .sumOrNull());
        put(
                metrics,
                "pinned_millis_max",
                SeriesStats.of(measuredSeconds, TelemetrySample.jfrFigure(JfrSecond::pinnedMillisMax))
                        .maxOrNull());
        put(
                metrics,
                "virtual_thread_submit_failed",
                SeriesStats.of(measuredSeconds, TelemetrySample.jfrFigure(JfrSecond::submitFailed))
                        .sumOrNull());
        put(
                metrics,
                "gc_pause_millis_total",
                SeriesStats.of(measuredSeconds, TelemetrySample.jfrFigure(JfrSecond::gcPauseMillis))
                        .sumOrNull());
        put(
                metrics,
                "gc_pause_millis_max",
                SeriesStats.of(measuredSeconds, TelemetrySample.jfrFigure(JfrSecond::gcPauseMillisMax))
                        .maxOrNull());
        put(
                metrics,
                "carrier_queued_max",
                SeriesStats.of(measuredSeconds, s -> s.jvm().virtualThreadsQueued())
                        .maxOrNull());
        put(
                metrics,
                "carrier_mounted_max",
                SeriesStats.of(measuredSeconds, s -> s.jvm().virtualThreadsMounted())
                        .maxOrNull());
        put(
                metrics,
                "carrier_pool_size_max",
                SeriesStats.of(measuredSeconds, s -> s.jvm().carrierPoolSize()).maxOrNull());
    }

    private static void put(Map<String, Double> metrics, String name, Double value) {
        if (value != null && Double.isFinite(value)) {
            metrics.put(name, value);
        }
    }
}
