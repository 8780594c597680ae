package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.springframework.stereotype.Component;

/**
 * The summary metrics of DESIGN §8 that come from telemetry, over a trial's measured seconds. A metric whose
 * figure was never measured is left out (absent), never reported as 0.
 */
@Component
public class TelemetryMetrics implements MetricContributor {

    private static final double KIB = 1024.0;

    @Override
    public void contribute(Scenario scenario, List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics) {
        avgMax(
                metrics,
                Metric.CPU_USE_PERCENT_AVG,
                Metric.CPU_USE_PERCENT_MAX,
                measuredSeconds,
                s -> s.system().cpuTotalPercent());
        avgMax(
                metrics,
                Metric.RAM_USE_PERCENT_AVG,
                Metric.RAM_USE_PERCENT_MAX,
                measuredSeconds,
                s -> s.system().ramUsedPercent());
        avgMax(
                metrics,
                Metric.HEAP_USE_PERCENT_AVG,
                Metric.HEAP_USE_PERCENT_MAX,
                measuredSeconds,
                TelemetryMetrics::heapUsePercent);
        // GC figures are per-second deltas: their sum is the window's total (never a cumulative counter).
        put(
                metrics,
                Metric.GARBAGE_COLLECTION_COUNT,
                SeriesStats.of(measuredSeconds, s -> s.jvm().gcCountDelta()).sumOrNull());
        put(
                metrics,
                Metric.GARBAGE_COLLECTION_TIME_MILLIS,
                SeriesStats.of(measuredSeconds, s -> s.jvm().gcTimeMillisDelta())
                        .sumOrNull());
        avgMax(
                metrics,
                Metric.PLATFORM_THREADS_AVG,
                Metric.PLATFORM_THREADS_MAX,
                measuredSeconds,
                s -> s.jvm().platformThreads());
        avgMax(
                metrics,
                Metric.SOCKETS_AVG,
                Metric.SOCKETS_MAX,
                measuredSeconds,
                s -> s.system().tcpEstablished());
        perRequest(
                metrics,
                Metric.NETWORK_KIB_PER_REQ_AVG,
                Metric.NETWORK_KIB_PER_REQ_MAX,
                measuredSeconds,
                s -> ratioInput(s.system().loopbackBytesPerSecond(), KIB));
        perRequest(
                metrics,
                Metric.NETWORK_PACKETS_PER_REQ_AVG,
                Metric.NETWORK_PACKETS_PER_REQ_MAX,
                measuredSeconds,
                s -> ratioInput(s.system().loopbackPacketsPerSecond(), 1.0));
        avgMax(
                metrics,
                Metric.CPU_SUT_PERCENT_AVG,
                Metric.CPU_SUT_PERCENT_MAX,
                measuredSeconds,
                s -> s.processes().sutCpuPercent());
        cpuMillisPerRequest(metrics, measuredSeconds);
        avgMax(
                metrics,
                Metric.RSS_SUT_MIB_AVG,
                Metric.RSS_SUT_MIB_MAX,
                measuredSeconds,
                s -> s.processes().sutRssMib());
        put(
                metrics,
                Metric.CPU_LOADGEN_PERCENT_AVG,
                SeriesStats.of(measuredSeconds, s -> s.processes().loadgenCpuPercent())
                        .avg());
        put(
                metrics,
                Metric.CPU_CONTROLLER_PERCENT_AVG,
                SeriesStats.of(measuredSeconds, s -> s.processes().controllerCpuPercent())
                        .avg());
        avgMax(
                metrics,
                Metric.CPU_DB_PERCENT_AVG,
                Metric.CPU_DB_PERCENT_MAX,
                measuredSeconds,
                s -> s.processes().databaseCpuPercent());
        put(
                metrics,
                Metric.DB_MEMORY_MIB_MAX,
                SeriesStats.of(measuredSeconds, s -> s.processes().databaseMemoryMib())
                        .maxOrNull());
        avgMax(
                metrics,
                Metric.CPU_UPSTREAM_PERCENT_AVG,
                Metric.CPU_UPSTREAM_PERCENT_MAX,
                measuredSeconds,
                s -> s.processes().upstreamCpuPercent());
        put(
                metrics,
                Metric.UPSTREAM_MEMORY_MIB_MAX,
                SeriesStats.of(measuredSeconds, s -> s.processes().upstreamMemoryMib())
                        .maxOrNull());
    }

    static Double heapUsePercent(TelemetrySample sample) {
        Double used = sample.jvm().heapUsedMib();
        Double max = sample.jvm().heapMaxMib();
        return used == null || max == null || max <= 0 ? null : 100.0 * used / max;
    }

    private static void avgMax(
            Map<String, Double> metrics,
            Metric avg,
            Metric max,
            List<TrialSecondRow> rows,
            Function<TelemetrySample, ? extends Number> figure) {
        SeriesStats stats = SeriesStats.of(rows, figure);
        put(metrics, avg, stats.avg());
        put(metrics, max, stats.maxOrNull());
    }

    private static Double ratioInput(Double perSecond, double unit) {
        return perSecond == null ? null : perSecond / unit;
    }

    /**
     * avg = total traffic over total requests of the seconds that measured traffic (a sum over a sum, so busy
     * seconds weigh more, as they should); max = the highest single-second ratio among seconds with requests.
     */
    private static void perRequest(
            Map<String, Double> metrics,
            Metric avgMetric,
            Metric maxMetric,
            List<TrialSecondRow> rows,
            Function<TelemetrySample, Double> amount) {
        double amountSum = 0;
        long requestSum = 0;
        Double max = null;
        for (TrialSecondRow row : rows) {
            Double value = row.telemetry() == null ? null : amount.apply(row.telemetry());
            if (value == null) {
                continue;
            }
            long requests = row.requestsOk() + row.requestsError();
            amountSum += value;
            requestSum += requests;
            if (requests > 0) {
                double ratio = value / requests;
                max = max == null ? ratio : Math.max(max, ratio);
            }
        }
        put(metrics, avgMetric, requestSum > 0 ? amountSum / requestSum : null);
        put(metrics, maxMetric, max);
    }

    /** SUT CPU time over successful requests, both over the seconds that measured the SUT's CPU. */
    private static void cpuMillisPerRequest(Map<String, Double> metrics, List<TrialSecondRow> rows) {
        double millis = 0;
        long ok = 0;
        boolean measured = false;
        for (TrialSecondRow row : rows) {
            Double cpu =
                    row.telemetry() == null ? null : row.telemetry().processes().sutCpuMillis();
            if (cpu != null) {
                measured = true;
                millis += cpu;
                ok += row.requestsOk();
            }
        }
        put(metrics, Metric.CPU_MILLIS_PER_REQUEST, measured && ok > 0 ? millis / ok : null);
    }

    private static void put(Map<String, Double> metrics, Metric metric, Double value) {
        if (value != null && Double.isFinite(value)) {
            metrics.put(metric.id(), value);
        }
    }
}
