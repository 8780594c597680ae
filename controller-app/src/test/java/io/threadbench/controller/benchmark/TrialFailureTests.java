package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrialFailureTests extends BenchmarkTestSupport {

    @Test
    void aSutThatCannotStartFailsItsTrialWithTheReasonAndTheBenchmarkGoesOn() {
        quickScenario("engine-bad-jvm", 3, List.of("-XX:+NoSuchThreadbenchOption"));
        quickScenario("engine-after-bad", 3, List.of());

        Benchmark finished = awaitFinished(start(List.of("engine-bad-jvm", "engine-after-bad"), List.of("undertow-raw"))
                .id());

        assertThat(finished.status()).isEqualTo(RunStatus.FAILED);
        assertThat(finished.error()).isEqualTo("1 of 2 trials failed");
        List<Trial> trials = benchmarks.trials(finished.id());
        Trial bad = trials.get(0);
        assertThat(bad.status()).isEqualTo(RunStatus.FAILED);
        assertThat(bad.step()).isEqualTo(TrialStep.STARTING_SUT);
        assertThat(bad.error()).startsWith("the SUT exited with code 1 before it was healthy");
        assertThat(bad.logTailSut()).contains("Unrecognized VM option 'NoSuchThreadbenchOption'");
        assertThat(bad.measureStartedAt()).isNull();
        assertThat(trials.get(1).status()).isEqualTo(RunStatus.SUCCEEDED);
        assertNoChildProcesses();
    }

    @Test
    void aKilledK6FailsTheTrial() {
        quickScenario("engine-k6-killed", 60, List.of());
        Benchmark benchmark = start(List.of("engine-k6-killed"), List.of("helidon-se"));
        long trialId = benchmarks.trials(benchmark.id()).getFirst().id();
        awaitStep(trialId, TrialStep.MEASURING);
        await().atMost(Duration.ofSeconds(30)).until(() -> storedSeconds(trialId, false) >= 1);

        long k6Pid = jdbc.sql("SELECT pid FROM child_process WHERE role = 'k6' AND trial_id = ?")
                .param(trialId)
                .query(Long.class)
                .single();
        ProcessHandle.of(k6Pid).orElseThrow().destroyForcibly();
        Benchmark finished = awaitFinished(benchmark.id());

        Trial trial = benchmarks.trial(trialId);
        assertThat(trial.status()).isEqualTo(RunStatus.FAILED);
        assertThat(trial.error()).isEqualTo("k6 exited with code 137 (killed by signal 9)");
        assertThat(trial.partial()).isTrue();
        assertThat(finished.status()).isEqualTo(RunStatus.FAILED);
        assertThat(Duration.between(trial.measureStartedAt(), trial.finishedAt()))
                .isLessThan(Duration.ofSeconds(45));
        assertNoChildProcesses();
    }
}
