package io.threadbench.controller.results.verdict;

import static org.assertj.core.api.Assertions.assertThat;

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

class RegressionCheckTests {

    private static final ResultsDatabase DB = new ResultsDatabase();

    @AfterAll
    static void close() {
        DB.close();
    }

    /** Three repetitions of s × a whose seconds wander (sd 3 ms) about {@code p50Millis}. */
    private static BenchmarkResults benchmark(double p50Millis, long seed) {
        return benchmark(p50Millis, seed, 3);
    }

    private static BenchmarkResults benchmark(double p50Millis, long seed, int repetitions) {
        long id = DB.benchmark("regress", List.of("s"), List.of("a"), repetitions);
        for (int r = 1; r <= repetitions; r++) {
            long trial = DB.trial(id, r, "s", "a", r);
            List<TrialSecondRow> rows = CraftedSeconds.wandering(60, 100, p50Millis, 3, seed * 10 + r);
            rows.forEach(row -> DB.seconds.append(trial, row, List.of()));
            DB.summaries.summarize(trial, CraftedSeconds.constantRate("s", 100));
        }
        return new ResultsService(DB.jdbc).ofBenchmark(id).orElseThrow();
    }

    /** Issue 26: one repetition shows no run-to-run noise, so the gate cannot tell, and says how to. */
    @Test
    void oneRepetitionOnASideCannotTell() {
        Regression p50 = byMetric(RegressionCheck.compare(benchmark(100, 9, 1), benchmark(120, 10)))
                .get("latency_millis_p50");

        assertThat(p50.outcome()).isEqualTo(Regression.Outcome.NO_INTERVAL);
        assertThat(p50.describe()).endsWith("cannot tell (one repetition on a side: run 3 or more)");
    }

    /** Issue 26: trust flags make a change doubtful, never a regression that fails a build. */
    @Test
    void flaggedTrialsAreDoubtfulNotARegression() {
        BenchmarkResults flagged = benchmark(120, 11);
        DB.jdbc
                .sql("UPDATE trial SET flags = ? WHERE benchmark_id = ?")
                .params("[{\"code\":\"SYSTEM_CPU_SATURATED\",\"reason\":\"busy\"}]", flagged.id())
                .update();
        BenchmarkResults reread =
                new ResultsService(DB.jdbc).ofBenchmark(flagged.id()).orElseThrow();

        Regression p50 =
                byMetric(RegressionCheck.compare(benchmark(100, 12), reread)).get("latency_millis_p50");

        assertThat(p50.outcome()).isEqualTo(Regression.Outcome.DOUBTFUL);
        assertThat(p50.describe()).endsWith("doubtful (trials raised trust flags; not counted)");
    }

    private static Map<String, Regression> byMetric(List<Regression> compared) {
        return compared.stream().collect(Collectors.toMap(Regression::metric, Function.identity()));
    }

    @Test
    void latencyTwentyPercentUpIsWorseBeyondTheNoise() {
        Map<String, Regression> compared = byMetric(RegressionCheck.compare(benchmark(100, 1), benchmark(120, 2)));

        Regression p50 = compared.get("latency_millis_p50");
        assertThat(p50.outcome()).isEqualTo(Regression.Outcome.WORSE);
        assertThat(p50.changePercent()).isBetween(15.0, 25.0);
        assertThat(p50.describe()).startsWith("s × a latency_millis_p50: ").endsWith("worse beyond the noise");
        assertThat(compared.get("latency_millis_p99").outcome()).isEqualTo(Regression.Outcome.WORSE);
    }

    @Test
    void theReverseIsAnImprovementAndASmallChangeIsNoise() {
        assertThat(byMetric(RegressionCheck.compare(benchmark(120, 3), benchmark(100, 4)))
                        .get("latency_millis_p50")
                        .outcome())
                .isEqualTo(Regression.Outcome.BETTER);
        assertThat(byMetric(RegressionCheck.compare(benchmark(100, 5), benchmark(100, 6)))
                        .get("latency_millis_p50")
                        .outcome())
                .isEqualTo(Regression.Outcome.SAME);
    }

    @Test
    void cellsOnlyOneSideHasAreLeftOut() {
        long other = DB.benchmark("other", List.of("t"), List.of("a"), 1);
        long trial = DB.trial(other, 1, "t", "a", 1);
        CraftedSeconds.wandering(10, 100, 50, 1, 7).forEach(row -> DB.seconds.append(trial, row, List.of()));
        DB.summaries.summarize(trial, CraftedSeconds.constantRate("t", 100));

        assertThat(RegressionCheck.compare(
                        benchmark(100, 8),
                        new ResultsService(DB.jdbc).ofBenchmark(other).orElseThrow()))
                .isEmpty();
    }
}
