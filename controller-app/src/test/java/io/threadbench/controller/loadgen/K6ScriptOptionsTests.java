package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Scenario.Stage;
import io.threadbench.controller.scenario.Workload;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * The k6 options that {@code scenarios/k6/benchmark.js} builds for each load shape, as real k6 reads them
 * ({@code k6 inspect} with the same {@code -e} variables a run gets).
 */
class K6ScriptOptionsTests {

    private static final Pattern GO_DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)(h|ms|m|s|us|µs|ns)");

    private static JsonNode inspect(Scenario scenario, int durationSeconds) throws Exception {
        K6Locator locator = K6Runs.locator();
        List<String> command = new ArrayList<>(List.of(locator.k6Binary().toString(), "inspect"));
        K6Command.environment(
                        new LoadPlan(scenario, "http://127.0.0.1:1", durationSeconds, false, Path.of("unused.log")),
                        null)
                .forEach((name, value) -> command.addAll(List.of("-e", name + "=" + value)));
        command.add(locator.script().toString());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        return new ObjectMapper().readTree(output);
    }

    private static long millis(String goDuration) {
        Matcher matcher = GO_DURATION.matcher(goDuration);
        double total = 0;
        while (matcher.find()) {
            double value = Double.parseDouble(matcher.group(1));
            total += switch (matcher.group(2)) {
                case "h" -> value * 3_600_000;
                case "m" -> value * 60_000;
                case "s" -> value * 1000;
                case "ms" -> value;
                default -> value / 1000;
            };
        }
        return Math.round(total);
    }

    private static List<Integer> targets(JsonNode load) {
        List<Integer> targets = new ArrayList<>();
        load.path("stages").forEach(stage -> targets.add(stage.path("target").asInt()));
        return targets;
    }

    private static long totalMillis(JsonNode load) {
        long total = 0;
        for (JsonNode stage : load.path("stages")) {
            total += millis(stage.path("duration").asString());
        }
        return total;
    }

    @Test
    void constantRateIsAnOpenModelWithPreallocatedVus() throws Exception {
        JsonNode options = inspect(K6Runs.scenario(Workload.EPOCH_MILLIS, LoadShape.CONSTANT_RATE, 60, 200, 20), 20);
        JsonNode load = options.path("scenarios").path("load");
        assertThat(load.path("executor").asString()).isEqualTo("constant-arrival-rate");
        assertThat(load.path("rate").asInt()).isEqualTo(200);
        assertThat(millis(load.path("timeUnit").asString())).isEqualTo(1000);
        assertThat(millis(load.path("duration").asString())).isEqualTo(20_000);
        assertThat(load.path("preAllocatedVUs").asInt()).isEqualTo(60);
        assertThat(load.path("maxVUs").asInt()).isEqualTo(60);
        assertThat(options.path("discardResponseBodies").asBoolean()).isTrue();
        assertThat(options.path("rps").isNull()).isTrue();
    }

    @Test
    void aCapacityStepIsAnArrivalRateWithVusForItsRateAndTheBudgetAsCeiling() throws Exception {
        Scenario step = K6Runs.scenario(
                        Workload.EPOCH_MILLIS, LoadShape.CAPACITY, 1000, null, 5, 100, List.of(), 1000, 3000)
                .atRate(300);
        JsonNode load = inspect(step, 4).path("scenarios").path("load");
        assertThat(load.path("executor").asString()).isEqualTo("constant-arrival-rate");
        assertThat(load.path("rate").asInt()).isEqualTo(300);
        assertThat(millis(load.path("duration").asString())).isEqualTo(4_000);
        // 300 req/s × (100 ms + 50 ms) × 4 + 10: the budget is only the ceiling
        assertThat(load.path("preAllocatedVUs").asInt()).isEqualTo(190);
        assertThat(load.path("maxVUs").asInt()).isEqualTo(1000);
        JsonNode small = inspect(
                        K6Runs.scenario(
                                        Workload.EPOCH_MILLIS,
                                        LoadShape.CAPACITY,
                                        20,
                                        null,
                                        5,
                                        100,
                                        List.of(),
                                        1000,
                                        3000)
                                .atRate(300),
                        4)
                .path("scenarios")
                .path("load");
        assertThat(small.path("preAllocatedVUs").asInt()).isEqualTo(20);
    }

    @Test
    void constantVusIsAClosedLoopWithAnOptionalGlobalRpsCap() throws Exception {
        JsonNode capped = inspect(K6Runs.scenario(Workload.MOVIES_GET, LoadShape.CONSTANT_VUS, 5000, 5000, 300), 10);
        assertThat(capped.path("scenarios").path("load").path("executor").asString())
                .isEqualTo("constant-vus");
        assertThat(capped.path("scenarios").path("load").path("vus").asInt()).isEqualTo(5000);
        assertThat(millis(capped.path("scenarios").path("load").path("duration").asString()))
                .as("the plan's duration")
                .isEqualTo(10_000);
        assertThat(capped.path("rps").asInt()).isEqualTo(5000);
        JsonNode uncapped = inspect(K6Runs.scenario(Workload.CAR, LoadShape.CONSTANT_VUS, 5, null, 5), 5);
        assertThat(uncapped.path("rps").isNull()).isTrue();
    }

    @Test
    void steppedSpikeClimbsInQuartersAndComesBack() throws Exception {
        JsonNode load = inspect(K6Runs.scenario(Workload.CAR, LoadShape.STEPPED_SPIKE, 1000, null, 70), 70)
                .path("scenarios")
                .path("load");
        assertThat(load.path("executor").asString()).isEqualTo("ramping-vus");
        assertThat(targets(load))
                .containsExactly(250, 250, 500, 500, 750, 750, 1000, 1000, 750, 750, 500, 500, 250, 250);
        assertThat(totalMillis(load)).isEqualTo(70_000);
        assertThat(millis(load.path("stages").get(0).path("duration").asString()))
                .as("a quick step")
                .isEqualTo(1000);
    }

    @Test
    void smoothSpikeRampsUpOverHalfAndDownOverTheOtherHalf() throws Exception {
        JsonNode load = inspect(K6Runs.scenario(Workload.CAR, LoadShape.SMOOTH_SPIKE, 20_000, null, 300), 300)
                .path("scenarios")
                .path("load");
        assertThat(targets(load)).containsExactly(20_000, 0);
        assertThat(load.path("stages"))
                .extracting(stage -> millis(stage.path("duration").asString()))
                .containsExactly(150_000L, 150_000L);
    }

    @Test
    void sharpSpikesJumpFiveTimesOverFiveMinutesAndOnceInAShortRun() throws Exception {
        JsonNode load = inspect(K6Runs.scenario(Workload.CAR, LoadShape.SHARP_SPIKES, 20_000, null, 300), 300)
                .path("scenarios")
                .path("load");
        List<Integer> targets = targets(load);
        assertThat(targets).hasSize(20);
        assertThat(targets.stream().filter(target -> target == 20_000).count()).isEqualTo(10);
        assertThat(targets.getFirst()).isEqualTo(20_000);
        assertThat(millis(load.path("stages").get(0).path("duration").asString()))
                .as("a sharp jump")
                .isEqualTo(1000);
        assertThat(totalMillis(load)).isEqualTo(300_000);

        JsonNode shortRun = inspect(K6Runs.scenario(Workload.CAR, LoadShape.SHARP_SPIKES, 10, null, 10), 10)
                .path("scenarios")
                .path("load");
        assertThat(targets(shortRun)).containsExactly(10, 10, 0, 0);
        assertThat(totalMillis(shortRun)).isEqualTo(10_000);
    }

    @Test
    void customStagesAreKeptAndScaledToAShorterWarmup() throws Exception {
        Scenario custom = K6Runs.scenario(
                Workload.EPOCH_MILLIS,
                LoadShape.CUSTOM,
                100,
                null,
                40,
                100,
                List.of(new Stage(10, 100), new Stage(20, 100), new Stage(10, 0)),
                1000,
                3000);
        JsonNode measured = inspect(custom, 40).path("scenarios").path("load");
        assertThat(targets(measured)).containsExactly(100, 100, 0);
        assertThat(measured.path("stages"))
                .extracting(stage -> millis(stage.path("duration").asString()))
                .containsExactly(10_000L, 20_000L, 10_000L);
        JsonNode warmup = inspect(custom, 8).path("scenarios").path("load");
        assertThat(warmup.path("stages"))
                .extracting(stage -> millis(stage.path("duration").asString()))
                .containsExactly(2_000L, 4_000L, 2_000L);
    }
}
