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

/** One repetition per approach: the trials' own seconds decide whether a difference is more than noise. */
class WithinTrialTieTests {

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
    void p50Of101Against102WithNoisySecondsIsATie() {
        BenchmarkResults results = benchmark(101, 102);
        MetricTable table = results.metricTable();
        // the observed p50s are near their centres and differ, as two real trials would
        assertThat(table.values("s", "a", P50).getFirst()).isCloseTo(101, within(2.0));
        assertThat(table.values("s", "b", P50).getFirst()).isCloseTo(102, within(2.0));
        assertThat(table.values("s", "a", P50)).isNotEqualTo(table.values("s", "b", P50));

        Heatmap heatmap = HeatmapBuilder.build(table, HeatmapOptions.all());
        CellRanking cell = CellRanker.rank(table, P50, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.TIE);
        assertThat(cell.intervalBasis()).isEqualTo(IntervalBasis.WITHIN_TRIAL);
        assertThat(cell.best().summary().interval().method().withinTrial()).isTrue();
        assertThat(TooltipText.of(cell)).contains("within-trial bootstrap");
        assertThat(heatmap.legend().withinTrialCells()).isPositive();
        assertThat(heatmap.legend().intervalNote()).startsWith("Intervals: within-trial bootstrap in");
    }

    @Test
    void withoutTheTrialsOwnIntervalsTheSameValuesWouldCrownAWinner() {
        BenchmarkResults results = benchmark(101, 102);
        MetricTable valuesOnly = MetricTable.builder()
                .addAll("s", "a", P50, results.metricTable().values("s", "a", P50))
                .addAll("s", "b", P50, results.metricTable().values("s", "b", P50))
                .build();

        assertThat(CellRanker.rank(valuesOnly, P50, "s", List.of("a", "b")).outcome())
                .isEqualTo(CellOutcome.WIN);
    }

    @Test
    void aDifferenceWellBeyondTheSecondsNoiseStillWins() {
        MetricTable table = benchmark(101, 110).metricTable();

        CellRanking cell = CellRanker.rank(table, P50, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(cell.winner()).isEqualTo("a");
    }
}
