package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A lockstep closed loop (issue 42): a Tomcat pool of 2 threads in front of 2 s of work, 4 users. Answers come in
 * bursts, two every other second, so every other second has none. Each of those seconds is stored as a row with
 * zero requests, so per-second figures add up to the requests over the seconds, and the seconds count as stalls.
 */
class StallSecondsTests extends BenchmarkTestSupport {

    private static final int MEASURED_SECONDS = 10;

    @Autowired
    TrialSecondRepository seconds;

    @Autowired
    TrialSummaryService summaries;

    @Test
    void aPoolAnsweringInBurstsStoresEverySecondWithZerosAndItsRatesAddUp() {
        Scenario scenario = Scenario.builder("engine-lockstep-pool")
                .description("engine test: a pool of 2 threads, 4 users, 2 s per request")
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(4)
                .delayMillis(2000)
                .warmupSeconds(1)
                .durationSeconds(MEASURED_SECONDS)
                .serverProperties(Map.of("server.tomcat.threads.max", "2"))
                .jvmOptions(FAST_START)
                .build();
        scenarios.find(scenario.name()).ifPresent(existing -> scenarios.delete(scenario.name()));
        scenarios.create(scenario);
        Benchmark benchmark = awaitFinished(
                start(List.of(scenario.name()), List.of("platform-tomcat")).id());
        Trial trial = benchmarks.trials(benchmark.id()).getFirst();
        assertThat(trial.status()).as(trial.error()).isEqualTo(RunStatus.SUCCEEDED);

        List<TrialSecondRow> measured =
                seconds.read(trial.id()).stream().filter(row -> !row.warmup()).toList();
        assertThat(measured.stream().map(TrialSecondRow::second))
                .as("one row per wall-clock second from the measured run's first")
                .startsWith(0L, 1L, 2L)
                .doesNotHaveDuplicates()
                .hasSizeGreaterThanOrEqualTo(MEASURED_SECONDS);
        assertThat(measured.getLast().second()).isEqualTo(measured.size() - 1L);
        assertThat(storedSeconds(trial.id(), false))
                .as("stored by the recorder, not only filled in on read")
                .isEqualTo(measured.size());
        List<TrialSecondRow> silent = measured.stream()
                .filter(row -> row.requestsOk() + row.requestsError() == 0)
                .toList();
        assertThat(silent).as("seconds in which the pool answered nothing").hasSizeGreaterThanOrEqualTo(3);
        assertThat(silent)
                .as("a second without answers has no latency, and still its telemetry")
                .allSatisfy(row -> {
                    assertThat(row.histogram().getTotalCount()).isZero();
                    assertThat(row.telemetry()).isNotNull();
                });

        Map<String, Double> metrics = summaries.metrics(trial.id());
        long answered = measured.stream()
                .mapToLong(row -> row.requestsOk() + row.requestsError())
                .sum();
        assertThat(metrics.get("requests_ok") + metrics.get("requests_error")).isEqualTo((double) answered);
        double meanSecond = (double) answered / measured.size();
        assertThat(meanSecond)
                .as("about 2 requests every 2 s: 1 req/s, not the 2 of the answered seconds alone")
                .isBetween(0.7, 1.3);
        assertThat(metrics.get("requests_per_second_p50"))
                .as("the median second counts the silent ones")
                .isLessThanOrEqualTo(meanSecond + 1);
        assertThat(metrics.get("stall_seconds_total"))
                .as("the silent seconds were stalls: requests waited through them")
                .isGreaterThanOrEqualTo(3.0);
        assertThat(metrics.get("stall_seconds_longest")).isGreaterThanOrEqualTo(1.0);
    }
}
