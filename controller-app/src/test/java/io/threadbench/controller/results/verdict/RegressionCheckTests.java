package io.threadbench.controller.results.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.CraftedSeconds;
import io.threadbench.controller.results.ResultsDatabase;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The gate's rule on crafted figures: a regression is worse beyond the margin with a slowdown shown, never a small p;
 * what cannot be judged is its own answer, and each answer's exit path ({@link GateDecision}) is pinned.
 */
class RegressionCheckTests {

    private static final ResultsDatabase DB = new ResultsDatabase();

    @AfterAll
    static void close() {
        DB.close();
    }

    /** Three repetitions of s × a whose seconds wander (sd 3 ms) about {@code p50Millis}, stored and read back. */
    private static BenchmarkResults stored(double p50Millis, long seed, int repetitions) {
        long id = DB.benchmark("regress", List.of("s"), List.of("a"), repetitions);
        for (int r = 1; r <= repetitions; r++) {
            long trial = DB.trial(id, r, "s", "a", r);
            List<TrialSecondRow> rows = CraftedSeconds.wandering(60, 100, p50Millis, 3, seed * 10 + r);
            rows.forEach(row -> DB.seconds.append(trial, row, List.of()));
            DB.summaries.summarize(trial, CraftedSeconds.constantRate("s", 100));
        }
        return new ResultsService(DB.jdbc).ofBenchmark(id).orElseThrow();
    }

    /** s × a with the given repetition values per metric. */
    private static MetricTable table(Map<String, List<Double>> figures) {
        MetricTable.Builder builder = MetricTable.builder();
        figures.forEach((metric, values) -> builder.addAll("s", "a", metric, values));
        return builder.build();
    }

    private static Map<String, Regression> byMetric(List<Regression> compared) {
        return compared.stream().collect(Collectors.toMap(Regression::metric, Function.identity()));
    }

    private static Regression one(String metric, List<Double> before, List<Double> after, GateRule rule) {
        return byMetric(RegressionCheck.compare(table(Map.of(metric, before)), table(Map.of(metric, after)), rule))
                .get(metric);
    }

    @Test
    void latencyTwentyPercentUpIsARegressionBeyondTheMargin() {
        List<Regression> compared = RegressionCheck.compare(stored(100, 1, 3), stored(120, 2, 3), GateRule.DEFAULT);
        Map<String, Regression> figures = byMetric(compared);

        Regression p50 = figures.get("latency_millis_p50");
        assertThat(p50.outcome()).isEqualTo(Regression.Outcome.WORSE);
        assertThat(p50.changePercent()).isBetween(15.0, 25.0);
        assertThat(p50.worsening().low()).isGreaterThan(3);
        assertThat(p50.describe()).startsWith("s × a latency_millis_p50: ").endsWith("beyond the 3 % allowed");
        assertThat(figures.get("latency_millis_p99").outcome()).isEqualTo(Regression.Outcome.WORSE);
        assertThat(figures).containsKeys("requests_per_second_p50", "error_rate_percent");
        assertThat(GateDecision.of(compared, false)).isEqualTo(GateDecision.REGRESSION);
        assertThat(GateDecision.of(compared, true))
                .as("--allow-doubtful never hides a regression")
                .isEqualTo(GateDecision.REGRESSION);
    }

    @Test
    void latencyTwentyPercentDownIsBetter() {
        Regression p50 = byMetric(RegressionCheck.compare(stored(120, 3, 3), stored(100, 4, 3), GateRule.DEFAULT))
                .get("latency_millis_p50");

        assertThat(p50.outcome()).isEqualTo(Regression.Outcome.BETTER);
        assertThat(p50.describe()).contains("better (worse by -1");
    }

