package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class MemoryInFlightMetricsTests {

    @Test
    void inFlightIsLittlesLawOnTheFullSecondsAndTheHeapIsTheirMean() {
        // 7 seconds of 200 answers of 50 ms each (edges trimmed: 5 full seconds): 200/s × 0.05 s = 10 in flight
        List<TrialSecondRow> rows = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            Histogram histogram = new Histogram(3);
            histogram.recordValueWithCount(50_000, 200);
            long epoch = 1_000_000 + i;
            double heap = i == 0 || i == 6 ? 500.0 : 100.0 + i; // the edges do not count
            rows.add(new TrialSecondRow(
                    i,
                    epoch,
                    false,
                    200,
                    0,
                    0,
                    histogram,
                    TelemetrySample.builder(epoch)
                            .heap(heap, 512.0)
                            .heapCommitted(200.0)
                            .build()));
        }
        Map<String, Double> metrics = new HashMap<>();
        new MemoryInFlightMetrics().contribute(null, rows, metrics);

        assertThat(metrics.get("requests_in_flight_mean")).isCloseTo(10.0, within(0.02));
        assertThat(metrics.get("heap_used_mib_avg")).isCloseTo(103.0, within(1e-9));
        assertThat(metrics.get("heap_committed_mib_avg")).isEqualTo(200.0);
    }

    @Test
    void memoryPerRequestInFlightIsTheGrowthOverTheRequestsInFlightInItsParts() {
        // 200 requests in flight; RSS grew by 50 MiB, the heap in use by 10 MiB and the committed heap by 20 MiB:
        // 50 MiB / 200 = 256 KiB each, 51.2 KiB of it in the heap, (50 − 20) MiB / 200 = 153.6 KiB outside
        Map<String, Double> metrics = Map.of(
                "requests_in_flight_mean", 200.0,
                "rss_sut_mib_avg", 250.0,
                "rss_sut_mib_idle", 200.0,
                "heap_used_mib_avg", 40.0,
                "heap_used_mib_idle", 30.0,
                "heap_committed_mib_avg", 120.0,
                "heap_committed_mib_idle", 100.0);

        Map<String, Double> derived = MemoryInFlightMetrics.perRequestInFlight(metrics);

        assertThat(derived.get("memory_kib_per_request_in_flight")).isCloseTo(256.0, within(1e-9));
        assertThat(derived.get("heap_kib_per_request_in_flight")).isCloseTo(51.2, within(1e-9));
        assertThat(derived.get("outside_heap_kib_per_request_in_flight")).isCloseTo(153.6, within(1e-9));
    }

    @Test
    void withoutTheIdleHeapOnlyTheRssFigureIsGivenAndWithNothingInFlightNone() {
        Map<String, Double> noIdleHeap = Map.of(
                "requests_in_flight_mean",
                4.0,
                "rss_sut_mib_avg",
                101.0,
                "rss_sut_mib_idle",
                100.0,
                "heap_used_mib_avg",
                40.0);
        assertThat(MemoryInFlightMetrics.perRequestInFlight(noIdleHeap))
                .containsOnlyKeys("memory_kib_per_request_in_flight")
                .containsEntry("memory_kib_per_request_in_flight", 256.0);
        assertThat(MemoryInFlightMetrics.perRequestInFlight(
                        Map.of("requests_in_flight_mean", 0.0, "rss_sut_mib_avg", 101.0, "rss_sut_mib_idle", 100.0)))
                .isEmpty();
    }
}
