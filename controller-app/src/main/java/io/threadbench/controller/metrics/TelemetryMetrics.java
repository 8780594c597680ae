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
        avgMax(metrics, "cpu_use_percent", measuredSeconds, s -> s.system().cpuTotalPercent());
        avgMax(metrics, "ram_use_percent", measuredSeconds, s -> s.system().ramUsedPercent());
        avgMax(metrics, "heap_use_percent", measuredSeconds, TelemetryMetrics::heapUsePercent);
        // GC figures are per-second deltas: their sum is the window's total (never a cumulative counter).
        put(
                metrics,
                "garbage_collection_count",
                SeriesStats.of(measuredSeconds, s -> s.jvm().gcCountDelta()).sumOrNull());
        put(
                metrics,
                "garbage_collection_time_millis",
                SeriesStats.of(measuredSeconds, s -> s.jvm().gcTimeMillisDelta())
                        .sumOrNull());
        avgMax(metrics, "platform_threads", measuredSeconds, s -> s.jvm().platformThreads());
        avgMax(metrics, "sockets", measuredSeconds, s -> s.system().tcpEstablished());
        perRequest(
                metrics,
                "network_kib_per_req",
                measuredSeconds,
                s -> ratioInput(s.system().loopbackBytesPerSecond(), KIB));
        perRequest(
                metrics,
                "network_packets_per_req",
                measuredSeconds,
                s -> ratioInput(s.system().loopbackPacketsPerSecond(), 1.0));
        avgMax(metrics, "cpu_sut_percent", measuredSeconds, s -> s.processes().sutCpuPercent());
        cpuMillisPerRequest(metrics, measuredSeconds);
        avgMax(metrics, "rss_sut_mib", measuredSeconds, s -> s.processes().sutRssMib());
        put(
                metrics,
                "cpu_loadgen_percent_avg",
                SeriesStats.of(measuredSeconds, s -> s.processes().loadgenCpuPercent())
                        .avg());
        put(
                metrics,
                "cpu_controller_percent_avg",
                SeriesStats.of(measuredSeconds, s -> s.processes().controllerCpuPercent())
                        .avg());
        avgMax(metrics, "cpu_db_percent", measuredSeconds, s -> s.processes().databaseCpuPercent());
    }

    static Double heapUsePercent(TelemetrySample sample) {
        Double used = sample.jvm().heapUsedMib();
        Double max = sample.jvm().heapMaxMib();
        return used == null || max == null || max <= 0 ? null : 100.0 * used / max;
    }

    private static void avgMax(
            Map<String, Double> metrics,
            String prefix,
            List<TrialSecondRow> rows,
            Function<TelemetrySample, ? extends Number> figure) {
        SeriesStats stats = SeriesStats.of(rows, figure);
        put(metrics, prefix + "_avg", stats.avg());
        put(metrics, prefix + "_max", stats.maxOrNull());
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
            String prefix,
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
        put(metrics, prefix + "_avg", requestSum > 0 ? amountSum / requestSum : null);
        put(metrics, prefix + "_max", max);
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
        put(metrics, "cpu_millis_per_request", measured && ok > 0 ? millis / ok : null);
    }

    private static void put(Map<String, Double> metrics, String name, Double value) {
        if (value != null && Double.isFinite(value)) {
            metrics.put(name, value);
        }
    }
}