    /** Issue 36: zero spread is no certainty; −0.25 % requests/s read the same three times is within the margin. */
    @Test
    void aQuarterPercentFewerRequestsReadTheSameEveryTimeIsNoRegression() {
        Regression rps = one(
                "requests_per_second_p50",
                List.of(200.0, 200.0, 200.0),
                List.of(199.5, 199.5, 199.5),
                new GateRule(3, 1, 0));

        assertThat(rps.outcome()).isEqualTo(Regression.Outcome.SAME);
        assertThat(rps.worsening().estimate()).isCloseTo(0.25, org.assertj.core.data.Offset.offset(0.01));
        assertThat(rps.worsening().high()).isBetween(0.25, 3.0);
        assertThat(rps.describe()).endsWith("within the 3 % allowed (worse by +0.5 % at most)");
        assertThat(GateDecision.of(List.of(rps), false)).isEqualTo(GateDecision.PASS);
    }

    /** Requests/s is worse when it falls: 10 % fewer is a regression, 10 % more is better. */
    @Test
    void requestsPerSecondIsWorseDownwards() {
        List<Double> base = List.of(200.0, 201.0, 199.0);
        assertThat(one("requests_per_second_p50", base, List.of(180.0, 181.0, 179.0), GateRule.DEFAULT)
                        .outcome())
                .isEqualTo(Regression.Outcome.WORSE);
        assertThat(one("requests_per_second_p50", base, List.of(220.0, 221.0, 219.0), GateRule.DEFAULT)
                        .outcome())
                .isEqualTo(Regression.Outcome.BETTER);
    }

    /** Issue 36: a build answering 40 % of requests with a fast 500 is faster and answers more, and fails the gate. */
    @Test
    void fortyPercentFastErrorsFailTheGateThoughLatencyIsBetter() {
        MetricTable before = table(Map.of(
                "latency_millis_p50", List.of(100.0, 101.0, 99.0),
                "error_rate_percent", List.of(0.0, 0.0, 0.0)));
        MetricTable after = table(Map.of(
                "latency_millis_p50", List.of(60.0, 61.0, 59.0),
                "error_rate_percent", List.of(40.0, 41.0, 39.0)));

        List<Regression> compared = RegressionCheck.compare(before, after, GateRule.DEFAULT);
        Map<String, Regression> figures = byMetric(compared);

        assertThat(figures.get("latency_millis_p50").outcome()).isEqualTo(Regression.Outcome.BETTER);
        Regression errors = figures.get("error_rate_percent");
        assertThat(errors.outcome()).isEqualTo(Regression.Outcome.WORSE);
        assertThat(errors.describe())
                .startsWith("s × a error_rate_percent: 0.00 → 40.00 (from 0), worse by +3")
                .endsWith("pp: beyond the 1 percentage points allowed");
        assertThat(GateDecision.of(compared, false)).isEqualTo(GateDecision.REGRESSION);
    }

    /** No errors on either side is within the margin, whatever the repetitions. */
    @Test
    void noErrorsOnEitherSideIsTheSame() {
        assertThat(one("error_rate_percent", List.of(0.0, 0.0, 0.0), List.of(0.0, 0.0, 0.0), GateRule.DEFAULT)
                        .outcome())
                .isEqualTo(Regression.Outcome.SAME);
    }

    /** An interval that allows both no slowdown and one beyond the margin cannot be judged: exit 4, not 0. */
    @Test
    void anIntervalThatAllowsBothCannotBeJudged() {
        Regression p50 =
                one("latency_millis_p50", List.of(100.0, 100.5, 99.5), List.of(101.0, 105.0, 97.0), GateRule.DEFAULT);

        assertThat(p50.outcome()).isEqualTo(Regression.Outcome.INCONCLUSIVE);
        assertThat(p50.worsening().low()).isLessThan(0);
        assertThat(p50.worsening().high()).isGreaterThan(3);
        assertThat(p50.describe())
                .contains("cannot judge: worse by -")
                .endsWith("allows no change as well as more" + " than the 3 % allowed; run more repetitions");
        assertThat(GateDecision.of(List.of(p50), false)).isEqualTo(GateDecision.CANNOT_JUDGE);
        assertThat(GateDecision.of(List.of(p50), true)).isEqualTo(GateDecision.PASS);
    }

