package io.threadbench.controller.sut;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.variant.Variant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LaunchSpecTests {

    private final Scenario scenario = ScenarioCodec.fromJson("""
            {"name": "spec", "workload": "epoch-millis", "loadShape": "constant-vus", "vus": 2, "durationSeconds": 3,
             "jvmOptions": ["-Xmx256m", "-XX:+UseSerialGC"],
             "serverProperties": {"server.tomcat.threads.max": "10", "spring.threads.virtual.enabled": "false"}}""");
    private final Variant variant = new Variant(
            "small-heap-virtual",
            "",
            "loom-tomcat",
            null,
            null,
            List.of("-Xmx128m"),
            Map.of("spring.threads.virtual.enabled", "true"),
            Map.of(),
            null,
            null);

    @Test
    void theScenariosOptionsComeFirstAndTheVariantsLast() {
        LaunchSpec spec = LaunchSpec.of(scenario, variant);

        assertThat(spec.jvmOptions()).containsExactly("-Xmx256m", "-XX:+UseSerialGC", "-Xmx128m");
        assertThat(spec.scenarioProperties())
                .containsExactly(
                        Map.entry("server.tomcat.threads.max", "10"),
                        Map.entry("spring.threads.virtual.enabled", "false"));
        assertThat(spec.variantProperties()).containsExactly(Map.entry("spring.threads.virtual.enabled", "true"));
    }

    @Test
    void theVariantsPropertyWinsOverTheScenariosOfTheSameKey() {
        assertThat(LaunchSpec.of(scenario, variant).serverProperties())
                .containsExactly(
                        Map.entry("server.tomcat.threads.max", "10"),
                        Map.entry("spring.threads.virtual.enabled", "true"));
    }
}
