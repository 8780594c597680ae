package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.RunnerMetrics;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.testsupport.NeedsQuietMachine;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** A real trial whose load two k6 runners share: both run and are recorded, their seconds form one trial. */
@NeedsQuietMachine("two runners must agree; another trial's load beside them made them disagree")
class BenchmarkRunnersTests extends BenchmarkTestSupport {

    @Autowired
    TrialSummaryService summaries;

    @Autowired
    TrialFolders folders;

    @Test
    void twoRunnersShareATrialsLoad() {
        quickScenario("two-runners", 4, FAST_START);
        Scenario rate = scenarios.find("two-runners").orElseThrow().scenario();
        scenarios.delete("two-runners");
        scenarios.create(Scenario.builder(rate.name())
                .description(rate.description())
                .workload(rate.work().workload())
                .loadShape(LoadShape.CONSTANT_RATE)
                .vus(10)
                .rps(40)
                .thinkTimeMillis(rate.load().thinkTimeMinMillis(), rate.load().thinkTimeMaxMillis())
                .stages(rate.load().stages())
                .delayMillis(rate.work().delayMillis())
                .delayCallDepth(rate.work().delayCallDepth())
                .fanoutCalls(rate.work().fanoutCalls())
                .allocateKilobytes(rate.work().allocateKilobytes())
                .upstream(rate.work().upstream())
                .warmupSeconds(rate.timing().warmupSeconds())
                .durationSeconds(rate.timing().durationSeconds())
                .serverProperties(rate.launch().serverProperties())
                .jvmOptions(rate.launch().jvmOptions())
                .build());

        Benchmark created = benchmarks.create(BenchmarkRequest.builder()
                .scenarios(List.of("two-runners"))
                .approaches(List.of("undertow-raw"))
                .repetitions(1)
                .cpuSets(Map.of(), false)
                .loadGenerators(2)
                .build());
        Trial trial = benchmarks.trials(created.id()).getFirst();
        awaitStep(trial.id(), TrialStep.MEASURING);
        // the measured run's runners start after the warm-up's have gone: watch the PID records for a while
        long k6Processes = 0;
        for (int i = 0;
                i < 100
                        && k6Processes < 2
                        && !benchmarks.trial(trial.id()).status().finished();
                i++) {
            k6Processes = jdbc.sql("SELECT COUNT(*) FROM child_process WHERE trial_id = ? AND role = 'k6'")
                    .param(trial.id())
                    .query(Long.class)
                    .single();
            sleep(100);
        }
        Benchmark finished = awaitFinished(created.id());

        assertThat(k6Processes).isEqualTo(2);
        assertThat(finished.status()).isEqualTo(RunStatus.SUCCEEDED);
        Map<String, Double> metrics = summaries.metrics(trial.id());
        assertThat(metrics).containsEntry(RunnerMetrics.RUNNERS, 2.0);
        assertThat(metrics.get(RunnerMetrics.REQUEST_SPREAD_PERCENT)).isLessThanOrEqualTo(2.0);
        // each runner's own CPU, sampled each second: both worked, neither a whole core at this small rate
        assertThat(metrics.get(RunnerMetrics.CPU_MIN)).isPositive();
        assertThat(metrics.get(RunnerMetrics.CPU_MAX))
                .isGreaterThanOrEqualTo(metrics.get(RunnerMetrics.CPU_MIN))
                .isLessThan(100.0);
        assertThat(summaries.flags(trial.id()))
                .extracting(flag -> flag.code())
                .doesNotContain(io.threadbench.controller.metrics.FlagCode.LOADGEN_RUNNERS_DISAGREE.name());
        assertThat(metrics.get("requests_ok")).as("40 req/s for 4 s").isBetween(150.0, 170.0);
        Path folder = folders.of(trial.id());
        assertThat(folder.resolve("k6-runner-1.log")).exists();
        assertThat(folder.resolve("k6-runner-2.log")).exists();
        assertThat(storedSeconds(trial.id(), false)).isBetween(4, 6);
        assertNoChildProcesses();
    }

    @Test
    void aSmallestDifferenceOutOfRangeIsAFieldErrorAndNothingIsSaved() {
        quickScenario("smallest-refused", 2, FAST_START);
        long before =
                jdbc.sql("SELECT COUNT(*) FROM benchmark").query(Long.class).single();

        Response refused = send("POST", "/api/benchmarks", """
                {"scenarios": ["smallest-refused"], "approaches": ["undertow-raw"], "smallestDifferencePercent": 0}""");

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().at("/fieldErrors/0/field").asString()).isEqualTo("smallestDifferencePercent");
        assertThat(refused.json().at("/fieldErrors/0/message").asString())
                .isEqualTo(
                        "the smallest difference that matters must be between 0.1 % and 50 % of a figure, got 0.0 %");
        assertThat(jdbc.sql("SELECT COUNT(*) FROM benchmark").query(Long.class).single())
                .as("nothing saved")
                .isEqualTo(before);
    }

    @Test
    void aBadRunnerCountIsAFieldError() {
        quickScenario("two-runners-refused", 2, FAST_START);

        Response refused = send("POST", "/api/benchmarks", """
                {"scenarios": ["two-runners-refused"], "approaches": ["undertow-raw"], "loadGenerators": 0}""");

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().at("/fieldErrors/0/field").asString()).isEqualTo("loadGenerators");
        assertThat(refused.json().at("/fieldErrors/0/message").asString())
                .isEqualTo("loadGenerators must be between 1 and 8 k6 runners, or left out to let Threadbench choose;"
                        + " got 0");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
