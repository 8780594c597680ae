package io.threadbench.controller.web.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.benchmark.TrialOverhead;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

class BenchmarkApiControllerTests extends BenchmarkTestSupport {

    private static List<String> fieldErrors(JsonNode body) {
        return StreamSupport.stream(body.at("/fieldErrors").spliterator(), false)
                .map(error -> error.at("/field").asString() + ": "
                        + error.at("/message").asString())
                .toList();
    }

    private long total() {
        return send("GET", "/api/benchmarks", null).json().at("/total").asLong();
    }

    @Test
    void badRequestsAre400WithFieldErrorsAndStoreNothing() {
        long before = total();

        Response invalid = send("POST", "/api/benchmarks", """
                {"scenarios": ["no-such-scenario"], "approaches": ["loom-tomcat", "green-threads", "loom-tomcat"], "repetitions": 0}
                """);

        assertThat(invalid.status()).isEqualTo(400);
        assertThat(fieldErrors(invalid.json()))
                .containsExactly(
                        "scenarios[0]: no scenario named 'no-such-scenario'",
                        "approaches[1]: unknown approach 'green-threads', expected one of platform-tomcat, loom-tomcat, loom-netty, webflux-netty, platform-jetty, loom-jetty, undertow-raw, vertx, helidon-se",
                        "approaches[2]: approach 'loom-tomcat' is listed more than once",
                        "repetitions: repetitions must be between 1 and 20, got 0");
        Response empty = send("POST", "/api/benchmarks", "{}");
        assertThat(fieldErrors(empty.json()))
                .containsExactly(
                        "scenarios: choose at least one scenario",
                        "approaches: choose at least one approach (platform-tomcat, loom-tomcat, loom-netty, webflux-netty, platform-jetty, loom-jetty, undertow-raw, vertx, helidon-se) or variant of yours");
        assertThat(send("POST", "/api/benchmarks", "{\"scenarios\": ").status()).isEqualTo(400);
        Response wrongType = send(
                "POST",
                "/api/benchmarks",
                "{\"scenarios\": [\"a\"], \"approaches\": [\"loom-tomcat\"], \"repetitions\": \"two\"}");
        assertThat(wrongType.status()).isEqualTo(400);
        assertThat(wrongType.json().at("/fieldErrors/0/field").asString()).isEqualTo("repetitions");
        assertThat(send("POST", "/api/benchmarks", null).status()).isEqualTo(400);
        assertThat(total()).isEqualTo(before);
    }

    @Test
    void untilDecidedAndTheGateAreCheckedFieldByFieldAndStoreNothingWhenBad() {
        quickScenario("engine-auto", 4, List.of());
        long before = total();

        Response bad = send("POST", "/api/benchmarks", """
                {"scenarios": ["engine-auto"], "approaches": ["loom-tomcat", "vertx"], "untilDecided": true,
                 "repetitions": 1, "gate": {"baselineVariant": "loom-netty", "maxRegressionPercent": 0,
                 "figureMargins": {"latency_millis_p95": 8, "latency_millis_p99": 60}}}
                """);

        assertThat(bad.status()).isEqualTo(400);
        assertThat(fieldErrors(bad.json()))
                .containsExactly(
                        "repetitions: a benchmark run until decided needs a budget of 2 to 20 repetitions (the first"
                                + " look is after 2), got 1",
                        "gate.baselineVariant: the baseline variant must be one of this benchmark's variants"
                                + " (loom-tomcat, vertx), got loom-netty",
                        "gate.maxRegressionPercent: the margin must be between 0.1 and 50 %, got 0.0",
                        "gate.figureMargins: a margin of its own is for latency_millis_p50, latency_millis_p99,"
                                + " requests_per_second_p50, got latency_millis_p95",
                        "gate.figureMargins.latency_millis_p99: the margin must be between 0.1 and 50 %, got 60.0");
        assertThat(total()).isEqualTo(before);

        Response plan = send("POST", "/api/benchmarks/plan", """
                {"scenarios": ["engine-auto"], "approaches": ["loom-tomcat", "vertx"], "untilDecided": true,
                 "gate": {"baselineVariant": "loom-tomcat"}}
                """);
        assertThat(plan.status()).as(plan.json().toString()).isEqualTo(200);
        assertThat(plan.json().at("/trials").asInt())
                .as("the default budget: 10 rounds of 2 variants at most")
                .isEqualTo(20);
    }

