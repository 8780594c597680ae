package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.results.trend.MetricTrend;
import io.threadbench.controller.results.trend.Trend;
import io.threadbench.controller.results.trend.TrendPoint;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrendRowsTests {

    private static TrendPoint point(long benchmark, double value) {
        return new TrendPoint(benchmark, "b" + benchmark, Instant.ofEpochSecond(benchmark), value, null, null, 1, null);
    }

    @Test
    void aBenchmarkWithoutLatencyKeepsItsLineAndTheOthersStayAligned() {
        // benchmark 2 had only failed requests: a request rate but no latency
        Trend trend = new Trend(
                "s",
                "a",
                List.of(
                        new MetricTrend("latency_millis_p50", false, List.of(point(1, 10), point(3, 30)), List.of()),
                        new MetricTrend(
                                "requests_per_second_p50",
                                true,
                                List.of(point(1, 100), point(2, 200), point(3, 300)),
                                List.of())));

        List<TrendPageController.BenchmarkRow> rows = TrendPageController.rows(trend);

        assertThat(rows).extracting(r -> r.benchmark().benchmarkId()).containsExactly(1L, 2L, 3L);
        assertThat(rows.get(1).points().get(0)).isNull();
        assertThat(rows.get(1).points().get(1).value()).isEqualTo(200);
        assertThat(rows.get(2).points()).extracting(TrendPoint::value).containsExactly(30.0, 300.0);
    }
}
