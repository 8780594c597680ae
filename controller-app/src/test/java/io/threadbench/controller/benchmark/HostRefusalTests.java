package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.Scenario;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A trial this host cannot carry (loom-webflux-benchmarks' 40k-VU rows: more connections than local ports and
 * open files here) fails before anything starts, with the settings and values that would do.
 */
class HostRefusalTests extends BenchmarkTestSupport {

    @Test
    void fortyThousandVusAreRefusedBeforeAnythingStarts() {
        Scenario quick = quickScenario("host-40k-vus", 10, FAST_START);
        scenarios.delete(quick.name());
        scenarios.create(Scenario.builder(quick.name())
                .description(quick.description())
                .workload(quick.work().workload())
                .loadShape(quick.load().shape())
                .vus(40_000)
                .thinkTimeMillis(quick.load().thinkTimeMinMillis(), quick.load().thinkTimeMaxMillis())
                .stages(quick.load().stages())
                .delayMillis(quick.work().delayMillis())
                .delayCallDepth(quick.work().delayCallDepth())
                .fanoutCalls(quick.work().fanoutCalls())
                .allocateKilobytes(quick.work().allocateKilobytes())
                .upstream(quick.work().upstream())
                .warmupSeconds(quick.timing().warmupSeconds())
                .durationSeconds(quick.timing().durationSeconds())
                .serverProperties(quick.launch().serverProperties())
                .jvmOptions(quick.launch().jvmOptions())
                .build());

        Benchmark finished = awaitFinished(
                start(List.of("host-40k-vus"), List.of("loom-tomcat")).id());

        Trial trial = benchmarks.trials(finished.id()).getFirst();
        assertThat(trial.status()).isEqualTo(RunStatus.FAILED);
        assertThat(trial.error())
                .startsWith("this host cannot carry the trial: ")
                .contains("open-files limit (ulimit -Hn)");
        assertThat(jdbc.sql("SELECT COUNT(*) FROM child_process WHERE trial_id = ?")
                        .param(trial.id())
                        .query(Long.class)
                        .single())
                .as("nothing was started")
                .isZero();
    }
}