    /**
     * A 2 % shift at 1 % run-to-run noise: shown worse and possibly beyond 3 % when the benchmarks are taken not to
     * drift, but within a drift of 1 % between them it might be the machine: cannot be judged.
     */
    @Test
    void theDriftAllowanceCountsAsNoise() {
        List<Double> before = List.of(99.0, 100.0, 101.0);
        List<Double> after = List.of(101.0, 102.0, 103.0);

        Regression noDrift = one("latency_millis_p50", before, after, new GateRule(3, 1, 0));
        Regression drift = one("latency_millis_p50", before, after, GateRule.DEFAULT);

        assertThat(noDrift.outcome()).isEqualTo(Regression.Outcome.WORSE);
        assertThat(drift.outcome()).isEqualTo(Regression.Outcome.INCONCLUSIVE);
        assertThat(drift.worsening().low())
                .isCloseTo(noDrift.worsening().low() - 1, org.assertj.core.data.Offset.offset(0.05));
    }

    /** Issue 26 and 36: one repetition shows no run-to-run noise, so the gate cannot judge, and says how to. */
    @Test
    void oneRepetitionOnASideCannotBeJudged() {
        List<Regression> compared = RegressionCheck.compare(stored(100, 9, 1), stored(120, 10, 3), GateRule.DEFAULT);
        Regression p50 = byMetric(compared).get("latency_millis_p50");

        assertThat(p50.outcome()).isEqualTo(Regression.Outcome.NO_INTERVAL);
        assertThat(p50.worsening()).isNull();
        assertThat(p50.describe()).endsWith("cannot judge: one repetition on a side (run 3 or more)");
        assertThat(GateDecision.of(compared, false)).isEqualTo(GateDecision.CANNOT_JUDGE);
        assertThat(GateDecision.of(compared, true)).isEqualTo(GateDecision.PASS);
    }

    /** Issue 36: a flagged trial on either side cannot be judged, and is no longer a silent pass. */
    @Test
    void flaggedTrialsOnEitherSideCannotBeJudged() {
        MetricTable clean = table(Map.of("latency_millis_p50", List.of(100.0, 101.0, 99.0)));
        MetricTable flagged = MetricTable.builder()
                .addAll("s", "a", "latency_millis_p50", List.of(200.0, 201.0, 199.0))
                .flagged("s", "a")
                .build();

        for (List<Regression> compared : List.of(
                RegressionCheck.compare(clean, flagged, GateRule.DEFAULT),
                RegressionCheck.compare(flagged, clean, GateRule.DEFAULT))) {
            Regression p50 = compared.getFirst();
            assertThat(p50.outcome()).isEqualTo(Regression.Outcome.DOUBTFUL);
            assertThat(p50.describe())
                    .endsWith(
                            "cannot judge: trials of either benchmark raised trust flags (this run prints its own under each trial)");
            assertThat(GateDecision.of(compared, false)).isEqualTo(GateDecision.CANNOT_JUDGE);
        }
    }

    /** Nothing in common with the baseline is nothing judged: exit 4, not a pass. */
    @Test
    void cellsOnlyOneSideHasAreLeftOutAndNothingComparedCannotBeJudged() {
        long other = DB.benchmark("other", List.of("t"), List.of("a"), 1);
        long trial = DB.trial(other, 1, "t", "a", 1);
        CraftedSeconds.wandering(10, 100, 50, 1, 7).forEach(row -> DB.seconds.append(trial, row, List.of()));
        DB.summaries.summarize(trial, CraftedSeconds.constantRate("t", 100));

        List<Regression> compared = RegressionCheck.compare(
                stored(100, 8, 3),
                new ResultsService(DB.jdbc).ofBenchmark(other).orElseThrow(),
                GateRule.DEFAULT);

        assertThat(compared).isEmpty();
        assertThat(GateDecision.of(compared, false)).isEqualTo(GateDecision.CANNOT_JUDGE);
        assertThat(GateDecision.of(compared, true)).isEqualTo(GateDecision.PASS);
    }
}
