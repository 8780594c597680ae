package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class WarmupMetricsTests {

    @Test
    void aColdStartSettlesWhereEveryWindowFromThereOnStaysInTheBand() {
        // a cold start: 4 slow seconds (p99 300 ms), then 100 ms; one later second at 110 ms is within 25 %
        List<TrialSecondRow> rows = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            rows.add(second(i, false, i < 4 ? 300 : i == 10 ? 110 : 100));
        }
        Map<String, Double> metrics = new HashMap<>();
        WarmupMetrics.contribute(rows, metrics);

        assertThat(metrics.get("steady_p99_millis")).isBetween(99.0, 111.0);
        assertThat(metrics.get("warmup_seconds_to_steady_p99"))
                .as("the window of seconds 3-5 still holds a slow second; the one of 4-6 does not")
                .isEqualTo(4.0);
    }

    @Test
    void theWarmUpsSecondsCountAsLoadAndAStallLateInTheRunMeansNotSettled() {
        List<TrialSecondRow> rows = new ArrayList<>();
        for (int i = -3; i < 10; i++) {
            rows.add(second(i, i < 0, i == -3 ? 300 : 100));
        }
        Map<String, Double> metrics = new HashMap<>();
        WarmupMetrics.contribute(rows, metrics);
        assertThat(metrics).containsEntry("warmup_seconds_to_steady_p99", 1.0);

        for (int i = 7; i < 10; i++) {
            rows.set(i + 3, new TrialSecondRow(i, 1_000_000 + i, false, 0, 0, 0, new Histogram(3), null));
        }
        metrics.clear();
        WarmupMetrics.contribute(rows, metrics);
        assertThat(metrics)
                .as("the last 3 seconds without answers: p99 did not stay in the band to the end")
                .doesNotContainKey("warmup_seconds_to_steady_p99")
                .containsKey("steady_p99_millis");
    }

    private static TrialSecondRow second(int index, boolean warmup, long p99Millis) {
        Histogram histogram = new Histogram(3);
        // a tenth of the answers in the tail: a window's p99 is its slowest second's tail
        histogram.recordValueWithCount(50_000, 90);
        histogram.recordValueWithCount(p99Millis * 1000, 10);
        return new TrialSecondRow(index, 1_000_000 + index, warmup, 100, 0, 0, histogram, null);
    }
}
