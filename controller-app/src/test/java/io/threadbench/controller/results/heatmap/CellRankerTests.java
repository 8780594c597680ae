package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.metrics.MetricTable;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellRankerTests {

    private static final String LATENCY = "latency_millis_p99";
    private static final String RPS = "requests_per_second_p50";
    private static final List<String> ABC = List.of("a", "b", "c");

    @Test
    void lowerIsBetterForLatency() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 12.0)
                .add("s", "b", LATENCY, 10.0)
                .add("s", "c", LATENCY, 11.0)
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", ABC);

        assertThat(cell.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(cell.ranked()).extracting(RankedApproach::approach).containsExactly("b", "c", "a");
        assertThat(cell.lead()).isCloseTo(1.0 / 11, within(1e-12));
        assertThat(cell.strength()).isCloseTo(1 - Math.exp(-7.0 / 11), within(1e-12));
        assertThat(cell.higherIsBetter()).isFalse();
    }

    @Test
    void higherIsBetterForRequestsPerSecond() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", RPS, 100.0)
                .add("s", "b", RPS, 110.0)
                .add("s", "c", RPS, 90.0)
                .build();

        CellRanking cell = CellRanker.rank(table, RPS, "s", ABC);

        assertThat(cell.winner()).isEqualTo("b");
        assertThat(cell.ranked()).extracting(RankedApproach::approach).containsExactly("b", "a", "c");
        assertThat(cell.lead()).isCloseTo(0.1, within(1e-12));
        assertThat(cell.strength()).isCloseTo(0.503, within(0.0005));
    }

    @Test
    void approachWithErrorsRanksBelowErrorFreeOnesAndTheWinIsFullStrength() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 5.0)
                .add("s", "a", "requests_error", 3.0)
                .add("s", "b", LATENCY, 20.0)
                .add("s", "c", LATENCY, 30.0)
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", ABC);

        assertThat(cell.ranked()).extracting(RankedApproach::approach).containsExactly("b", "c", "a");
        assertThat(cell.ranked().get(2).errors()).isTrue();
        assertThat(cell.winner()).isEqualTo("b");
        assertThat(cell.strength()).isCloseTo(1 - Math.exp(-7 / 3.0), within(1e-12));
    }

    @Test
    void runnerUpWithErrorsMakesTheWinDecisive() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 5.0)
                .errors("s", "a")
                .add("s", "b", LATENCY, 20.0)
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.winner()).isEqualTo("b");
        assertThat(cell.strength()).isEqualTo(1.0);
    }

    @Test
    void topTwoWithErrorsHaveNoWinner() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 5.0)
                .errors("s", "a")
                .add("s", "b", LATENCY, 6.0)
                .errors("s", "b")
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.NO_WINNER);
        assertThat(cell.winner()).isNull();
        assertThat(cell.best().approach()).isEqualTo("a");
        assertThat(cell.strength()).isZero();
    }

    @Test
    void errorsAreDerivedFromRequestsErrorInAnyRepetition() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", "requests_error", List.of(0.0, 0.0, 1.0))
                .addAll("s", "b", "requests_error", List.of(0.0, 0.0, 0.0))
                .build();

        assertThat(table.hadErrors("s", "a")).isTrue();
        assertThat(table.hadErrors("s", "b")).isFalse();
    }

    @Test
    void singleApproachWinsUncontestedWithNeutralStrength() {
        MetricTable table = MetricTable.builder().add("s", "a", LATENCY, 5.0).build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(cell.winner()).isEqualTo("a");
        assertThat(cell.second()).isNull();
        assertThat(cell.lead()).isNaN();
        assertThat(cell.strength()).isZero();
    }

    @Test
    void singleApproachWithErrorsHasNoWinner() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 5.0)
                .errors("s", "a")
                .build();

        assertThat(CellRanker.rank(table, LATENCY, "s", List.of("a")).outcome()).isEqualTo(CellOutcome.NO_WINNER);
    }

    @Test
    void zeroRunnerUpGivesFullStrength() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", RPS, 0.0)
                .add("s", "b", RPS, 50.0)
                .build();

        CellRanking cell = CellRanker.rank(table, RPS, "s", List.of("a", "b"));

        assertThat(cell.winner()).isEqualTo("b");
        assertThat(cell.lead()).isInfinite();
        assertThat(cell.strength()).isEqualTo(1.0);
    }

    @Test
    void bothZeroIsATieWithNoLead() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", "garbage_collection_count", 0.0)
                .add("s", "b", "garbage_collection_count", 0.0)
                .build();

        CellRanking cell = CellRanker.rank(table, "garbage_collection_count", "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.TIE);
        assertThat(cell.lead()).isZero();
        assertThat(cell.strength()).isZero();
        assertThat(cell.ranked()).extracting(RankedApproach::approach).containsExactly("a", "b");
    }

    @Test
    void missingValuesLeaveTheApproachUnranked() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, null)
                .add("s", "a", LATENCY, Double.NaN)
                .add("s", "b", LATENCY, 8.0)
                .add("s", "c", LATENCY, 9.0)
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", ABC);

        assertThat(cell.ranked()).extracting(RankedApproach::approach).containsExactly("b", "c");
        assertThat(cell.missing()).containsExactly("a");
        assertThat(cell.winner()).isEqualTo("b");
    }

    @Test
    void missingRepetitionValuesAreDroppedFromTheMedian() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, Arrays.asList(10.0, null, 14.0, 12.0))
                .build();

        RankedApproach a = CellRanker.rank(table, LATENCY, "s", List.of("a")).best();

        assertThat(a.value()).isEqualTo(12.0);
        assertThat(a.summary().n()).isEqualTo(3);
    }

    @Test
    void cellWithoutAnyValueIsEmpty() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 1.0)
                .add("t", "a", RPS, 1.0)
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "t", List.of("a"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.EMPTY);
        assertThat(cell.missing()).containsExactly("a");
    }

    @Test
    void overlappingIntervalsAreATie() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, List.of(10.0, 11.0, 12.0))
                .addAll("s", "b", LATENCY, List.of(10.5, 11.5, 12.5))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.TIE);
        assertThat(cell.winner()).isNull();
        assertThat(cell.best().approach()).isEqualTo("a");
        assertThat(cell.lead()).isCloseTo(0.5 / 11.5, within(1e-12));
        assertThat(cell.strength()).isZero();
    }

    @Test
    void separatedIntervalsAreAWin() {
        // a: mean 11, half width 4.30 * 1 / sqrt(3) = 2.48 -> [8.52, 13.48]; b: [17.52, 22.48]
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, List.of(10.0, 11.0, 12.0))
                .addAll("s", "b", LATENCY, List.of(19.0, 20.0, 21.0))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(cell.winner()).isEqualTo("a");
        assertThat(cell.lead()).isCloseTo(0.45, within(1e-12));
    }

    @Test
    void withoutRepetitionsOnBothSidesTheValuesDecide() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 10.0)
                .addAll("s", "b", LATENCY, List.of(10.5, 11.0, 50.0))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(cell.winner()).isEqualTo("a");
    }

    @Test
    void negligibleLeadIsFlagged() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 1000.0)
                .add("s", "b", LATENCY, 1004.0)
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(cell.negligible()).isTrue();
        assertThat(cell.strength()).isLessThan(0.03);
    }

    @Test
    void onlySelectedApproachesCompete() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 1.0)
                .add("s", "b", LATENCY, 2.0)
                .add("s", "c", LATENCY, 4.0)
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("b", "c"));

        assertThat(cell.winner()).isEqualTo("b");
        assertThat(cell.lead()).isCloseTo(0.5, within(1e-12));
    }

    /** Issue 16: a cell whose trials raised trust flags crowns no winner and counts no win, unless asked to. */
    @Test
    void flaggedTrialsMakeACellDoubtfulAndCountNoWin() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 12.0)
                .add("s", "b", LATENCY, 10.0)
                .add("t", "a", LATENCY, 12.0)
                .add("t", "b", LATENCY, 10.0)
                .flagged("s", "a") // e.g. k6 saturated while a ran in s: even the loser's figures spoil the cell
                .build();
        List<String> ab = List.of("a", "b");

        CellRanking doubtful = CellRanker.rank(table, LATENCY, "s", ab);
        CellRanking counted = CellRanker.rank(table, LATENCY, "s", ab, true);
        CellRanking clean = CellRanker.rank(table, LATENCY, "t", ab);

        assertThat(doubtful.outcome()).isEqualTo(CellOutcome.DOUBTFUL);
        assertThat(doubtful.winner()).isNull();
        assertThat(doubtful.best().approach()).as("the values are still shown").isEqualTo("b");
        assertThat(counted.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(clean.outcome()).isEqualTo(CellOutcome.WIN);
        Legend legend = LegendCalculator.compute(List.of(doubtful, clean), ab);
        assertThat(legend.doubtful()).isEqualTo(1);
        assertThat(legend.doubtfulSharePercent()).isEqualTo(50.0);
        assertThat(legend.entries())
                .filteredOn(entry -> entry.approach().equals("b"))
                .singleElement()
                .extracting(LegendEntry::wins)
                .isEqualTo(1);
        HeatmapCell cell = CellPresenter.present(doubtful, legend);
        assertThat(cell.label()).isEqualTo("doubtful");
        assertThat(cell.cssClass()).isEqualTo("hm-doubtful");
    }

    /**
     * A SUT that fell behind the requested rate shows a latency below what its users would see and a throughput
     * that is its capacity: it spoils a cell only where it wins.
     */
    @Test
    void aSutThatFellBehindSpoilsOnlyTheCellsItWins() {
        MetricTable table = MetricTable.builder()
                .add("s", "pool", LATENCY, 1078.0) // 20 threads at 300 req/s: queued, k6 ran out of VUs
                .add("s", "virtual", LATENCY, 101.0)
                .add("s", "pool", "requests_per_second_p50", 261.0)
                .add("s", "virtual", "requests_per_second_p50", 300.0)
                .add("s", "pool", "cpu_sut_percent_avg", 59.0) // less work done, so less CPU: not a real win
                .add("s", "virtual", "cpu_sut_percent_avg", 70.0)
                .fellBehind("s", "pool")
                .build();
        List<String> both = List.of("pool", "virtual");

        assertThat(CellRanker.rank(table, LATENCY, "s", both).winner()).isEqualTo("virtual");
        assertThat(CellRanker.rank(table, "requests_per_second_p50", "s", both).winner())
                .isEqualTo("virtual");
        CellRanking cpu = CellRanker.rank(table, "cpu_sut_percent_avg", "s", both);
        assertThat(cpu.outcome()).isEqualTo(CellOutcome.DOUBTFUL);
        assertThat(cpu.best().approach()).isEqualTo("pool");
        assertThat(table.isFlagged("s", "pool"))
                .as("falling behind alone questions no measurement")
                .isFalse();
        MetricTable zeroErrors = MetricTable.builder()
                .add("s", "pool", "requests_error", 0.0)
                .add("s", "virtual", "requests_error", 0.0)
                .fellBehind("s", "pool")
                .build();
        assertThat(CellRanker.rank(zeroErrors, "requests_error", "s", both).outcome())
                .as("a tie is the cautious verdict")
                .isEqualTo(CellOutcome.TIE);
    }
}
