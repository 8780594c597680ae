package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class CoordinatedOmissionMetricsTests {

    @Test
    void oneUserStalledForASecondHidesTheHundredRequestsItWouldHaveSent() {
        // one VU, 10 ms answers, 10 s, but one answer took 1 s: 901 answers, the stall one of them
        Map<String, Double> metrics = contribute(scenario(LoadShape.CONSTANT_VUS, 1, null), stalledSeries(0));

        assertThat(metrics.get("latency_millis_p99")).isCloseTo(10.0, within(0.1));
        // the median answer, to HdrHistogram's 3 digits
        assertThat(metrics.get("co_interval_millis")).isCloseTo(10.0, within(0.01));
        // the stall stands for 99 more requests it held back, waiting 990, 980, … 10 ms: the top 1 % of 1,000
        assertThat(metrics.get("latency_millis_p99_corrected")).isGreaterThan(850.0);
        assertThat(metrics.get("latency_millis_p50_corrected")).isCloseTo(10.0, within(0.1));
        assertThat(metrics).doesNotContainKey("dropped_iterations_percent");
    }

    @Test
    void aThinkTimeLongerThanTheStallHidesNothing() {
        // ramping VUs thinking 1–3 s between requests would not have sent during a 1 s stall
        Map<String, Double> metrics = contribute(scenario(LoadShape.STEPPED_SPIKE, 1, null), stalledSeries(0));

        assertThat(metrics.get("co_interval_millis")).isCloseTo(2010.0, within(0.01));
        assertThat(metrics.get("latency_millis_p99_corrected")).isEqualTo(metrics.get("latency_millis_p99"));
    }

    @Test
    void constantVusUnderARateCapMeanToSendEveryVusOverRpsSeconds() {
        // 1 VU capped at 20 req/s: it means to send every 50 ms, so the 1 s stall held back 19 requests
        Map<String, Double> metrics = contribute(scenario(LoadShape.CONSTANT_VUS, 1, 20), stalledSeries(0));

        assertThat(metrics).containsEntry("co_interval_millis", 50.0);
        assertThat(metrics.get("latency_millis_p999_corrected")).isGreaterThan(900.0);
    }

    @Test
    void anArrivalRateIsNotAffectedAndShowsTheShareOfDroppedIterationsInstead() {
        Map<String, Double> metrics = contribute(scenario(LoadShape.CONSTANT_RATE, 10, 100), stalledSeries(99));

        for (String percentile : List.of("p50", "p90", "p99", "p999")) {
            assertThat(metrics.get("latency_millis_" + percentile + "_corrected"))
                    .isEqualTo(metrics.get("latency_millis_" + percentile));
        }
        assertThat(metrics).doesNotContainKey("co_interval_millis");
        assertThat(metrics.get("dropped_iterations_percent")).isCloseTo(100.0 * 99 / (901 + 99), within(1e-9));
    }

    /** 10 s of one VU's 10 ms answers, the fifth second one answer of 1 s; {@code dropped} in that second. */
    private static List<TrialSecondRow> stalledSeries(long dropped) {
        List<TrialSecondRow> rows = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            Histogram histogram = new Histogram(3);
            boolean stalled = i == 4;
            histogram.recordValueWithCount(10_000, stalled ? 0 : 100);
            if (stalled) {
                histogram.recordValue(1_000_000);
            }
            rows.add(new TrialSecondRow(
                    i, 1_000_000 + i, false, histogram.getTotalCount(), 0, stalled ? dropped : 0, histogram, null));
        }
        return rows;
    }

    private static Map<String, Double> contribute(Scenario scenario, List<TrialSecondRow> rows) {
        Map<String, Double> metrics = new HashMap<>();
        new LatencyMetrics().contribute(scenario, rows, metrics);
        new CoordinatedOmissionMetrics().contribute(scenario, rows, metrics);
        return metrics;
    }

    private static Scenario scenario(LoadShape shape, int vus, Integer rps) {
        return Scenario.builder("co")
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(shape)
                .vus(vus)
                .rps(rps)
                .thinkTimeMillis(1000, 3000)
                .durationSeconds(10)
                .build();
    }
}
