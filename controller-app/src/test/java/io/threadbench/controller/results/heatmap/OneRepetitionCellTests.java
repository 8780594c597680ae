package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.CraftedSeconds;
import io.threadbench.controller.results.ResultsDatabase;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** One repetition per approach, real trials' stored seconds: no cell is judged, whatever the seconds say. */
class OneRepetitionCellTests {

    private static final String P50 = "latency_millis_p50";
    private static final ResultsDatabase DB = new ResultsDatabase();

    @AfterAll
    static void close() {
        DB.close();
    }

    /** A single-repetition benchmark of two approaches whose seconds wander (sd 3 ms) about the given p50s. */
    private static BenchmarkResults benchmark(double aMillis, double bMillis) {
        long id = DB.benchmark("one-rep", List.of("s"), List.of("a", "b"), 1);
        store(DB.trial(id, 1, "s", "a", 1), CraftedSeconds.wandering(60, 100, aMillis, 3, 11));
        store(DB.trial(id, 2, "s", "b", 1), CraftedSeconds.wandering(60, 100, bMillis, 3, 12));
        return new ResultsService(DB.jdbc).ofBenchmark(id).orElseThrow();
    }

    private static void store(long trial, List<TrialSecondRow> rows) {
        rows.forEach(row -> DB.seconds.append(trial, row, List.of()));
        DB.summaries.summarize(trial, CraftedSeconds.constantRate("s", 100));
    }

    @Test
    void p50Of101Against102WithNoisySecondsIsNotEnoughDataWhateverTheSecondsSay() {
        BenchmarkResults results = benchmark(101, 102);
        MetricTable table = results.metricTable();
        // the observed p50s are near their centres and differ, as two real trials would
        assertThat(table.values("s", "a", P50).getFirst()).isCloseTo(101, within(2.0));
        assertThat(table.values("s", "b", P50).getFirst()).isCloseTo(102, within(2.0));
        assertThat(table.values("s", "a", P50)).isNotEqualTo(table.values("s", "b", P50));

        Heatmap heatmap = HeatmapBuilder.build(table, HeatmapOptions.all());
        CellRanking cell = CellRanker.rank(table, P50, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.NOT_ENOUGH_DATA);
        assertThat(cell.best().summary().interval().method().withinTrial())
                .as("the trials' own interval is still shown in the tooltip")
                .isTrue();
        assertThat(TooltipText.of(cell)).contains("not enough data").contains("run 2 or more repetitions");
        assertThat(heatmap.legend().notEnoughData()).isPositive();
        assertThat(heatmap.legend().tested()).isZero();
        assertThat(heatmap.legend().decisionNote()).contains("needs two or more repetitions");
    }

    @Test
    void theTooltipShowsTheWithinTrialIntervalOfEveryMetricButTheExtremes() {
        MetricTable table = benchmark(101, 102).metricTable();

        CellRanking mean = CellRanker.rank(table, "latency_millis_mean", "s", List.of("a", "b"));
        CellRanking requests = CellRanker.rank(table, "requests_ok", "s", List.of("a", "b"));
        CellRanking max = CellRanker.rank(table, "latency_millis_max", "s", List.of("a", "b"));

        assertThat(mean.best().summary().interval().method().withinTrial()).isTrue();
        assertThat(TooltipText.of(mean)).contains("95 % CI (within-trial)");
        assertThat(requests.best().summary().hasInterval()).isTrue();
        assertThat(max.best().summary().hasInterval()).isFalse();
        assertThat(TooltipText.of(max)).doesNotContain("CI");
    }

    /**
     * Issue 26: the seconds of one JVM under-cover its run-to-run noise, so a difference well beyond them is still
     * not a win with one repetition; the cell says what would judge it.
     */
    @Test
    void aDifferenceWellBeyondTheSecondsNoiseIsStillNotAWinWithOneRepetition() {
        MetricTable table = benchmark(101, 110).metricTable();

        CellRanking cell = CellRanker.rank(table, P50, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.NOT_ENOUGH_DATA);
        assertThat(cell.winner()).isNull();
        assertThat(cell.best().approach()).isEqualTo("a");
    }
}
