package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.TrialSummaryService;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class BenchmarkLifecycleTests extends BenchmarkTestSupport {

    @Autowired
    TrialSummaryService summaries;

    @Test
    void runsEveryTrialThroughItsStepsAndStoresSecondsAndMetrics() {
        quickScenario("engine-lifecycle", 3, List.of("-Xmx256m"));

        Benchmark created = start(List.of("engine-lifecycle"), List.of("helidon-se", "vertx"));
        assertThat(created.status()).isEqualTo(RunStatus.QUEUED);
        Benchmark finished = awaitFinished(created.id());

        assertThat(finished.status()).isEqualTo(RunStatus.SUCCEEDED);
        assertThat(finished.error()).isNull();
        assertThat(finished.startedAt()).isAfterOrEqualTo(finished.createdAt());
        assertThat(finished.finishedAt()).isAfter(finished.startedAt());
        assertThat(finished.environment().jdkVersion())
                .startsWith(Runtime.version().feature() + "");
        assertThat(finished.environment().k6Version()).startsWith("v1.");
        assertThat(finished.environment().jvmOptions()).endsWith("-Xmx256m");

        List<Trial> trials = benchmarks.trials(created.id());
        assertThat(trials).extracting(Trial::label).containsExactly("helidon-se", "vertx");
        for (Trial trial : trials) {
            assertThat(trial.status())
                    .as("trial %d: %s", trial.id(), trial.error())
                    .isEqualTo(RunStatus.SUCCEEDED);
            assertThat(trial.partial()).isFalse();
            assertThat(trial.snapshot().work().delayMillis()).isEqualTo(20);
            assertThat(trial.warmupStartedAt()).isBefore(trial.measureStartedAt());
            assertThat(trial.logTailSut()).isNotBlank();
            assertThat(trial.logTailK6()).isNotBlank();
            assertThat(trial.sutInfo().command())
                    .contains(
                            "--enable-native-access=ALL-UNNAMED",
                            "-Xmx256m",
                            "--approach=" + trial.label(),
                            "--server.port=" + trial.sutInfo().port());
            assertThat(trial.sutInfo().upstreamPort()).isNull();

            List<String> steps = events.ofTrial(trial.id()).stream()
                    .filter(event -> event.step() != null)
                    .map(StatusEvent::step)
                    .toList();
            assertThat(steps).containsExactly("starting-sut", "preflight", "warmup", "measuring", "stopping");
            assertThat(events.ofTrial(trial.id()).getLast().status()).isEqualTo(RunStatus.SUCCEEDED);

            assertThat(storedSeconds(trial.id(), true)).isBetween(1, 4);
            assertThat(storedSeconds(trial.id(), false)).isBetween(3, 5);
            // one row per wall-clock second, numbered from the measured start: no second shared by the warm-up and
            // the measured run, and no numbers skipped at the boundary
            List<Map<String, Object>> rows = jdbc.sql(
                            "SELECT second, epoch_second, warmup FROM trial_second WHERE trial_id = ? ORDER BY second")
                    .param(trial.id())
                    .query()
                    .listOfRows();
            assertThat(rows)
                    .extracting(row ->
                            ((Number) row.get("epoch_second")).longValue() - ((Number) row.get("second")).longValue())
                    .as("epoch_second - second, the measured start, for every row of trial %d", trial.id())
                    .containsOnly(trial.measureStartedAt().getEpochSecond());
            assertThat(rows).extracting(row -> row.get("epoch_second")).doesNotHaveDuplicates();
            long lastWarmup = rows.stream()
                    .filter(row -> ((Number) row.get("warmup")).intValue() == 1)
                    .mapToLong(row -> ((Number) row.get("second")).longValue())
                    .max()
                    .orElseThrow();
            assertThat(lastWarmup).isBetween(-2L, -1L);
            assertThat(events.seconds.stream().filter(event -> event.trialId() == trial.id()))
                    .isNotEmpty();

            Map<String, Double> metrics = summaries.metrics(trial.id());
            assertThat(metrics.get("requests_ok")).isGreaterThan(50.0); // 3 VUs × ~40 req/s × 3 s
            assertThat(metrics.get("requests_error")).isZero();
            assertThat(metrics.get("latency_millis_p50")).isBetween(20.0, 200.0);
            assertThat(metrics).containsKeys(MetricNames.REFERENCE.toArray(String[]::new));
        }
        assertThat(trials.get(1).startedAt())
                .as("trials never overlap")
                .isAfterOrEqualTo(trials.get(0).finishedAt());
        assertNoChildProcesses();
        assertThat(events.status).anySatisfy(event -> {
            assertThat(event.benchmarkId()).isEqualTo(created.id());
            assertThat(event.trialId()).isNull();
            assertThat(event.status()).isEqualTo(RunStatus.SUCCEEDED);
        });
    }
}
