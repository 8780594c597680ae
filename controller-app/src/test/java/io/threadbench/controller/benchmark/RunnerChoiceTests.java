package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.results.ResultsDatabase;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How many k6 runners a trial gets: by hand, by the planned rate, learnt from past trials on a real database. */
class RunnerChoiceTests {

    @Test
    void withoutHistoryOneRunnerCarries2400RequestsPerSecond() throws Exception {
        try (ResultsDatabase db = new ResultsDatabase()) {
            RunnerChoice choice = new RunnerChoice(db.jdbc);

            assertThat(choice.ratePerRunner()).isEqualTo(2400.0);
            assertThat(choice.runnersFor(rate(1000), null)).isEqualTo(1);
            assertThat(choice.runnersFor(rate(3000), null)).isEqualTo(Math.min(2, CpuAffinity.onlineCores()));
            assertThat(choice.runnersFor(rate(3000), 1)).as("by hand").isEqualTo(1);
            assertThat(choice.runnersFor(vus(20_000), null))
                    .as("no planned rate")
                    .isEqualTo(1);
        }
    }

    @Test
    void pastSingleRunnerTrialsSayWhatOneRunnerCarriesAt80PercentOfACore() throws Exception {
        try (ResultsDatabase db = new ResultsDatabase()) {
            long benchmark = db.benchmark("history", List.of("s"), List.of("loom-tomcat"), 4);
            // 1,000 req/s at 40 % of a core -> 2,000 at 80 %; 600 at 40 % -> 1,200; 900 at 30 % -> 2,400
            trial(db, benchmark, 1, Map.of("requests_per_second_p50", 1000.0, "cpu_loadgen_percent_avg", 40.0));
            trial(db, benchmark, 2, Map.of("requests_per_second_p50", 600.0, "cpu_loadgen_percent_avg", 40.0));
            trial(db, benchmark, 3, Map.of("requests_per_second_p50", 900.0, "cpu_loadgen_percent_avg", 30.0));
            // left out: too little k6 CPU to learn from, and a trial that had two runners
            trial(db, benchmark, 4, Map.of("requests_per_second_p50", 10.0, "cpu_loadgen_percent_avg", 2.0));
            trial(
                    db,
                    benchmark,
                    5,
                    Map.of(
                            "requests_per_second_p50", 5000.0,
                            "cpu_loadgen_percent_avg", 40.0,
                            "loadgen_runners", 2.0));
            RunnerChoice choice = new RunnerChoice(db.jdbc);

            assertThat(choice.ratePerRunner()).isEqualTo(2000.0);
            assertThat(choice.runnersFor(rate(1900), null)).isEqualTo(1);
            assertThat(choice.runnersFor(rate(2100), null)).isEqualTo(Math.min(2, CpuAffinity.onlineCores()));
        }
    }

    private static void trial(ResultsDatabase db, long benchmark, int seq, Map<String, Double> metrics) {
        long trial = db.trial(benchmark, seq, "s", "loom-tomcat", seq);
        db.jdbc
                .sql("UPDATE trial SET status = 'SUCCEEDED' WHERE id = ?")
                .param(trial)
                .update();
        metrics.forEach((name, value) -> db.jdbc
                .sql("INSERT INTO trial_metric (trial_id, name, value) VALUES (?, ?, ?)")
                .params(trial, name, value)
                .update());
    }

    private static Scenario rate(int rps) {
        return scenario(LoadShape.CONSTANT_RATE, rps);
    }

    private static Scenario vus(int vus) {
        return scenario(LoadShape.CONSTANT_VUS, null);
    }

    private static Scenario scenario(LoadShape shape, Integer rps) {
        return Scenario.builder("s")
                .workload(io.threadbench.controller.scenario.Workload.EPOCH_MILLIS)
                .loadShape(shape)
                .vus(100)
                .rps(rps)
                .fanoutCalls(Scenario.DEFAULT_FANOUT_CALLS)
                .allocateKilobytes(Scenario.DEFAULT_ALLOCATE_KILOBYTES)
                .durationSeconds(10)
                .build();
    }
}
