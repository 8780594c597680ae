package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.threadbench.controller.TestHttp;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.scenario.Workload;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The controller on a random port with a real SQLite file in a temp folder, the real SUT jar and real k6.
 * All subclasses share one context (and so one orchestrator); each test waits for its benchmarks to end.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Import(RecordedEvents.class)
public abstract class BenchmarkTestSupport {

    public static final Path HOME = TestHttp.tempFolder("threadbench-engine-tests");
    public static final JsonMapper JSON = JsonMapper.builder().build();
    public static final Duration FINISH_TIMEOUT = Duration.ofSeconds(300);
    /** JVM options that shorten the SUT's start on a busy 2-core machine (tests measure behaviour, not speed). */
    public static final List<String> FAST_START = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private final HttpClient http = HttpClient.newHttpClient();

    @LocalServerPort
    public int port;

    @Autowired
    public BenchmarkService benchmarks;

    @Autowired
    public ScenarioService scenarios;

    @Autowired
    public JdbcClient jdbc;

    @Autowired
    public RecordedEvents events;

    @DynamicPropertySource
    public static void properties(DynamicPropertyRegistry registry) {
        registry.add("threadbench.home", HOME::toString);
        registry.add(
                "threadbench.database", () -> HOME.resolve("threadbench.db").toString());
        registry.add(
                "threadbench.scenarios-dir",
                () -> HOME.resolve("no-default-scenarios").toString());
    }

    /**
     * A small constant-VUs scenario on /epoch-millis: 3 VUs, a 20 ms delay, 1 s warm-up, {@code seconds} measured.
     * Saved (replacing an earlier one of the same name). The SUT gets {@link #FAST_START} options first.
     */
    public Scenario quickScenario(String name, int seconds, List<String> jvmOptions) {
        List<String> options = new java.util.ArrayList<>(FAST_START);
        options.addAll(jvmOptions);
        Scenario scenario = Scenario.builder(name)
                .description("engine test")
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(3)
                .delayMillis(20)
                .warmupSeconds(1)
                .durationSeconds(seconds)
                .jvmOptions(options)
                .build();
        scenarios.find(name).ifPresent(existing -> scenarios.delete(name));
        scenarios.create(scenario);
        return scenario;
    }

    public Benchmark start(List<String> scenarioNames, List<String> approaches) {
        return benchmarks.create(BenchmarkRequest.builder()
                .scenarios(scenarioNames)
                .approaches(approaches)
                .repetitions(1)
                .build());
    }

    public Benchmark awaitFinished(long id) {
        await().atMost(FINISH_TIMEOUT)
                .pollInterval(Duration.ofMillis(250))
                .until(() -> benchmarks.get(id).status().finished());
        return benchmarks.get(id);
    }

    public Trial awaitStep(long trialId, TrialStep step) {
        await().atMost(FINISH_TIMEOUT)
                .pollInterval(Duration.ofMillis(100))
                .until(() -> benchmarks.trial(trialId).step() == step
                        || benchmarks.trial(trialId).status().finished());
        Trial trial = benchmarks.trial(trialId);
        assertThat(trial.step()).as("trial %d reached %s", trialId, step).isEqualTo(step);
        return trial;
    }

    public int storedSeconds(long trialId, boolean warmup) {
        return jdbc.sql("SELECT COUNT(*) FROM trial_second WHERE trial_id = ? AND warmup = ?")
                .params(trialId, warmup ? 1 : 0)
                .query(Integer.class)
                .single();
    }

    /** No SUT, upstream or k6 is left running, and no PID record is left behind. */
    public void assertNoChildProcesses() {
        await().atMost(Duration.ofSeconds(15))
                .untilAsserted(() -> assertThat(ProcessHandle.current()
                                .children()
                                .filter(ProcessHandle::isAlive)
                                .map(process -> process.pid() + " "
                                        + process.info().commandLine().orElse("?"))
                                .toList())
                        .isEmpty());
        assertThat(jdbc.sql("SELECT COUNT(*) FROM child_process")
                        .query(Integer.class)
                        .single())
                .isZero();
    }

    public record Response(int status, String body) {
        public JsonNode json() {
            return JSON.readTree(body);
        }
    }

    public Response send(String method, String path, String json) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .method(
                        method,
                        json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        HttpResponse<String> response = TestHttp.send(http, request.build());
        return new Response(response.statusCode(), response.body());
    }
}
