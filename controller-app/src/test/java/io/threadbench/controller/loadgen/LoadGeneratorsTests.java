package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.LoadShape;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Which generator a benchmark gets when it names none, and what each can run: k6 when it is here, else vegeta, which
 * runs arrival rates only; with real binaries where they are found and a {@code K6} that names nothing.
 */
class LoadGeneratorsTests {

    @Test
    void withoutK6ABenchmarkRunsWithVegetaAndSaysWhyK6IsMissing() {
        LoadGenerators generators = generators(new K6Locator(
                null, null, Map.of("K6", "/nonexistent", "PATH", ""), Optional.of(Path.of("/nonexistent-repo"))));
        assertThat(generators.byDefault()).isEqualTo(LoadGeneratorKind.VEGETA);
        assertThat(generators.unavailable(LoadGeneratorKind.K6))
                .hasValueSatisfying(why -> assertThat(why).contains("K6 environment variable", "/nonexistent"));
        assertThat(generators.unavailable(LoadGeneratorKind.VEGETA)).isEmpty();
        assertThat(generators.of(LoadGeneratorKind.VEGETA)).isInstanceOf(VegetaLoadGenerator.class);
    }

    @Test
    void withK6ABenchmarkRunsWithK6() {
        LoadGenerators generators = generators(K6Runs.locator());
        assertThat(generators.byDefault()).isEqualTo(LoadGeneratorKind.K6);
        assertThat(generators.of(LoadGeneratorKind.K6)).isInstanceOf(K6LoadGenerator.class);
    }

    @Test
    void vegetaRunsArrivalRatesOnlyAndK6Everything() {
        for (LoadShape shape : LoadShape.values()) {
            assertThat(LoadGeneratorKind.K6.runs(shape)).isTrue();
            assertThat(LoadGeneratorKind.VEGETA.runs(shape))
                    .as(shape.id())
                    .isEqualTo(shape == LoadShape.CONSTANT_RATE || shape == LoadShape.CAPACITY);
        }
        assertThat(LoadGeneratorKind.fromId("vegeta")).isEqualTo(LoadGeneratorKind.VEGETA);
    }

    private static LoadGenerators generators(K6Locator k6) {
        VegetaLocator vegeta = VegetaRuns.locator();
        return new LoadGenerators(new K6LoadGenerator(k6), new VegetaLoadGenerator(vegeta), k6, vegeta);
    }
}