    @Test
    void unknownIdsAre404() {
        assertThat(send("GET", "/api/benchmarks/987654", null)
                        .json()
                        .at("/message")
                        .asString())
                .isEqualTo("no benchmark with id 987654");
        assertThat(send("GET", "/api/benchmarks/987654/trials", null).status()).isEqualTo(404);
        assertThat(send("POST", "/api/benchmarks/987654/cancel", null).status()).isEqualTo(404);
        assertThat(send("DELETE", "/api/benchmarks/987654", null).status()).isEqualTo(404);
        assertThat(send("GET", "/api/trials/987654", null).status()).isEqualTo(404);
        assertThat(send("GET", "/api/benchmarks/not-a-number", null).status()).isEqualTo(400);
    }

    @Test
    void anApproachWithoutADataLayerIsRefusedForMoviesWithTheReasonButTakesOtherWorkloads() {
        Scenario epochMillis = quickScenario("engine-plain-epoch", 4, List.of());
        Scenario movies = Scenario.builder("engine-plain-movies")
                .description("engine test")
                .workload(Workload.MOVIES_GET)
                .loadShape(epochMillis.load().shape())
                .vus(epochMillis.load().vus())
                .rps(epochMillis.load().rps())
                .thinkTimeMillis(
                        epochMillis.load().thinkTimeMinMillis(),
                        epochMillis.load().thinkTimeMaxMillis())
                .stages(epochMillis.load().stages())
                .delayMillis(epochMillis.work().delayMillis())
                .delayCallDepth(epochMillis.work().delayCallDepth())
                .fanoutCalls(epochMillis.work().fanoutCalls())
                .allocateKilobytes(epochMillis.work().allocateKilobytes())
                .upstream(epochMillis.work().upstream())
                .warmupSeconds(epochMillis.timing().warmupSeconds())
                .durationSeconds(epochMillis.timing().durationSeconds())
                .serverProperties(epochMillis.launch().serverProperties())
                .jvmOptions(epochMillis.launch().jvmOptions())
                .requests(epochMillis.work().requests())
                .build();
        scenarios.find(movies.name()).ifPresent(existing -> scenarios.delete(movies.name()));
        scenarios.create(movies);
        long before = total();

        Response refused = send("POST", "/api/benchmarks", """
                {"scenarios": ["engine-plain-epoch", "engine-plain-movies"], "approaches": ["vertx", "loom-jetty"], "repetitions": 1}
                """);
        Response accepted = send(
                "POST",
                "/api/benchmarks/plan",
                "{\"scenarios\": [\"engine-plain-epoch\"], \"approaches\": [\"undertow-raw\", \"vertx\", \"helidon-se\"], \"repetitions\": 1}");

        assertThat(refused.status()).isEqualTo(400);
        assertThat(fieldErrors(refused.json()))
                .containsExactly("approaches: variant 'vertx' cannot run scenario 'engine-plain-movies': vertx does not"
                        + " serve workload 'movies-get': it runs without Spring, with no data layer (no /movies) and no"
                        + " /pinning; it serves epoch-millis, fanout, allocate, car, requests");
        assertThat(total()).isEqualTo(before);
        assertThat(accepted.status()).as(accepted.body()).isEqualTo(200);
        assertThat(accepted.json().at("/trials").asInt()).isEqualTo(3);
    }

    @Autowired
    TrialOverhead overhead;

    @Test
    void planCountsTrialsAndEstimatesTheDuration() {
        quickScenario("engine-plan", 4, List.of());

        Response plan = send(
                "POST",
                "/api/benchmarks/plan",
                "{\"scenarios\": [\"engine-plan\"], \"approaches\": [\"loom-tomcat\", \"loom-netty\"], \"repetitions\": 3}");

        assertThat(plan.status()).isEqualTo(200);
        assertThat(plan.json().at("/trials").asInt()).isEqualTo(6);
        assertThat(plan.json().at("/loadSeconds").asLong()).isEqualTo(6 * (1 + 4));
        // learnt from the trials other classes of this test JVM stored: 0 when they were all crafted ones, which end
        // exactly when planned; TrialOverheadTests pins the default and the median
        long overheadSeconds = overhead.seconds();
        assertThat(plan.json().at("/estimatedSeconds").asLong()).isEqualTo(6 * (1 + 4) + 6 * overheadSeconds);
    }

