package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.results.CraftedSeconds;
import io.threadbench.controller.results.ResultsDatabase;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

class TrialSummaryServiceTests {

    private static final ResultsDatabase DB = new ResultsDatabase();
    private static final long BENCHMARK = DB.benchmark("summaries", List.of("s"), List.of("webflux-netty"), 2);

    @AfterAll
    static void close() {
        DB.close();
    }

    @Test
    void summarisesMeasuredSecondsOnlyAndStoresMetricsAndFlags() {
        long trial = DB.trial(BENCHMARK, 1, "s", "webflux-netty", 1);
        // a slow warm-up second must not reach the metrics
        DB.seconds.append(trial, CraftedSeconds.second(-1, 100, 0, CraftedSeconds.millis(100, 900)), List.of());
        DB.seconds.append(
                trial,
                CraftedSeconds.second(
                        0,
                        99,
                        1,
                        CraftedSeconds.millis(99, 2),
                        TelemetrySample.builder(1_700_000_000L)
                                .cpuTotalPercent(30.0)
                                .build()),
                List.of());
        DB.seconds.append(
                trial,
                CraftedSeconds.second(
                        1,
                        100,
                        0,
                        CraftedSeconds.millis(100, 4),
                        TelemetrySample.builder(1_700_000_001L)
                                .cpuTotalPercent(50.0)
                                .build()),
                List.of());

        Map<String, Double> metrics = DB.summaries.summarize(trial, CraftedSeconds.constantRate("s", 100));

        assertThat(metrics)
                .containsEntry("requests_ok", 199.0)
                .containsEntry("requests_error", 1.0)
                .containsEntry("cpu_use_percent_avg", 40.0)
                .containsEntry("cpu_use_percent_max", 50.0);
        assertThat(metrics.get("latency_millis_max")).isCloseTo(4.0, within(0.01));
        assertThat(List.copyOf(metrics.keySet()).subList(0, 3))
                .containsExactly("requests_ok", "requests_error", "requests_per_second_p50");
        assertThat(DB.summaries.metrics(trial)).isEqualTo(metrics);
        assertThat(DB.summaries.flags(trial))
                .extracting(TrustFlag::code)
                .containsExactly(FlagCode.REQUEST_ERRORS.name());
    }

    @Test
    void summarisingAgainReplacesTheFormerFigures() {
        long trial = DB.trial(BENCHMARK, 2, "s", "webflux-netty", 2);
        DB.seconds.append(
                trial,
                new TrialSecondRow(0, 1_700_000_000L, false, 50, 0, 7, CraftedSeconds.millis(50, 3), null),
                List.of());
        DB.summaries.summarize(trial, CraftedSeconds.constantRate("s", 50));
        assertThat(DB.summaries.flags(trial))
                .extracting(TrustFlag::code)
                .containsExactly(FlagCode.DROPPED_ITERATIONS.name());

        DB.jdbc
                .sql("UPDATE trial_second SET dropped_iterations = 0 WHERE trial_id = ?")
                .param(trial)
                .update();
        DB.jdbc
                .sql("INSERT INTO trial_metric (trial_id, name, value) VALUES (?, 'stale_metric', 1)")
                .param(trial)
                .update();
        Map<String, Double> again = DB.summaries.summarize(trial, CraftedSeconds.constantRate("s", 50));

        assertThat(again).containsEntry("dropped_iterations", 0.0);
        assertThat(DB.summaries.metrics(trial)).isEqualTo(again).doesNotContainKey("stale_metric");
        assertThat(DB.summaries.flags(trial)).isEmpty();
    }

    @Test
    void storesWithinTrialIntervalsOfEveryMetricButTheExtremesAroundTheirValues() {
        long trial = DB.trial(BENCHMARK, 3, "s", "webflux-netty", 3);
        CraftedSeconds.wandering(30, 100, 50, 2, 5).forEach(row -> DB.seconds.append(trial, row, List.of()));

        Map<String, Double> metrics = DB.summaries.summarize(trial, CraftedSeconds.constantRate("s", 100));
        Map<String, ConfidenceInterval> intervals = DB.summaries.intervals(trial);

        assertThat(intervals)
                .containsKeys(
                        "latency_millis_p50",
                        "latency_millis_p99",
                        "latency_millis_mean",
                        "requests_per_second_p50",
                        "requests_ok")
                .doesNotContainKeys("latency_millis_max", "requests_per_second_max");
        intervals.forEach((name, interval) -> {
            assertThat(interval.low()).as(name).isLessThanOrEqualTo(metrics.get(name));
            assertThat(interval.high()).as(name).isGreaterThanOrEqualTo(metrics.get(name));
            assertThat(interval.method()).isEqualTo(ConfidenceInterval.Method.BATCH_MEANS);
        });
        assertThat(intervals.get("latency_millis_p50").halfWidth()).isBetween(0.1, 3.0);

        DB.jdbc
                .sql("DELETE FROM trial_second WHERE trial_id = ? AND second >= 9")
                .param(trial)
                .update();
        DB.summaries.summarize(trial, CraftedSeconds.constantRate("s", 100));
        assertThat(DB.summaries.intervals(trial)).as("9 seconds are too few").isEmpty();
    }

    @Test
    void anUnknownTrialIsRejectedAndNothingIsStored() {
        assertThatThrownBy(() -> DB.summaries.summarize(424_242, CraftedSeconds.constantRate("s", 10)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no trial 424242");
        assertThat(DB.summaries.metrics(424_242)).isEmpty();
        assertThat(DB.summaries.flags(424_242)).isEmpty();
    }
}
