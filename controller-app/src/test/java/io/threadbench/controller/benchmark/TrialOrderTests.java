package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.TrialRepository.Planned;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrialOrderTests {

    private static Scenario scenario(String name) {
        return Scenario.builder(name)
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(5)
                .delayMillis(100)
                .warmupSeconds(1)
                .durationSeconds(3)
                .build();
    }

    @Test
    void interleavesApproachesWithinEachScenarioAndRotatesThemPerRepetition() {
        List<Planned> trials = TrialOrder.of(
                List.of(scenario("s1"), scenario("s2")),
                List.of(Variant.builtin(Approach.PLATFORM_TOMCAT, null), Variant.builtin(Approach.LOOM_TOMCAT, null)),
                2);

        assertThat(trials)
                .extracting(trial -> trial.repetition() + ":" + trial.snapshot().name() + "×"
                        + trial.variant().label())
                .containsExactly(
                        "1:s1×platform-tomcat",
                        "1:s1×loom-tomcat",
                        "1:s2×platform-tomcat",
                        "1:s2×loom-tomcat",
                        "2:s1×loom-tomcat",
                        "2:s1×platform-tomcat",
                        "2:s2×loom-tomcat",
                        "2:s2×platform-tomcat");
        assertThat(trials).extracting(Planned::seq).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
    }
}
