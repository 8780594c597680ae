package io.threadbench.controller.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every file in {@code scenarios/*.yaml} is a valid scenario, and the promised ones are there. */
class ShippedScenariosTests {

    static Stream<Path> shippedFiles() throws IOException {
        try (Stream<Path> files = Files.list(ScenarioTestSupport.scenariosDir())) {
            return files.filter(file -> file.toString().endsWith(".yaml")).sorted().toList().stream();
        }
    }

    private static Map<String, Scenario> shipped() throws IOException {
        return shippedFiles()
                .map(ShippedScenariosTests::read)
                .collect(Collectors.toMap(Scenario::name, Function.identity()));
    }

    private static Scenario read(Path file) {
        try {
            List<Scenario> scenarios = ScenarioCodec.fromYaml(Files.readString(file));
            assertThat(scenarios).as(file.toString()).hasSize(1);
            return scenarios.getFirst();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest
    @MethodSource("shippedFiles")
    void fileIsAValidScenarioNamedLikeTheFile(Path file) {
        Scenario scenario = read(file);

        assertThat(ScenarioValidator.check(scenario)).as(file.toString()).isEmpty();
        assertThat(scenario.name() + ".yaml").isEqualTo(file.getFileName().toString());
        assertThat(scenario.description()).hasSizeGreaterThan(30).doesNotContain("\n");
    }

    @Test
    void smoketestIsSmall() throws IOException {
        Scenario smoke = shipped().get("smoketest");

        assertThat(smoke.work().workload()).isEqualTo(Workload.EPOCH_MILLIS);
        assertThat(smoke.load().shape()).isEqualTo(LoadShape.CONSTANT_VUS);
        assertThat(List.of(
                        smoke.load().vus(),
                        smoke.timing().durationSeconds(),
                        smoke.timing().warmupSeconds(),
                        smoke.work().delayMillis()))
                .containsExactly(5, 5, 2, 100);
    }

    @Test
    void everyWorkloadHasALightConstantRateScenario() throws IOException {
        Map<String, Scenario> shipped = shipped();

        for (Workload workload : Workload.values()) {
            assertThat(shipped.values()).as(workload.id()).anySatisfy(s -> {
                assertThat(s.work().workload()).isEqualTo(workload);
                assertThat(s.load().shape()).isEqualTo(LoadShape.CONSTANT_RATE);
                assertThat(s.load().rps()).isBetween(50, 300);
                assertThat(s.plannedSeconds()).isLessThanOrEqualTo(30);
            });
        }
    }

    @Test
    void loomWebfluxBenchmarksDefaultsKeepTheirRealSizes() throws IOException {
        Map<String, Scenario> shipped = shipped();

        assertThat(shipped.get("5k-vus-and-rps-get-time")).satisfies(s -> {
            assertThat(List.of(
                            s.load().vus(),
                            s.load().rps(),
                            s.work().delayMillis(),
                            s.timing().warmupSeconds(),
                            s.timing().durationSeconds()))
                    .containsExactly(5000, 5000, 100, 10, 180);
            assertThat(s.description()).contains("big machines");
        });
        assertThat(shipped.get("10k-vus-and-rps-get-movies-call-depth-1").work().delayCallDepth())
                .isEqualTo(1);
        assertThat(shipped.get("20k-vus-stepped-spike-get-movies").load().shape())
                .isEqualTo(LoadShape.STEPPED_SPIKE);
        assertThat(shipped.get("20k-vus-smooth-spike-get-post-movies-call-depth-2"))
                .satisfies(s -> {
                    assertThat(s.load().shape()).isEqualTo(LoadShape.SMOOTH_SPIKE);
                    assertThat(s.work().workload()).isEqualTo(Workload.MOVIES_GET_POST);
                    assertThat(List.of(
                                    s.load().vus(),
                                    s.work().delayCallDepth(),
                                    s.timing().durationSeconds()))
                            .containsExactly(20000, 2, 180);
                });
        assertThat(shipped.get("20k-vus-sharp-spikes-get-post-movies-call-depth-1")
                        .load()
                        .shape())
                .isEqualTo(LoadShape.SHARP_SPIKES);
    }

    @Test
    void publishedComparisonsAreModelled() throws IOException {
        Map<String, Scenario> shipped = shipped();

        assertThat(shipped.get("tomcat-10-threads-slow-upstream")).satisfies(s -> {
            assertThat(s.launch().serverProperties()).containsEntry("server.tomcat.threads.max", "10");
            assertThat(s.load().vus()).isEqualTo(20);
            assertThat(s.work().upstream()).isEqualTo(Upstream.SEPARATE);
            assertThat(s.work().delayMillis()).isGreaterThanOrEqualTo(1000);
        });
        assertThat(shipped.get("fanout-3-parallel-calls").work().fanoutCalls()).isEqualTo(3);
        assertThat(shipped.get("allocate-500-connections")).satisfies(s -> {
            assertThat(s.work().workload()).isEqualTo(Workload.ALLOCATE);
            assertThat(s.load().vus()).isEqualTo(500);
        });
        assertThat(shipped.get("car-raw-json")).satisfies(s -> {
            assertThat(s.work().workload()).isEqualTo(Workload.CAR);
            assertThat(s.work().delayMillis()).isZero();
        });
    }
}
