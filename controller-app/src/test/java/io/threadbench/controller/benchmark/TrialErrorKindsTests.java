package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** A SUT killed during the measured run: the trial fails, and its seconds and diagnostics say connections were refused. */
class TrialErrorKindsTests extends BenchmarkTestSupport {

    @Autowired
    TrialSecondRepository seconds;

    @Autowired
    TrialRepository trials;

    @Test
    void aSutKilledMidRunLeavesRefusedConnectionsInItsSecondsAndTheirFirstMessage() {
        quickScenario("engine-sut-killed", 60, List.of());
        Benchmark benchmark = start(List.of("engine-sut-killed"), List.of("undertow-raw"));
        long trialId = benchmarks.trials(benchmark.id()).getFirst().id();
        awaitStep(trialId, TrialStep.MEASURING);
        await().atMost(Duration.ofSeconds(30)).until(() -> storedSeconds(trialId, false) >= 1);

        long sutPid = jdbc.sql("SELECT pid FROM child_process WHERE role = 'sut' AND trial_id = ?")
                .param(trialId)
                .query(Long.class)
                .single();
        ProcessHandle.of(sutPid).orElseThrow().destroyForcibly();
        awaitFinished(benchmark.id());

        Trial trial = benchmarks.trial(trialId);
        assertThat(trial.status()).isEqualTo(RunStatus.FAILED);
        assertThat(trial.error()).startsWith("the SUT exited during the measured run");
        List<TrialSecondRow> stored = seconds.read(trialId);
        long refused = stored.stream()
                .filter(row -> row.errorKinds() != null)
                .mapToLong(row -> row.errorKinds().getOrDefault(ErrorKind.REFUSED, 0L))
                .sum();
        long errors = stored.stream().mapToLong(TrialSecondRow::requestsError).sum();
        long kinds = stored.stream()
                .filter(row -> row.errorKinds() != null)
                .flatMap(row -> row.errorKinds().values().stream())
                .mapToLong(Long::longValue)
                .sum();
        assertThat(refused).as("requests after the kill").isPositive();
        assertThat(stored.stream().filter(row -> !row.warmup()).count())
                .as("k6 stopped soon after the SUT exited, not after the 60 planned seconds")
                .isLessThan(30);
        assertThat(kinds).as("every failed request has a kind").isEqualTo(errors);
        assertThat(trials.diagnostics(trialId).orElseThrow().firstErrors())
                .hasEntrySatisfying("refused", message -> assertThat(message).contains("connection refused"));
        assertNoChildProcesses();
    }
}
