package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.contract.SutHttp;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Scenario.Stage;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.scenario.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class K6CommandTests {

    private final Scenario custom = Scenario.builder("ramp")
            .workload(Workload.FANOUT)
            .loadShape(LoadShape.CUSTOM)
            .vus(100)
            .stages(List.of(new Stage(10, 100), new Stage(20, 0)))
            .delayMillis(100)
            .delayCallDepth(2)
            .fanoutCalls(5)
            .warmupSeconds(3)
            .durationSeconds(30)
            .build();

    @Test
    void passesThePlanAsScriptVariablesAndSamplesAsJsonOnStandardOutput() {
        LoadPlan plan = new LoadPlan(custom, "http://127.0.0.1:4321", 3, true, Path.of("/logs/k6-warmup.log"));
        List<String> arguments = K6Command.of(
                        Path.of("/bin/k6"),
                        Path.of("/repo/benchmark.js"),
                        plan,
                        Path.of("/logs/k6-warmup-summary.json"))
                .arguments();

        assertThat(arguments.subList(0, 5)).containsExactly("/bin/k6", "run", "--out", "json=-", "--quiet");
        assertThat(arguments)
                .contains(
                        "--system-tags=status,expected_response,error_code,error", "--address=", "--log-output=stderr");
        assertThat(arguments.getLast()).isEqualTo("/repo/benchmark.js");
        assertThat(arguments)
                .containsSubsequence(
                        "-e",
                        "TB_BASE_URL=http://127.0.0.1:4321",
                        "-e",
                        "TB_WORKLOAD=fanout",
                        "-e",
                        "TB_LOAD_SHAPE=custom",
                        "-e",
                        "TB_DURATION_SECONDS=3",
                        "-e",
                        "TB_VUS=100",
                        "-e",
                        "TB_THINK_TIME_MIN_MILLIS=1000",
                        "-e",
                        "TB_THINK_TIME_MAX_MILLIS=3000",
                        "-e",
                        "TB_STAGES=10:100,20:0",
                        "-e",
                        "TB_DELAY_MILLIS=100",
                        "-e",
                        "TB_DELAY_CALL_DEPTH=2",
                        "-e",
                        "TB_FANOUT_CALLS=5",
                        "-e",
                        "TB_ALLOCATE_KILOBYTES=64",
                        "-e",
                        "TB_SUMMARY_FILE=/logs/k6-warmup-summary.json");
        assertThat(arguments).noneMatch(argument -> argument.startsWith("TB_RPS="));
    }

    @Test
    void aPausedK6WaitsWithItsApiOnALoopbackPort() {
        LoadPlan plan = new LoadPlan(custom, "http://127.0.0.1:4321", 3, true, Path.of("/logs/k6-warmup.log"));
        List<String> arguments = K6Command.paused(
                        Path.of("/bin/k6"),
                        Path.of("/repo/benchmark.js"),
                        plan,
                        Path.of("/logs/k6-warmup-summary.json"),
                        6789)
                .arguments();

        assertThat(arguments)
                .contains("--paused", "--address=127.0.0.1:6789", "--out", "json=-")
                .doesNotContain("--address=");
        assertThat(arguments.getLast()).isEqualTo("/repo/benchmark.js");
    }

    @Test
    void addsTheRateOnlyWhenTheScenarioHasOne() {
        Scenario rate = Scenario.builder("r")
                .workload(Workload.CAR)
                .loadShape(LoadShape.CONSTANT_RATE)
                .vus(10)
                .rps(250)
                .durationSeconds(5)
                .build();
        assertThat(K6Command.environment(new LoadPlan(rate, "http://h", 5, false, Path.of("k6.log")), null))
                .containsEntry("TB_RPS", "250")
                .doesNotContainKeys("TB_STAGES", "TB_SUMMARY_FILE");
    }

    /** The script calls the SUT by the contract's paths and query parameters, and by no other path. */
    @Test
    void theScriptCallsTheSutByTheContractsPathsAndParameters() throws IOException {
        String script = Files.readString(Path.of(System.getProperty("threadbench.repo"), K6Locator.SCRIPT_IN_REPO));

        assertThat(script)
                .contains(
                        "${BASE_URL}" + SutHttp.EPOCH_MILLIS + "?${DELAY}",
                        "${BASE_URL}" + SutHttp.MOVIES + "?" + SutHttp.DIRECTOR + "=",
                        "${BASE_URL}" + SutHttp.MOVIES + "?${DELAY}",
                        "${BASE_URL}" + SutHttp.FANOUT + "?" + SutHttp.CALLS + "=",
                        "${BASE_URL}" + SutHttp.ALLOCATE + "?" + SutHttp.KILOBYTES + "=",
                        "${BASE_URL}" + SutHttp.CAR + "?${DELAY}",
                        "${BASE_URL}" + SutHttp.PINNING + "?" + SutHttp.PINNING_MODE + "=",
                        "`" + SutHttp.DELAY_MILLIS + "=${DELAY_MILLIS}&" + SutHttp.DELAY_CALL_DEPTH
                                + "=${DELAY_CALL_DEPTH}`");
        assertThat(Pattern.compile("\\$\\{BASE_URL}(/[a-z-]+)")
                        .matcher(script)
                        .results()
                        .map(match -> match.group(1)))
                .isSubsetOf(
                        SutHttp.EPOCH_MILLIS,
                        SutHttp.MOVIES,
                        SutHttp.FANOUT,
                        SutHttp.ALLOCATE,
                        SutHttp.CAR,
                        SutHttp.PINNING);
    }

    /** The variable names are written twice, here and in the script: this pins the two lists together. */
    @Test
    void theScriptReadsEveryVariableTheCommandSetsAndNoOther() throws IOException {
        String script = Files.readString(Path.of(System.getProperty("threadbench.repo"), K6Locator.SCRIPT_IN_REPO));
        Set<String> read = Pattern.compile("(?:text|whole)\\('(TB_[A-Z_]+)'")
                .matcher(script)
                .results()
                .map(match -> match.group(1))
                .collect(Collectors.toCollection(TreeSet::new));
        Scenario requests = ScenarioCodec.fromJson("""
                {"name": "own", "workload": "requests", "loadShape": "constant-rate", "rps": 5, "vus": 2,
                 "durationSeconds": 3, "requests": [{"method": "GET", "path": "/car"}]}""");

        Set<String> set = new TreeSet<>();
        set.addAll(K6Command.environment(new LoadPlan(custom, "http://h", 3, true, Path.of("k6.log")), Path.of("s"))
                .keySet());
        set.addAll(K6Command.environment(new LoadPlan(requests, "http://h", 3, false, Path.of("k6.log")), null)
                .keySet());

        assertThat(read).hasSizeGreaterThan(10);
        assertThat(set).isEqualTo(read);
    }

    @Test
    void keepsTheSummaryNextToTheLog() {
        assertThat(K6LoadGenerator.summaryFileFor(Path.of("/t/7/k6-measure.log")))
                .isEqualTo(Path.of("/t/7/k6-measure-summary.json"));
        assertThat(K6LoadGenerator.summaryFileFor(Path.of("k6"))).isEqualTo(Path.of("k6-summary.json"));
    }
}
