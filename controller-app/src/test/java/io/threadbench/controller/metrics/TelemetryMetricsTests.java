package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import io.threadbench.controller.telemetry.TelemetrySampleBuilder;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TelemetryMetricsTests {

    private final TelemetryMetrics metrics = new TelemetryMetrics();

    @Test
    void networkPerRequestIsASumOverASumNotAMeanOfRatios() {
        // 100 requests with 100 KiB, then 10 requests with 100 KiB: 1 KiB and 10 KiB per request.
        List<TrialSecondRow> rows = List.of(
                row(0, 100, 0, s -> s.loopback(102_400.0, 200.0)), row(1, 8, 2, s -> s.loopback(102_400.0, 200.0)));

        Map<String, Double> result = contribute(rows);

        // sum/sum = 200 KiB / 110 requests; a mean of ratios would say 5.5
        assertThat(result.get("network_kib_per_req_avg")).isCloseTo(200.0 / 110, within(1e-9));
        assertThat(result.get("network_kib_per_req_max")).isCloseTo(10.0, within(1e-9));
        assertThat(result.get("network_packets_per_req_avg")).isCloseTo(400.0 / 110, within(1e-9));
        assertThat(result.get("network_packets_per_req_max")).isCloseTo(20.0, within(1e-9));
    }

    @Test
    void secondsWithoutRequestsAddTrafficButNoRatioMaximum() {
        List<TrialSecondRow> rows =
                List.of(row(0, 10, 0, s -> s.loopback(10_240.0, 10.0)), row(1, 0, 0, s -> s.loopback(10_240.0, 10.0)));

        Map<String, Double> result = contribute(rows);

        assertThat(result.get("network_kib_per_req_avg")).isCloseTo(2.0, within(1e-9));
        assertThat(result.get("network_kib_per_req_max")).isCloseTo(1.0, within(1e-9));
    }

    @Test
    void averagesMaximaAndWindowSumsOfDeltas() {
        List<TrialSecondRow> rows = List.of(
                row(
                        0,
                        100,
                        0,
                        s -> s.cpuTotalPercent(40.0)
                                .ramUsedPercent(30.0)
                                .tcpEstablished(20)
                                .heap(25.0, 100.0)
                                .gc(3L, 30L)
                                .platformThreads(20)
                                .sut(50.0, 500.0, 200.0, 30)
                                .loadgen(20.0, 40.0, 8)
                                .controller(2.0, 100.0, 30)),
                row(
                        1,
                        300,
                        0,
                        s -> s.cpuTotalPercent(60.0)
                                .ramUsedPercent(32.0)
                                .tcpEstablished(24)
                                .heap(75.0, 100.0)
                                .gc(5L, 70L)
                                .platformThreads(24)
                                .sut(150.0, 1500.0, 220.0, 32)
                                .loadgen(40.0, 42.0, 8)
                                .controller(4.0, 101.0, 30)));

        Map<String, Double> result = contribute(rows);

        assertThat(result)
                .containsEntry("cpu_use_percent_avg", 50.0)
                .containsEntry("cpu_use_percent_max", 60.0)
                .containsEntry("ram_use_percent_avg", 31.0)
                .containsEntry("ram_use_percent_max", 32.0)
                .containsEntry("heap_use_percent_avg", 50.0)
                .containsEntry("heap_use_percent_max", 75.0)
                .containsEntry("garbage_collection_count", 8.0)
                .containsEntry("garbage_collection_time_millis", 100.0)
                .containsEntry("platform_threads_avg", 22.0)
                .containsEntry("platform_threads_max", 24.0)
                .containsEntry("sockets_avg", 22.0)
                .containsEntry("sockets_max", 24.0)
                .containsEntry("cpu_sut_percent_avg", 100.0)
                .containsEntry("cpu_sut_percent_max", 150.0)
                .containsEntry("cpu_millis_per_request", 2000.0 / 400)
                .containsEntry("rss_sut_mib_avg", 210.0)
                .containsEntry("rss_sut_mib_max", 220.0)
                .containsEntry("cpu_loadgen_percent_avg", 30.0)
                .containsEntry("cpu_controller_percent_avg", 3.0);
    }

    @Test
    void unmeasuredFiguresLeaveTheirMetricsAbsentNotZero() {
        // JMX never attached and no telemetry at all in one second: JVM metrics must be absent.
        List<TrialSecondRow> rows = List.of(
                row(0, 100, 0, s -> s.cpuTotalPercent(40.0).jvmUnavailableReason("could not attach")),
                new TrialSecondRow(1, 1_000_001, false, 100, 0, 0, null, null));

        Map<String, Double> result = contribute(rows);

        assertThat(result).containsOnlyKeys("cpu_use_percent_avg", "cpu_use_percent_max");
        assertThat(result.get("cpu_use_percent_avg")).isEqualTo(40.0);
    }

    @Test
    void cpuPerRequestCountsOnlySecondsThatMeasuredTheSut() {
        List<TrialSecondRow> rows = List.of(
                row(0, 100, 5, s -> s.sut(30.0, 300.0, 100.0, 20)), row(1, 1000, 0, s -> s.cpuTotalPercent(10.0)));

        assertThat(contribute(rows)).containsEntry("cpu_millis_per_request", 3.0);
    }

    private Map<String, Double> contribute(List<TrialSecondRow> rows) {
        Map<String, Double> result = new HashMap<>();
        metrics.contribute(null, rows, result);
        return result;
    }

    static TrialSecondRow row(
            long second, long ok, long errors, java.util.function.UnaryOperator<TelemetrySampleBuilder> telemetry) {
        long epochSecond = 1_000_000 + second;
        return new TrialSecondRow(
                second,
                epochSecond,
                false,
                ok,
                errors,
                0,
                null,
                telemetry.apply(TelemetrySample.builder(epochSecond)).build());
    }
}
