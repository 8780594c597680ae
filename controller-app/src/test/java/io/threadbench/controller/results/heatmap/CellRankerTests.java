package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellRankerTests {

    private static final String LATENCY = "latency_millis_p99";
    private static final String RPS = "requests_per_second_p50";
    private static final List<String> ABC = List.of("a", "b", "c");

    /** Three repetitions around a value, ±0.5 %: enough for Welch's test to judge a 5 % difference. */
    private static List<Double> three(double value) {
        return List.of(value * 0.995, value, value * 1.005);
    }

    @Test
    void lowerIsBetterForLatency() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, three(12.0))
                .addAll("s", "b", LATENCY, three(10.0))
                .addAll("s", "c", LATENCY, three(11.0))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", ABC);

        assertThat(cell.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(cell.ranked()).extracting(RankedApproach::approach).containsExactly("b", "c", "a");
        assertThat(cell.lead()).as("11 against 10: 1.1× lower").isCloseTo(0.1, within(1e-12));
        assertThat(cell.strength()).isCloseTo(1 - Math.exp(-0.7), within(1e-12));
        assertThat(cell.difference().estimate()).isCloseTo(1.1, within(1e-9));
        assertThat(cell.difference().low()).isGreaterThan(1.0);
        assertThat(cell.ranks()).containsExactly(1, 2, 3);
        assertThat(cell.higherIsBetter()).isFalse();
    }

    @Test
    void higherIsBetterForRequestsPerSecond() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", RPS, three(100.0))
                .addAll("s", "b", RPS, three(110.0))
                .addAll("s", "c", RPS, three(90.0))
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
                .addAll("s", "a", LATENCY, three(5.0))
                .addAll("s", "a", "error_rate_percent", List.of(3.0, 4.0, 3.5))
                .addAll("s", "b", LATENCY, three(20.0))
                .addAll("s", "c", LATENCY, three(30.0))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", ABC);

        assertThat(cell.ranked()).extracting(RankedApproach::approach).containsExactly("b", "c", "a");
        assertThat(cell.ranked().get(2).errors()).isTrue();
        assertThat(cell.winner()).isEqualTo("b");
        assertThat(cell.lead()).as("30 against 20: 1.5× lower").isCloseTo(0.5, within(1e-12));
        assertThat(cell.strength()).isCloseTo(1 - Math.exp(-3.5), within(1e-12));
    }

    @Test
    void aRunnerUpThatFailsMoreMakesTheWinDecisiveOnceItsErrorsAreShownToDiffer() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, three(5.0))
                .addAll("s", "a", "error_rate_percent", List.of(10.0, 12.0, 11.0))
                .addAll("s", "b", LATENCY, three(20.0))
                .addAll("s", "b", "error_rate_percent", three(0.0))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.winner()).isEqualTo("b");
        assertThat(cell.strength()).isEqualTo(1.0);

        MetricTable oneRepetition = MetricTable.builder()
                .add("s", "a", LATENCY, 5.0)
                .add("s", "a", "error_rate_percent", 11.0)
                .add("s", "b", LATENCY, 20.0)
                .add("s", "b", "error_rate_percent", 0.0)
                .build();
        assertThat(CellRanker.rank(oneRepetition, LATENCY, "s", List.of("a", "b"))
                        .winner())
                .as("one repetition is never a win, not even on errors")
                .isNull();
    }

    @Test
    void topTwoWithErrorsHaveNoWinner() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, three(5.0))
                .errors("s", "a")
                .addAll("s", "b", LATENCY, three(6.0))
                .errors("s", "b")
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.NO_WINNER);
        assertThat(cell.winner()).isNull();
        assertThat(cell.best().approach()).isEqualTo("a");
        assertThat(cell.strength()).isZero();
    }

    @Test
    void aVariantFailsWhenItsMedianRepetitionFailedOnePercentOrMore() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", "error_rate_percent", List.of(0.0, 0.0, 40.0))
                .addAll("s", "b", "error_rate_percent", List.of(2.0, 1.5, 3.0))
                .addAll("s", "c", "requests_error", List.of(0.0, 0.0, 1.0))
                .addAll("s", "c", "error_rate_percent", List.of(0.0, 0.0, 0.01))
                .build();

        assertThat(table.hadErrors("s", "a")).as("one bad repetition of three").isFalse();
        assertThat(table.hadErrors("s", "b")).isTrue();
        assertThat(table.hadErrors("s", "c")).as("one stray reset").isFalse();
    }

    @Test
    void singleApproachWinsUncontestedWithNeutralStrength() {
        MetricTable table =
                MetricTable.builder().addAll("s", "a", LATENCY, three(5.0)).build();

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
                .addAll("s", "a", LATENCY, three(5.0))
                .errors("s", "a")
                .build();

        assertThat(CellRanker.rank(table, LATENCY, "s", List.of("a")).outcome()).isEqualTo(CellOutcome.NO_WINNER);
    }

    @Test
    void zeroRunnerUpGivesFullStrength() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", RPS, three(0.0))
                .addAll("s", "b", RPS, three(50.0))
                .build();

        CellRanking cell = CellRanker.rank(table, RPS, "s", List.of("a", "b"));

        assertThat(cell.winner()).isEqualTo("b");
        assertThat(cell.lead()).isInfinite();
        assertThat(cell.strength()).isEqualTo(1.0);
    }

    @Test
    void bothZeroIsTheSameWithNoLead() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", "garbage_collection_count", 0.0)
                .add("s", "b", "garbage_collection_count", 0.0)
                .build();

        CellRanking cell = CellRanker.rank(table, "garbage_collection_count", "s", List.of("a", "b"));

        assertThat(cell.outcome())
                .as("nothing happened on either side: the same, even from one repetition")
                .isEqualTo(CellOutcome.EQUIVALENT);
        assertThat(cell.lead()).isZero();
        assertThat(cell.strength()).isZero();
        assertThat(cell.ranked()).extracting(RankedApproach::approach).containsExactly("a", "b");
    }

    @Test
    void missingValuesLeaveTheApproachUnranked() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, null)
                .add("s", "a", LATENCY, Double.NaN)
                .addAll("s", "b", LATENCY, three(8.0))
                .addAll("s", "c", LATENCY, three(9.0))
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
                .addAll("s", "a", LATENCY, three(1.0))
                .addAll("t", "a", RPS, three(1.0))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "t", List.of("a"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.EMPTY);
        assertThat(cell.missing()).containsExactly("a");
    }

    @Test
    void aDifferenceWithinTheRunToRunNoiseCouldNotBeTold() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, List.of(10.0, 11.0, 12.0))
                .addAll("s", "b", LATENCY, List.of(10.5, 11.5, 12.5))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.INCONCLUSIVE);
        assertThat(cell.winner()).isNull();
        assertThat(cell.best().approach()).isEqualTo("a");
        assertThat(cell.lead()).isCloseTo(11.5 / 11 - 1, within(1e-12));
        assertThat(cell.strength()).isZero();
        assertThat(cell.difference().pValue()).isGreaterThan(0.05);
        assertThat(cell.difference().low()).isLessThan(1.0);
        assertThat(cell.ranks()).as("not told apart").containsExactly(1, 1);
        assertThat(cell.leaders()).containsExactly("a", "b");
    }

    @Test
    void aDifferenceBeyondTheNoiseIsAWinWithAnIntervalForTheRatio() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, List.of(10.0, 11.0, 12.0))
                .addAll("s", "b", LATENCY, List.of(19.0, 20.0, 21.0))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(cell.winner()).isEqualTo("a");
        assertThat(cell.lead()).isCloseTo(20.0 / 11 - 1, within(1e-12));
        // geometric means 10.97 and 19.98: 1.82×, Welch on the logs with about 4 degrees of freedom
        assertThat(cell.difference().estimate()).isCloseTo(1.82, within(0.01));
        assertThat(cell.difference().low()).isBetween(1.5, 1.82);
        assertThat(cell.difference().high()).isBetween(1.82, 2.2);
        assertThat(cell.difference().pValue()).isLessThan(0.01);
    }

    /** Issue 26: a single repetition shows no run-to-run noise, so even a large difference is not a win. */
    @Test
    void oneRepetitionOnASideIsNotEnoughDataNeverAWin() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", LATENCY, 10.0)
                .addAll("s", "b", LATENCY, List.of(50.0, 51.0, 52.0))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.NOT_ENOUGH_DATA);
        assertThat(cell.winner()).isNull();
        assertThat(cell.best().approach()).as("still shown first").isEqualTo("a");
        assertThat(cell.difference().hasBasis()).isFalse();
        assertThat(cell.rank(0)).as("no rank in a cell that judges nobody").isZero();
        assertThat(CellPresenter.present(cell).label()).isEqualTo("1 repetition");
    }

    /**
     * Issue 26, 35: the cells of a heatmap are one family, every rankable cell of the table whatever is shown;
     * Benjamini–Hochberg keeps its false discoveries at 5 %, and a filter to one scenario does not change the answer.
     */
    @Test
    void aMarginalCellAmongManyNullCellsIsNotADiscoveryWhateverIsShown() {
        MetricTable.Builder builder = MetricTable.builder()
                // about 8 % apart: beyond the 2 % smallest difference on its own, not among 20 cells that show nothing
                .addAll("s0", "a", LATENCY, List.of(10.0, 10.4, 10.2))
                .addAll("s0", "b", LATENCY, List.of(10.8, 11.2, 11.0));
        List<String> scenarios = new ArrayList<>(List.of("s0"));
        for (int i = 1; i < 20; i++) {
            builder.addAll("s" + i, "a", LATENCY, List.of(10.0, 10.4, 10.2))
                    .addAll("s" + i, "b", LATENCY, List.of(10.2, 10.0, 10.4));
            scenarios.add("s" + i);
        }
        MetricTable table = builder.build();

        CellRanking alone = CellRanker.rank(table, LATENCY, "s0", List.of("a", "b"));
        List<CellRanking> family = CellRanker.rankAll(
                table, List.of(LATENCY), scenarios, List.of("a", "b"), false, CellRanker.Family.WHOLE_TABLE);
        CellRanking filtered = CellRanker.rankAll(
                        table, List.of(LATENCY), List.of("s0"), List.of("a", "b"), false, CellRanker.Family.WHOLE_TABLE)
                .getFirst();

        assertThat(alone.difference().pBeyond(table.smallestDifference(LATENCY)))
                .isBetween(0.0025, 0.05);
        assertThat(alone.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(family.getFirst().outcome()).isEqualTo(CellOutcome.INCONCLUSIVE);
        assertThat(filtered.outcome())
                .as("the family is the table's, not the filter's")
                .isEqualTo(CellOutcome.INCONCLUSIVE);
        assertThat(filtered.difference().confidence())
                .as("its interval is quoted at the level the decision used")
                .isGreaterThan(0.95);
        assertThat(family).noneMatch(cell -> cell.outcome() == CellOutcome.WIN);
    }

    /** Issue 21: pinning figures compare virtual-thread variants only; sockets and carriers' pool crown nobody. */
    @Test
    void virtualThreadFiguresRankOnlyVirtualThreadVariantsAndContextFiguresAreNotRanked() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "platform", "pinned_millis_total", List.of(0.0, 0.0, 0.0))
                .addAll("s", "loom", "pinned_millis_total", List.of(40.0, 42.0, 41.0))
                .addAll("s", "loom2", "pinned_millis_total", List.of(80.0, 82.0, 81.0))
                .threadKind("platform", "platform")
                .threadKind("loom", "virtual")
                .threadKind("loom2", "virtual")
                .build();

        CellRanking cell = CellRanker.rank(table, "pinned_millis_total", "s", List.of("platform", "loom", "loom2"));

        assertThat(cell.ranked()).extracting(RankedApproach::approach).containsExactly("loom", "loom2");
        assertThat(cell.winner()).isEqualTo("loom");
        assertThat(MetricCatalog.of("sockets_max").ranked()).isFalse();
        assertThat(MetricCatalog.of("carrier_pool_size_max").ranked()).isFalse();
    }

    @Test
    void negligibleLeadIsFlagged() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, List.of(1000.0, 1000.1, 999.9))
                .addAll("s", "b", LATENCY, List.of(1004.0, 1004.1, 1003.9))
                .smallestDifferencePercent(0.1)
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("a", "b"));

        assertThat(cell.outcome()).isEqualTo(CellOutcome.WIN);
        assertThat(cell.negligible()).isTrue();
        assertThat(cell.strength()).isLessThan(0.03);
    }

    @Test
    void onlySelectedApproachesCompete() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, three(1.0))
                .addAll("s", "b", LATENCY, three(2.0))
                .addAll("s", "c", LATENCY, three(4.0))
                .build();

        CellRanking cell = CellRanker.rank(table, LATENCY, "s", List.of("b", "c"));

        assertThat(cell.winner()).isEqualTo("b");
        assertThat(cell.lead()).as("4 against 2: 2× lower").isCloseTo(1.0, within(1e-12));
    }

    /** Issue 16: a cell whose trials raised trust flags crowns no winner and counts no win, unless asked to. */
    @Test
    void flaggedTrialsMakeACellDoubtfulAndCountNoWin() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", LATENCY, three(12.0))
                .addAll("s", "b", LATENCY, three(10.0))
                .addAll("t", "a", LATENCY, three(12.0))
                .addAll("t", "b", LATENCY, three(10.0))
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
        Legend legend = LegendCalculator.compute(List.of(doubtful, clean), ab, 2);
        assertThat(legend.tested()).isEqualTo(2);
        assertThat(legend.doubtful()).isEqualTo(1);
        assertThat(legend.doubtfulSharePercent()).isEqualTo(50.0);
        assertThat(legend.entries())
                .filteredOn(entry -> entry.approach().equals("b"))
                .singleElement()
                .extracting(LegendEntry::wins)
                .isEqualTo(1);
        HeatmapCell cell = CellPresenter.present(doubtful);
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
                .addAll("s", "pool", LATENCY, three(1078.0)) // 20 threads at 300 req/s: queued, k6 ran out of VUs
                .addAll("s", "virtual", LATENCY, three(101.0))
                .addAll("s", "pool", "requests_per_second_p50", three(261.0))
                .addAll("s", "virtual", "requests_per_second_p50", three(300.0))
                .addAll("s", "pool", "cpu_sut_percent_avg", three(59.0)) // less work done, less CPU: no real win
                .addAll("s", "virtual", "cpu_sut_percent_avg", three(70.0))
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
                .addAll("s", "pool", "requests_error", three(0.0))
                .addAll("s", "virtual", "requests_error", three(0.0))
                .fellBehind("s", "pool")
                .build();
        assertThat(CellRanker.rank(zeroErrors, "requests_error", "s", both).outcome())
                .as("the same, the cautious verdict")
                .isEqualTo(CellOutcome.EQUIVALENT);
    }
}