    @Test
    void listFiltersByScenarioApproachStatusAndDateAndPages() {
        insertFinished("filter-a", "[\"alpha\",\"beta\"]", "[\"loom-tomcat\"]", "SUCCEEDED", "2020-01-01T10:00:00Z");
        insertFinished("filter-b", "[\"beta\"]", "[\"webflux-netty\"]", "FAILED", "2020-01-02T10:00:00Z");
        insertFinished(
                "filter-c", "[\"gamma\"]", "[\"loom-tomcat\",\"webflux-netty\"]", "SUCCEEDED", "2020-01-03T10:00:00Z");

        assertThat(names("/api/benchmarks?scenario=beta")).containsExactly("filter-b", "filter-a");
        assertThat(names("/api/benchmarks?approach=webflux-netty&to=2020-01-31"))
                .containsExactly("filter-c", "filter-b");
        assertThat(names("/api/benchmarks?status=succeeded&from=2020-01-01&to=2020-01-02"))
                .containsExactly("filter-a");
        assertThat(names("/api/benchmarks?from=2020-01-02T00:00:00Z&to=2020-01-04&size=1&page=1"))
                .containsExactly("filter-b");
        JsonNode page =
                send("GET", "/api/benchmarks?to=2020-01-04&size=2", null).json();
        assertThat(page.at("/total").asInt()).isEqualTo(3);
        assertThat(page.at("/items").size()).isEqualTo(2);

        Response bad = send("GET", "/api/benchmarks?approach=fibers&status=DONE&from=yesterday&size=0", null);
        assertThat(bad.status()).isEqualTo(400);
        assertThat(fieldErrors(bad.json()))
                .extracting(error -> error.substring(0, error.indexOf(':')))
                .containsExactly("approach", "status", "from");
        assertThat(fieldErrors(send("GET", "/api/benchmarks?size=0", null).json()))
                .containsExactly("size: size must be between 1 and 200, got 0");
    }

    @Test
    void oneBenchmarkCarriesItsRunSettingsBesideItsFields() {
        insertFinished("settings-a", "[\"alpha\"]", "[\"loom-tomcat\"]", "SUCCEEDED", "2020-02-01T10:00:00Z");
        long id = jdbc.sql("SELECT id FROM benchmark WHERE name = 'settings-a'")
                .query(Long.class)
                .single();
        jdbc.sql("UPDATE benchmark SET jfr = 1, load_generators = 2 WHERE id = ?")
                .param(id)
                .update();

        JsonNode one = send("GET", "/api/benchmarks/" + id, null).json();

        assertThat(one.at("/name").asString()).isEqualTo("settings-a");
        assertThat(one.at("/variants/0/label").asString()).isEqualTo("loom-tomcat");
        assertThat(one.at("/jfr").asBoolean()).isTrue();
        assertThat(one.at("/loadGenerators").asInt()).isEqualTo(2);
        assertThat(one.has("benchmark")).isFalse();
    }

    @Test
    void theOpenApiDocumentListsTheBenchmarkEndpoints() {
        JsonNode paths = send("GET", "/api/openapi", null).json().at("/paths");

        assertThat(paths.has("/api/benchmarks")).isTrue();
        assertThat(paths.at("/~1api~1benchmarks~1{id}~1cancel").has("post")).isTrue();
        assertThat(paths.at("/~1api~1benchmarks~1{id}").has("delete")).isTrue();
        assertThat(paths.has("/api/trials/{id}")).isTrue();
    }

    private void insertFinished(String name, String scenarioList, String approachList, String status, String created) {
        long at = java.time.Instant.parse(created).toEpochMilli();
        jdbc.sql(
                        "INSERT INTO benchmark (name, status, scenarios, approaches, repetitions, created_at, started_at, finished_at) "
                                + "VALUES (?, ?, ?, ?, 1, ?, ?, ?)")
                .params(name, status, scenarioList, approachList, at, at, at + 1000)
                .update();
    }

    private List<String> names(String path) {
        Response response = send("GET", path, null);
        assertThat(response.status()).as(response.body()).isEqualTo(200);
        return StreamSupport.stream(response.json().at("/items").spliterator(), false)
                .map(item -> item.at("/name").asString())
                .toList();
    }
}
