package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.threadbench.controller.metrics.MetricCatalogTests;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Why a model wins, through a whole real trial: the pinning workload on loom-tomcat with the SUT's flight
 * recorder streamed gives pinned time per second in storage and on the page's series, summary metrics, the
 * pinned stacks on the trial and the lanes in report.html; with the switch off, none of it, and the reason.
 */
class JfrTrialTests extends BenchmarkTestSupport {

    @Autowired
    TrialSummaryService summaries;

    @Autowired
    TrialRepository trials;

    @Test
    void aPinningTrialStoresPinnedTimeCarriersAndStacksAndTheReportDrawsTheLanes() {
        pinningScenario("jfr-pinning");
        Benchmark created = benchmarks.create(request("jfr-pinning", true));
        Benchmark finished = awaitFinished(created.id());
        assertThat(finished.status()).isEqualTo(RunStatus.SUCCEEDED);
        Trial trial = benchmarks.trials(created.id()).getFirst();

        Map<String, Double> metrics = summaries.metrics(trial.id());
        MetricCatalogTests.assertDefined(metrics);
        JsonNode seconds = send("GET", "/benchmarks/" + created.id() + "/trials/" + trial.id() + "/seconds", null)
                .json();
        List<JsonNode> measured = seconds.valueStream()
                .filter(second -> !second.get("warmup").asBoolean())
                .toList();
        assertThat(measured)
                .allSatisfy(second -> assertThat(second.get("errorKinds").size())
                        .as("no failed requests")
                        .isZero());
        // on a busy machine the stream may start after the first second: those seconds have no figures, never 0
        List<JsonNode> streamed = measured.stream()
                .filter(second -> second.get("telemetry").has("pinnedEvents"))
                .toList();
        assertThat(streamed)
                .as("streamed seconds")
                .hasSizeGreaterThanOrEqualTo(2)
                .contains(measured.getLast());
        // every request pins its carrier once for its 20 ms; the SUT's and k6's seconds may split a request apart
        double requests = streamed.stream()
                .mapToDouble(s -> s.get("requestsOk").asDouble())
                .sum();
        double pinned = streamed.stream()
                .mapToDouble(s -> s.get("telemetry").get("pinnedEvents").asDouble())
                .sum();
        assertThat(pinned).isEqualTo(metrics.get("pinned_events")).isCloseTo(requests, withinPercentage(25));
        assertThat(metrics.get("pinned_millis_total")).isGreaterThanOrEqualTo(pinned * 19);
        assertThat(metrics.get("pinned_millis_max")).isGreaterThanOrEqualTo(19.0);
        assertThat(streamed.getLast().get("telemetry").get("carrierParallelism").asInt())
                .isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(metrics).containsKeys("carrier_queued_max", "carrier_pool_size_max", "gc_pause_millis_total");
        assertThat(metrics).containsEntry("errors_refused", 0.0).containsEntry("errors_http_5xx", 0.0);

        TrialDiagnostics diagnostics = trials.diagnostics(trial.id()).orElseThrow();
        assertThat(diagnostics.firstErrors()).isEmpty();
        assertThat(diagnostics.jfr().unavailableReason()).isNull();
        assertThat(diagnostics.jfr().topPinned().getFirst().frames().getFirst())
                .startsWith("io.threadbench.sut.pinning.NativeCallbackWait");

        Response report = send("GET", "/benchmarks/" + created.id() + "/report.html", null);
        assertThat(report.status()).isEqualTo(200);
        assertThat(report.body())
                .contains("data-chart=\"pinning-" + trial.id() + "\"")
                .contains("data-chart=\"gc-pauses-" + trial.id() + "\"");
        Response page = send("GET", "/benchmarks/" + created.id(), null);
        assertThat(page.body()).contains("Where virtual threads pinned longest").contains("NativeCallbackWait");
    }

    @Test
    void withTheSwitchOffNothingIsStreamedAndTheTrialSaysSo() {
        pinningScenario("jfr-off");
        Benchmark created = benchmarks.create(request("jfr-off", false));
        assertThat(awaitFinished(created.id()).status()).isEqualTo(RunStatus.SUCCEEDED);
        Trial trial = benchmarks.trials(created.id()).getFirst();

        Map<String, Double> metrics = summaries.metrics(trial.id());
        assertThat(metrics).doesNotContainKeys("pinned_events", "pinned_millis_total", "gc_pause_millis_max");
        assertThat(metrics).as("read over JMX, not the flight recorder").containsKey("carrier_queued_max");
        assertThat(trials.diagnostics(trial.id()).orElseThrow().jfr().unavailableReason())
                .isEqualTo("JFR stream switched off for this benchmark");
        // the pinning lane keeps the queued virtual threads, read over JMX; the flight recorder's lines are gone
        assertThat(send("GET", "/benchmarks/" + created.id() + "/report.html", null)
                        .body())
                .contains("data-chart=\"pinning-" + trial.id() + "\"")
                .contains("queued virtual threads")
                .doesNotContain("pinned ms per s")
                .doesNotContain("data-chart=\"gc-pauses-");
    }

    private static BenchmarkRequest request(String scenario, boolean jfr) {
        return BenchmarkRequest.builder()
                .scenarios(List.of(scenario))
                .approaches(List.of("loom-tomcat"))
                .repetitions(1)
                .jfr(jfr)
                .build();
    }

    private void pinningScenario(String name) {
        Scenario scenario = Scenario.builder(name)
                .description("JFR test")
                .workload(Workload.PINNING_NATIVE)
                .loadShape(LoadShape.CONSTANT_RATE)
                .vus(10)
                .rps(20)
                .delayMillis(20)
                .warmupSeconds(1)
                .durationSeconds(3)
                .jvmOptions(FAST_START)
                .build();
        scenarios.find(name).ifPresent(existing -> scenarios.delete(name));
        scenarios.create(scenario);
    }
}
