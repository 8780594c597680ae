package io.threadbench.controller.seconds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.results.CraftedSeconds;
import io.threadbench.controller.results.ResultsDatabase;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataAccessException;

class TrialSecondRepositoryTests {

    private static final ResultsDatabase DB = new ResultsDatabase();
    private static final long BENCHMARK = DB.benchmark("seconds", List.of("s"), List.of("loom-tomcat"), 1);

    @AfterAll
    static void close() {
        DB.close();
    }

    @Test
    void secondRoundTripsWithHistogramTelemetryAndPercentileColumns() {
        long trial = DB.trial(BENCHMARK, 1, "s", "loom-tomcat", 1);
        Histogram histogram = CraftedSeconds.millis(1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        histogram.recordValueWithCount(100_000, 90); // 90 more requests at 100 ms
        TelemetrySample telemetry = TelemetrySample.builder(1_700_000_007L)
                .cpuTotalPercent(42.5)
                .heap(10.0, 100.0)
                .gc(2L, 15L)
                .build();
        TrialSecondRow row = new TrialSecondRow(7, 1_700_000_007L, false, 97, 3, 4, histogram, telemetry);

        DB.seconds.append(trial, row, List.of());

        List<TrialSecondRow> series = DB.seconds.read(trial);
        assertThat(series)
                .as("the measured run's seconds 0-6 had no answers: read as seconds with none")
                .extracting(TrialSecondRow::requestsOk)
                .containsExactly(0L, 0L, 0L, 0L, 0L, 0L, 0L, 97L);
        TrialSecondRow read = series.getLast();
        assertThat(read.second()).isEqualTo(7);
        assertThat(read.epochSecond()).isEqualTo(1_700_000_007L);
        assertThat(read.warmup()).isFalse();
        assertThat(read.requestsOk()).isEqualTo(97);
        assertThat(read.requestsError()).isEqualTo(3);
        assertThat(read.droppedIterations()).isEqualTo(4);
        assertThat(read.histogram()).isEqualTo(histogram);
        assertThat(read.telemetry()).isEqualTo(telemetry);

        Map<String, Object> columns = DB.jdbc
                .sql("SELECT p50_ms, p90_ms, p99_ms, max_ms FROM trial_second WHERE trial_id = ?")
                .param(trial)
                .query()
                .singleRow();
        assertThat(((Number) columns.get("p50_ms")).doubleValue()).isCloseTo(100.0, within(0.1));
        assertThat(((Number) columns.get("p90_ms")).doubleValue()).isCloseTo(100.0, within(0.1));
        assertThat(((Number) columns.get("max_ms")).doubleValue()).isCloseTo(100.0, within(0.1));
    }

    @Test
    void secondsComeBackInTimeOrderWithWarmupFirstAndSamplesKeepTheirFlags() {
        long trial = DB.trial(BENCHMARK, 2, "s", "loom-tomcat", 2);
        DB.seconds.append(
                trial,
                CraftedSeconds.second(1, 5, 0, CraftedSeconds.millis(5, 2)),
                List.of(new LatencyPoint(1_700_000_001_100L, 2_000, 200, false)));
        DB.seconds.append(
                trial,
                CraftedSeconds.second(-1, 5, 0, CraftedSeconds.millis(5, 9)),
                List.of(new LatencyPoint(1_699_999_999_500L, 9_000, 200, false)));
        DB.seconds.append(
                trial,
                CraftedSeconds.second(0, 4, 1, null),
                List.of(new LatencyPoint(1_700_000_000_200L, 30_000, 0, true)));

        assertThat(DB.seconds.read(trial)).extracting(TrialSecondRow::second).containsExactly(-1L, 0L, 1L);
        assertThat(DB.seconds.read(trial).get(1).histogram()).isNull();
        assertThat(DB.seconds.samples(trial))
                .containsExactly(
                        new LatencyPoint(1_699_999_999_500L, 9_000, 200, false),
                        new LatencyPoint(1_700_000_000_200L, 30_000, 0, true),
                        new LatencyPoint(1_700_000_001_100L, 2_000, 200, false));
        assertThat(DB.seconds.storedSamples(trial))
                .extracting(TrialSecondRepository.StoredSample::warmup)
                .containsExactly(true, false, false);
    }

    @Test
    void aRejectedSecondLeavesNoSamplesBehind() {
        long trial = DB.trial(BENCHMARK, 3, "s", "loom-tomcat", 3);
        DB.seconds.append(trial, CraftedSeconds.second(0, 1, 0, CraftedSeconds.millis(1, 1)), List.of());

        assertThatThrownBy(() -> DB.seconds.append(
                        trial,
                        CraftedSeconds.second(0, 1, 0, CraftedSeconds.millis(1, 1)),
                        List.of(new LatencyPoint(1L, 1_000, 200, false))))
                .isInstanceOf(DataAccessException.class);
        assertThatThrownBy(() -> DB.seconds.append(999_999, CraftedSeconds.second(0, 1, 0, null), List.of()))
                .isInstanceOf(DataAccessException.class);

        assertThat(DB.seconds.read(trial)).hasSize(1);
        assertThat(DB.seconds.samples(trial)).isEmpty();
    }

    @Test
    void deletingTheBenchmarkDeletesItsSeries() {
        long benchmark = DB.benchmark("doomed", List.of("s"), List.of("loom-tomcat"), 1);
        long trial = DB.trial(benchmark, 1, "s", "loom-tomcat", 1);
        DB.seconds.append(
                trial,
                CraftedSeconds.second(0, 1, 0, CraftedSeconds.millis(1, 1)),
                List.of(new LatencyPoint(1L, 1_000, 200, false)));

        DB.jdbc.sql("DELETE FROM benchmark WHERE id = ?").param(benchmark).update();

        assertThat(DB.seconds.read(trial)).isEmpty();
        assertThat(DB.seconds.samples(trial)).isEmpty();
    }
}
