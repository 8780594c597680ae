package io.threadbench.controller.results.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.TrialSummaryService;
import java.util.List;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

class BenchmarkComparatorTests {

    private static final String P99 = "latency_millis_p99";
    private static final String RPS = "requests_per_second_p50";

    /** Three repetitions around a value, ±0.05 %: a change of a few percent is well beyond their noise. */
    private static List<Double> three(double value) {
        return List.of(value * 0.9995, value, value * 1.0005);
    }

    private static ComparisonRow single(String metric, double a, double b, double threshold) {
        MetricTable tableA = MetricTable.builder()
                .addAll("s", "loom-netty", metric, three(a))
                .build();
        MetricTable tableB = MetricTable.builder()
                .addAll("s", "loom-netty", metric, three(b))
                .build();
        Comparison comparison = BenchmarkComparator.compare("A", tableA, "B", tableB, threshold);
        assertThat(comparison.rows()).hasSize(1);
        return comparison.rows().getFirst();
    }

    private static Change verdict(String metric, double a, double b) {
        return single(metric, a, b, BenchmarkComparator.DEFAULT_THRESHOLD_PERCENT)
                .verdict();
    }

    @Test
    void changeIsRelativeToAAndTheVerdictRespectsDirection() {
        ComparisonRow latency = single(P99, 100, 110, 2);
        ComparisonRow throughput = single(RPS, 100, 110, 2);

        assertThat(latency.changePercent()).isCloseTo(10.0, within(1e-9));
        assertThat(latency.verdict()).isEqualTo(Change.WORSE);
        assertThat(latency.higherIsBetter()).isFalse();
        assertThat(throughput.changePercent()).isCloseTo(10.0, within(1e-9));
        assertThat(throughput.verdict()).isEqualTo(Change.BETTER);
        assertThat(single(P99, 200, 150, 2).changePercent()).isCloseTo(-25.0, within(1e-9));
        assertThat(single(P99, 200, 150, 2).verdict()).isEqualTo(Change.BETTER);
        assertThat(single(RPS, 200, 150, 2).verdict()).isEqualTo(Change.WORSE);
    }

    @Test
    void aHigherCapacityIsBetterAndAnotherLimitIsAChangeNotAJudgement() {
        assertThat(verdict("capacity_rps", 100, 150)).isEqualTo(Change.BETTER);
        assertThat(verdict("capacity_rps", 100, 60)).isEqualTo(Change.WORSE);

        ComparisonRow limit = single("capacity_limit", 1, 4, 2); // SLO latency, then maximum rate
        assertThat(limit.verdict()).isEqualTo(Change.CHANGED);
        assertThat(limit.changePercent()).isNull();
        assertThat(verdict("capacity_limit", 3, 3)).isEqualTo(Change.SAME);
    }

    @Test
    void changesUpToTheThresholdAreTheSame() {
        assertThat(verdict(P99, 100, 102)).isEqualTo(Change.SAME);
        assertThat(verdict(P99, 100, 98)).isEqualTo(Change.SAME);
        assertThat(verdict(P99, 0.3, 0.306)).isEqualTo(Change.SAME); // 2.0000000000000018 % in doubles
        assertThat(verdict(P99, 100, 102.01)).isEqualTo(Change.WORSE);
        assertThat(verdict(P99, 100, 97.99)).isEqualTo(Change.BETTER);
        assertThat(verdict(RPS, 100, 102.01)).isEqualTo(Change.BETTER);
    }

    @Test
    void thresholdIsConfigurable() {
        assertThat(single(P99, 100, 104, 5).verdict()).isEqualTo(Change.SAME);
        assertThat(single(P99, 100, 106, 5).verdict()).isEqualTo(Change.WORSE);
        assertThat(single(P99, 100, 100.1, 0).verdict())
                .as("0.1 % beyond a 0 % threshold, but within ±0.05 % repetitions' noise")
                .isEqualTo(Change.WITHIN_NOISE);
        assertThat(single(P99, 100, 101, 0).verdict()).isEqualTo(Change.WORSE);
        assertThat(single(P99, 100, 100, 0).verdict()).isEqualTo(Change.SAME);
    }

    @Test
    void zeroBaseline() {
        ComparisonRow bothZero = single("requests_error", 0, 0, 2);
        ComparisonRow errorsAppeared = single("requests_error", 0, 5, 2);
        ComparisonRow throughputAppeared = single(RPS, 0, 5, 2);

        assertThat(bothZero.changePercent()).isZero();
        assertThat(bothZero.verdict()).isEqualTo(Change.SAME);
        assertThat(errorsAppeared.changePercent()).isNull();
        assertThat(errorsAppeared.verdict()).isEqualTo(Change.WORSE);
        assertThat(throughputAppeared.verdict()).isEqualTo(Change.BETTER);
    }

    @Test
    void negativeBaselineUsesItsMagnitude() {
        ComparisonRow row = single("custom_score", -10, -5, 2);

        assertThat(BenchmarkComparator.changePercent(-10, -5)).isCloseTo(50.0, within(1e-9));
        assertThat(row.changePercent()).as("a context figure gets no % change").isNull();
        assertThat(row.verdict())
                .as("an unknown metric is context: changed, not judged")
                .isEqualTo(Change.CHANGED);
    }

