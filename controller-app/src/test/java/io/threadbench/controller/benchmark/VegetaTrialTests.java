package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * A whole trial whose load vegeta puts, against the real SUT: its stored seconds count every request vegeta reports
 * for the warm-up and the measured run, run on without a gap from one into the other, and the benchmark says which
 * generator it used; a closed-loop scenario asked of vegeta is refused in words, field by field.
 */
class VegetaTrialTests extends BenchmarkTestSupport {

    @Autowired
    TrialSecondRepository seconds;

    @Autowired
    TrialFolders folders;

    @Test
    void aConstantRateTrialStoresEveryRequestVegetaReportsWithoutAGapAtTheWarmUp() {
        Scenario scenario = Scenario.builder("vegeta-constant-rate")
                .description("engine test")
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(LoadShape.CONSTANT_RATE)
                .vus(10)
                .rps(40)
                .delayMillis(10)
                .warmupSeconds(2)
                .durationSeconds(3)
                .jvmOptions(FAST_START)
                .build();
        scenarios.find(scenario.name()).ifPresent(existing -> scenarios.delete(scenario.name()));
        scenarios.create(scenario);
        Benchmark benchmark = benchmarks.create(BenchmarkRequest.builder()
                .scenarios(List.of(scenario.name()))
                .approaches(List.of("undertow-raw"))
                .loadGenerator("vegeta")
                .build());
        awaitFinished(benchmark.id());
        Trial trial = benchmarks.trials(benchmark.id()).getFirst();
        assertThat(trial.status()).as("trial error: %s", trial.error()).isEqualTo(RunStatus.SUCCEEDED);

        List<TrialSecondRow> stored = seconds.read(trial.id());
        Path folder = folders.of(trial.id());
        long warmupReported = reported(folder.resolve("k6-warmup-summary.json"));
        long measuredReported = reported(folder.resolve("k6-summary.json"));
        long warmupStored = requests(stored, true);
        long measuredStored = requests(stored, false);
        System.out.println("vegeta reported " + warmupReported + " + " + measuredReported + ", stored " + warmupStored
                + " + " + measuredStored + " in seconds "
                + stored.stream()
                        .map(row -> row.second() + (row.warmup() ? "w" : ""))
                        .toList());
        assertThat(measuredReported).as("40 requests/s for 3 s").isBetween(118L, 121L);
        assertThat(measuredStored).isEqualTo(measuredReported);
        assertThat(warmupStored).isEqualTo(warmupReported);
        assertThat(stored.stream().mapToLong(TrialSecondRow::requestsError).sum())
                .isZero();
        List<Long> epochSeconds =
                stored.stream().map(TrialSecondRow::epochSecond).toList();
        assertThat(epochSeconds)
                .as("warm-up and measured seconds one after another")
                .containsExactlyElementsOf(LongStream.rangeClosed(epochSeconds.getFirst(), epochSeconds.getLast())
                        .boxed()
                        .toList());
        assertThat(stored.getFirst().warmup()).isTrue();
        assertThat(stored.getLast().warmup()).isFalse();
        assertThat(benchmarks.runSettings(benchmark.id()).loadGenerator().id()).isEqualTo("vegeta");
        assertThat(send("GET", "/api/benchmarks/" + benchmark.id(), null)
                        .json()
                        .path("loadGenerator")
                        .asString())
                .isEqualTo("vegeta");
        assertNoChildProcesses();
    }

    @Test
    void aClosedLoopScenarioAskedOfVegetaIsRefusedSayingItNeedsK6() {
        quickScenario("vegeta-closed-loop", 2, List.of());
        assertThatThrownBy(() -> benchmarks.create(BenchmarkRequest.builder()
                        .scenarios(List.of("vegeta-closed-loop"))
                        .approaches(List.of("undertow-raw"))
                        .loadGenerator("vegeta")
                        .build()))
                .isInstanceOfSatisfying(
                        ValidationException.class,
                        e -> assertThat(e.fieldErrors()).singleElement().satisfies(error -> {
                            assertThat(error.field()).isEqualTo("loadGenerator");
                            assertThat(error.message())
                                    .contains("'vegeta-closed-loop'", "constant-vus", "needs k6", "choose k6");
                        }));
        Response unknown = send(
                "POST",
                "/api/benchmarks",
                "{\"scenarios\": [\"vegeta-closed-loop\"], \"approaches\": [\"undertow-raw\"], \"loadGenerator\": \"wrk\"}");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.body()).contains("loadGenerator", "unknown load generator 'wrk'", "k6, vegeta");
    }

    private static long requests(List<TrialSecondRow> rows, boolean warmup) {
        return rows.stream()
                .filter(row -> row.warmup() == warmup)
                .mapToLong(row -> row.requestsOk() + row.requestsError())
                .sum();
    }

    private static long reported(Path report) {
        JsonNode json = JSON.readTree(report.toFile());
        assertThat(json.path("requests").isNumber())
                .as("requests in %s", report)
                .isTrue();
        return json.path("requests").asLong();
    }
}
