package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.results.CraftedSeconds;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LatencyMetricsTests {

    private final LatencyMetrics latency = new LatencyMetrics();

    private Map<String, Double> contribute(List<TrialSecondRow> seconds) {
        Map<String, Double> metrics = new HashMap<>();
        latency.contribute(CraftedSeconds.constantRate("s", 100), seconds, metrics);
        return metrics;
    }

    @Test
    void percentilesComeFromMergedHistogramsNotFromAveragedSeconds() {
        // 995 fast requests in one second, 5 slow ones in the next: the merged p99 is fast, a mean of
        // per-second p99s would be (1 + 500) / 2.
        Map<String, Double> metrics = contribute(List.of(
                CraftedSeconds.second(0, 995, 0, CraftedSeconds.millis(995, 1)),
                CraftedSeconds.second(1, 5, 0, CraftedSeconds.millis(5, 500))));

        assertThat(metrics.get("latency_millis_p50")).isCloseTo(1.0, within(0.001));
        assertThat(metrics.get("latency_millis_p99")).isCloseTo(1.0, within(0.001));
        assertThat(metrics.get("latency_millis_p999")).isCloseTo(500.0, within(0.5));
        assertThat(metrics.get("latency_millis_max")).isCloseTo(500.0, within(0.5));
        assertThat(metrics.get("latency_millis_min")).isCloseTo(1.0, within(0.001));
        assertThat(metrics.get("latency_millis_mean")).isCloseTo((995 * 1.0 + 5 * 500.0) / 1000, within(0.01));
    }

    @Test
    void percentilesInterpolateBetweenRanksAsK6Does() {
        // 990 values of 1 ms and 10 of 500 ms: p99 is at rank 0.99 × 999 = 989.01, 1 % of the way to 500 ms
        Map<String, Double> metrics = contribute(List.of(
                CraftedSeconds.second(0, 1000, 0, CraftedSeconds.millis(990, 1)),
                CraftedSeconds.second(1, 0, 0, CraftedSeconds.millis(10, 500))));

        assertThat(metrics.get("latency_millis_p99")).isCloseTo(1 + 0.01 * 499, within(0.01));
    }

    @Test
    void requestsPerSecondArePercentilesOfPerSecondCountsWithInterpolation() {
        Map<String, Double> metrics = contribute(List.of(
                CraftedSeconds.second(0, 10, 0, null),
                CraftedSeconds.second(1, 38, 2, null),
                CraftedSeconds.second(2, 20, 0, null),
                CraftedSeconds.second(3, 30, 0, null)));

        // sorted 10, 20, 30, 40: p50 at rank 1.5 → 25; p90 at rank 2.7 → 37
        assertThat(metrics)
                .containsEntry("requests_per_second_p50", 25.0)
                .containsEntry("requests_per_second_max", 40.0)
                .containsEntry("requests_ok", 98.0)
                .containsEntry("requests_error", 2.0)
                .containsEntry("error_rate_percent", 2.0);
        assertThat(metrics.get("requests_per_second_p90")).isCloseTo(37.0, within(1e-9));
    }

    @Test
    void withoutLatenciesOnlyCountsAreReported() {
        Map<String, Double> metrics =
                contribute(List.of(new TrialSecondRow(0, 1_700_000_000L, false, 0, 5, 3, null, null)));

        assertThat(metrics)
                .containsEntry("requests_ok", 0.0)
                .containsEntry("requests_error", 5.0)
                .containsEntry("dropped_iterations", 3.0)
                .containsEntry("error_rate_percent", 100.0)
                .doesNotContainKeys("latency_millis_p50", "latency_millis_min", "latency_millis_max");
    }

    @Test
    void noSecondsGiveZeroCountsAndNoRates() {
        Map<String, Double> metrics = contribute(List.of());

        assertThat(metrics)
                .containsEntry("requests_ok", 0.0)
                .doesNotContainKeys("requests_per_second_p50", "error_rate_percent", "latency_millis_p50");
    }
}