    @Test
    void cellsPresentOnOneSideAreFlagged() {
        MetricTable a = MetricTable.builder()
                .addAll("s1", "loom-netty", P99, three(10.0))
                .addAll("s1", "webflux-netty", P99, three(12.0))
                .build();
        MetricTable b = MetricTable.builder()
                .addAll("s1", "loom-netty", P99, three(11.0))
                .addAll("s2", "loom-netty", P99, three(9.0))
                .build();

        Comparison comparison = BenchmarkComparator.compare("JDK 21", a, "JDK 25", b, 2);

        assertThat(comparison.rows())
                .extracting(ComparisonRow::scenario, ComparisonRow::approach, ComparisonRow::verdict)
                .containsExactly(
                        Tuple.tuple("s1", "loom-netty", Change.WORSE),
                        Tuple.tuple("s1", "webflux-netty", Change.ONLY_IN_A),
                        Tuple.tuple("s2", "loom-netty", Change.ONLY_IN_B));
        ComparisonRow onlyA = comparison.rows().get(1);
        assertThat(onlyA.b()).isNull();
        assertThat(onlyA.changePercent()).isNull();
        assertThat(onlyA.outsideNoise()).isNull();
        assertThat(comparison.count(Change.WORSE)).isEqualTo(1);
        assertThat(comparison.labelB()).isEqualTo("JDK 25");
    }

    @Test
    void repetitionsTellWhetherTheChangeIsOutsideTheNoise() {
        MetricTable a = MetricTable.builder()
                .addAll("clear", "loom-netty", P99, List.of(10.0, 10.1, 10.2))
                .addAll("noisy", "loom-netty", P99, List.of(10.0, 11.0, 12.0))
                .add("single", "loom-netty", P99, 10.0)
                .build();
        MetricTable b = MetricTable.builder()
                .addAll("clear", "loom-netty", P99, List.of(12.0, 12.1, 12.2))
                .addAll("noisy", "loom-netty", P99, List.of(10.5, 11.5, 12.5))
                .add("single", "loom-netty", P99, 20.0)
                .build();

        List<ComparisonRow> rows =
                BenchmarkComparator.compare("A", a, "B", b, 2).rows();

        assertThat(rows)
                .extracting(ComparisonRow::scenario, ComparisonRow::verdict, ComparisonRow::outsideNoise)
                .containsExactly(
                        Tuple.tuple("clear", Change.WORSE, true),
                        Tuple.tuple("noisy", Change.WITHIN_NOISE, false),
                        Tuple.tuple("single", Change.NOT_JUDGED, null));
        assertThat(rows.getFirst().changePercent()).isCloseTo((12.1 - 10.1) / 10.1 * 100, within(1e-9));
        assertThat(rows.getFirst().a().n()).isEqualTo(3);
    }

    @Test
    void errorsOfEachSideAreCarried() {
        MetricTable a = MetricTable.builder()
                .addAll("s", "x", P99, three(10.0))
                .addAll("s", "x", "requests_error", three(0.0))
                .build();
        MetricTable b = MetricTable.builder()
                .addAll("s", "x", P99, three(10.0))
                .addAll("s", "x", "requests_error", three(7.0))
                .addAll("s", "x", "error_rate_percent", three(7.0))
                .build();

        ComparisonRow p99 = BenchmarkComparator.compare("A", a, "B", b, 2).rows().stream()
                .filter(row -> row.metric().equals(P99))
                .findFirst()
                .orElseThrow();

        assertThat(p99.aErrors()).isFalse();
        assertThat(p99.bErrors()).isTrue();
    }

    @Test
    void rejectsNegativeOrNonFiniteThreshold() {
        MetricTable table =
                MetricTable.builder().addAll("s", "x", P99, three(1.0)).build();

        assertThatThrownBy(() -> BenchmarkComparator.compare("A", table, "B", table, -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("threshold");
        assertThatThrownBy(() -> BenchmarkComparator.compare("A", table, "B", table, Double.NaN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("threshold");
    }

    /** Issue 26: the seconds of one JVM do not show its run-to-run noise, so one repetition is never judged. */
    @Test
    void singleRepetitionsAreNotJudgedWhateverTheirWithinTrialIntervalsSay() {
        MetricTable tableA = MetricTable.builder()
                .add("s", "loom-netty", P99, 100.0)
                .addWithinTrial("s", "loom-netty", P99, TrialSummaryService.withinTrial(98, 102))
                .build();
        MetricTable apart = MetricTable.builder()
                .add("s", "loom-netty", P99, 110.0)
                .addWithinTrial("s", "loom-netty", P99, TrialSummaryService.withinTrial(108, 112))
                .build();

        ComparisonRow row =
                BenchmarkComparator.compare("A", tableA, "B", apart, 2).rows().getFirst();

        assertThat(row.outsideNoise()).isNull();
        assertThat(row.verdict()).isEqualTo(Change.NOT_JUDGED);
        assertThat(row.changePercent()).isCloseTo(10.0, within(1e-9));
    }

    /** Issue 21: compare names flagged trials and says when two benchmarks share nothing. */
    @Test
    void flaggedTrialsAreNamedAndNothingInCommonIsSaid() {
        MetricTable a = MetricTable.builder()
                .addAll("s", "loom-netty", P99, three(10.0))
                .flagged("s", "loom-netty")
                .build();
        MetricTable b = MetricTable.builder()
                .addAll("s", "loom-netty", P99, three(12.0))
                .build();
        MetricTable other =
                MetricTable.builder().addAll("t", "vertx", P99, three(12.0)).build();

        Comparison flagged = BenchmarkComparator.compare("A", a, "B", b, 2);
        Comparison disjoint = BenchmarkComparator.compare("A", a, "B", other, 2);

        assertThat(flagged.rows().getFirst().aFlagged()).isTrue();
        assertThat(flagged.rows().getFirst().bFlagged()).isFalse();
        assertThat(flagged.flaggedCells()).containsExactly("s · loom-netty (A)");
        assertThat(flagged.nothingInCommon()).isFalse();
        assertThat(disjoint.nothingInCommon()).isTrue();
    }
}
