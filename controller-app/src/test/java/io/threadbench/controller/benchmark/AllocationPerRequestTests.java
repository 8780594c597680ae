package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Allocation per request against a known answer: {@code /allocate} with 64 KB allocates 64 arrays of 1,024 bytes,
 * each with a 16-byte header, so at least 65 KiB per request; what the server itself allocates around it (parsing,
 * routing, writing the answer, the telemetry's own JMX reads) stays within {@link #OVERHEAD_KIB}. Checked on a
 * platform-thread, a virtual-thread and a reactive approach: virtual threads allocate in their carriers' TLABs,
 * so their bytes must count too.
 */
class AllocationPerRequestTests extends BenchmarkTestSupport {

    /** 64 × (1,024 + 16) bytes. */
    static final double ALLOCATED_KIB = 64 * 1040 / 1024.0;
    /** The most a request may allocate beyond its arrays (DESIGN §6 has the measured overheads). */
    static final double OVERHEAD_KIB = 48;

    @Autowired
    TrialSummaryService summaries;

    @Test
    void allocating64KbPerRequestMeasuresItOnPlatformVirtualAndReactiveThreads() {
        Scenario scenario = Scenario.builder("allocate-64-kb")
                .description("allocation per request test")
                .workload(Workload.ALLOCATE)
                .loadShape(LoadShape.CONSTANT_RATE)
                .vus(10)
                .rps(50)
                .delayMillis(0)
                .allocateKilobytes(64)
                .warmupSeconds(2)
                .durationSeconds(3)
                .jvmOptions(FAST_START)
                .build();
        scenarios.find(scenario.name()).ifPresent(existing -> scenarios.delete(scenario.name()));
        scenarios.create(scenario);

        Benchmark created = start(List.of(scenario.name()), List.of("platform-tomcat", "loom-tomcat", "webflux-netty"));
        assertThat(awaitFinished(created.id()).status()).isEqualTo(RunStatus.SUCCEEDED);

        for (Trial trial : benchmarks.trials(created.id())) {
            Map<String, Double> metrics = summaries.metrics(trial.id());
            assertThat(metrics.get("allocated_kib_per_request"))
                    .as("%s: KiB allocated per request", trial.variant().label())
                    .isBetween(ALLOCATED_KIB, ALLOCATED_KIB + OVERHEAD_KIB);
        }
        String csv = send("GET", "/api/benchmarks/" + created.id() + "/results.csv", null)
                .body();
        assertThat(csv.lines().findFirst().orElseThrow())
                .as("new metrics come after every older one, so loom-webflux-benchmarks' reader still finds its own")
                .startsWith("scenario,approach,requests_ok,")
                .contains(
                        ",errors_http_other,stall_seconds_total,stall_seconds_longest,allocated_kib_per_request,jit_compilation_millis_total,")
                .endsWith(",repetitions,flagged_repetitions");
    }
}
