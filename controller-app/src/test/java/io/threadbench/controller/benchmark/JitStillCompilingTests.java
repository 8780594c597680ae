package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * {@code JIT_STILL_COMPILING} on real SUTs: after the same 3 s warm-up, a JVM with all its JIT tiers is still
 * compiling with C2 while measured and is flagged, with the warm-up it should have had; one held to C1
 * ({@code -XX:TieredStopAtLevel=1}) has compiled what it needs and is not.
 */
class JitStillCompilingTests extends BenchmarkTestSupport {

    @Autowired
    TrialSummaryService summaries;

    @Test
    void fullTiersAfterAShortWarmUpAreFlaggedAndC1OnlyIsNot() {
        scenario("jit-full-tiers", List.of("-XX:+UseSerialGC"));
        scenario("jit-c1-only", FAST_START);

        Benchmark created = start(List.of("jit-full-tiers", "jit-c1-only"), List.of("platform-tomcat"));
        assertThat(awaitFinished(created.id()).status()).isEqualTo(RunStatus.SUCCEEDED);
        List<Trial> trials = benchmarks.trials(created.id());

        Trial fullTiers = trials.getFirst();
        assertThat(fullTiers.flags()).extracting(TrustFlag::code).contains(FlagCode.JIT_STILL_COMPILING.name());
        assertThat(fullTiers.flags().stream()
                        .filter(flag -> flag.is(FlagCode.JIT_STILL_COMPILING))
                        .findFirst()
                        .orElseThrow()
                        .reason())
                .startsWith("the JIT was still compiling while measured: ")
                .contains("a warm-up of 3 s was too short, use ");
        assertThat(summaries.metrics(fullTiers.id()).get("jit_compilation_millis_total"))
                .isGreaterThan(150.0 * 4);

        Trial c1Only = trials.get(1);
        assertThat(c1Only.flags()).extracting(TrustFlag::code).doesNotContain(FlagCode.JIT_STILL_COMPILING.name());
        assertThat(summaries.metrics(c1Only.id())).containsKey("jit_compilation_millis_total");
    }

    private void scenario(String name, List<String> jvmOptions) {
        Scenario scenario = Scenario.builder(name)
                .description("JIT test")
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(LoadShape.CONSTANT_RATE)
                .vus(10)
                .rps(50)
                .delayMillis(0)
                .warmupSeconds(3)
                .durationSeconds(4)
                .jvmOptions(jvmOptions)
                .build();
        scenarios.find(name).ifPresent(existing -> scenarios.delete(name));
        scenarios.create(scenario);
    }
}
