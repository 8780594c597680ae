package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.threadbench.controller.metrics.TrialSummaryService;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class BenchmarkCancelTests extends BenchmarkTestSupport {

    @Autowired
    TrialSummaryService summaries;

    @Test
    void cancelMidTrialKeepsItsPartialDataAndCancelsTheRest() {
        quickScenario("engine-cancel", 60, List.of());
        Benchmark benchmark = start(List.of("engine-cancel"), List.of("undertow-raw", "helidon-se"));
        Benchmark queuedBehind = start(List.of("engine-cancel"), List.of("vertx"));
        Benchmark sameAgain = start(List.of("engine-cancel"), List.of("vertx"));
        // generated names say what is compared, and a number tells two alike apart
        assertThat(benchmark.name()).isEqualTo("engine-cancel × undertow-raw vs helidon-se");
        assertThat(queuedBehind.name()).isEqualTo("engine-cancel × vertx");
        assertThat(sameAgain.name()).isEqualTo("engine-cancel × vertx #2");
        assertThat(send("POST", "/api/benchmarks/" + sameAgain.id() + "/cancel", null)
                        .status())
                .isEqualTo(200);
        long trialId = benchmarks.trials(benchmark.id()).getFirst().id();
        awaitStep(trialId, TrialStep.MEASURING);
        await().atMost(Duration.ofSeconds(30)).until(() -> storedSeconds(trialId, false) >= 2);

        assertThat(send("DELETE", "/api/benchmarks/" + benchmark.id(), null).status())
                .isEqualTo(409);
        Response queuedCancel = send("POST", "/api/benchmarks/" + queuedBehind.id() + "/cancel", null);
        assertThat(queuedCancel.json().at("/status").asString()).isEqualTo("CANCELLED");
        Response cancel = send("POST", "/api/benchmarks/" + benchmark.id() + "/cancel", null);
        assertThat(cancel.status()).isEqualTo(200);
        Benchmark finished = awaitFinished(benchmark.id());

        assertThat(finished.status()).isEqualTo(RunStatus.CANCELLED);
        List<Trial> trials = benchmarks.trials(benchmark.id());
        Trial cancelled = trials.get(0);
        assertThat(cancelled.status()).isEqualTo(RunStatus.CANCELLED);
        assertThat(cancelled.partial()).isTrue();
        assertThat(cancelled.error()).isEqualTo("cancelled during the measured run; its data so far is kept");
        assertThat(Duration.between(cancelled.measureStartedAt(), cancelled.finishedAt()))
                .isLessThan(Duration.ofSeconds(40));
        assertThat(storedSeconds(trialId, false)).isGreaterThanOrEqualTo(2);
        assertThat(summaries.metrics(trialId).get("requests_ok")).isPositive();
        assertThat(trials.get(1).status()).isEqualTo(RunStatus.CANCELLED);
        assertThat(trials.get(1).startedAt()).isNull();
        assertThat(benchmarks.trials(queuedBehind.id()))
                .extracting(Trial::status)
                .containsOnly(RunStatus.CANCELLED);
        assertThat(send("POST", "/api/benchmarks/" + benchmark.id() + "/cancel", null)
                        .status())
                .isEqualTo(409);
        assertNoChildProcesses();

        assertThat(send("DELETE", "/api/benchmarks/" + benchmark.id(), null).status())
                .isEqualTo(204);
        assertThat(send("GET", "/api/trials/" + trialId, null).status()).isEqualTo(404);
        assertThat(storedSeconds(trialId, false)).isZero();
    }
}
