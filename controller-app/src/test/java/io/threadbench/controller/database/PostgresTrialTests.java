package io.threadbench.controller.database;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.metrics.TrialSummaryService;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * {@code database: postgres} end to end (issue 13): the controller starts a real PostgreSQL for each trial, the SUT's
 * movies live there (read through JPA by loom-tomcat and through R2DBC by webflux-netty), with the cache on and off,
 * and the database's CPU is a column of its own; nothing of it
 * outlives the trial.
 */
class PostgresTrialTests extends BenchmarkTestSupport {

    @Autowired
    TrialSummaryService summaries;

    @Test
    void moviesFromARealPostgresWithAndWithoutTheCache() throws Exception {
        for (String cache : List.of("on", "off")) {
            Response created = send("POST", "/api/scenarios", """
                    {"name": "pg-movies-cache-%s", "workload": "movies-get", "loadShape": "constant-rate",
                     "rps": 40, "vus": 5, "durationSeconds": 5, "warmupSeconds": 1,
                     "database": "postgres", "cache": "%s",
                     "jvmOptions": ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]}
                    """.formatted(cache, cache));
            assertThat(created.status()).as(created.body()).isEqualTo(201);
            assertThat(created.json().at("/scenario/database").asString()).isEqualTo("postgres");
            assertThat(created.json().at("/scenario/cache").asString()).isEqualTo(cache);
        }

        Benchmark benchmark = benchmarks.create(BenchmarkRequest.builder()
                .scenarios(List.of("pg-movies-cache-on", "pg-movies-cache-off"))
                .repetitions(1)
                .variants(List.of("loom-tomcat", "webflux-netty"))
                .build());
        Benchmark finished = awaitFinished(benchmark.id());

        assertThat(finished.status()).as(finished.error()).isEqualTo(RunStatus.SUCCEEDED);
        for (String variant : List.of("loom-tomcat", "webflux-netty")) {
            checkTrials(benchmark.id(), variant);
        }
        assertThat(ProcessHandle.allProcesses()
                        .map(process -> process.info().commandLine().orElse(""))
                        .filter(command -> command.contains("threadbench-pgdata-")))
                .as("no PostgreSQL outlives its trial")
                .isEmpty();
    }

    /** JPA (loom-tomcat) and R2DBC (webflux-netty) both read from the trial's PostgreSQL. */
    private void checkTrials(long benchmarkId, String variant) {
        Trial cached = trialOf(benchmarkId, "pg-movies-cache-on", variant);
        Trial uncached = trialOf(benchmarkId, "pg-movies-cache-off", variant);
        assertThat(cached.sutInfo().command())
                .anySatisfy(argument -> assertThat(argument).startsWith("--spring.datasource.url=jdbc:postgresql://"))
                .doesNotContain("--sut.movies.cache=false");
        assertThat(uncached.sutInfo().command()).contains("--sut.movies.cache=false");
        Map<String, Double> withCache = summaries.metrics(cached.id());
        Map<String, Double> withoutCache = summaries.metrics(uncached.id());
        for (Map<String, Double> metrics : List.of(withCache, withoutCache)) {
            // the rate may fall short on a busy 2-core machine (trust flags say so); answers must still be right
            assertThat(metrics.get("requests_ok")).isGreaterThan(50.0);
            assertThat(metrics.get("requests_error")).isZero();
            assertThat(metrics).containsKey("cpu_db_percent_avg");
        }
        System.out.printf(
                "%s database CPU avg: cache on %.2f %%, cache off %.2f %% of a core; requests %s / %s%n",
                variant,
                withCache.get("cpu_db_percent_avg"),
                withoutCache.get("cpu_db_percent_avg"),
                withCache.get("requests_ok"),
                withoutCache.get("requests_ok"));
        // every uncached GET is a query; with the cache the database idles after the first few
        assertThat(withoutCache.get("cpu_db_percent_avg"))
                .as(variant)
                .isGreaterThan(withCache.get("cpu_db_percent_avg"));
    }

    @Test
    void backendChoicesThatWouldChangeNothingAreRefusedAtTheirField() throws Exception {
        Response refused = send("POST", "/api/scenarios", """
                {"name": "pg-epoch", "workload": "epoch-millis", "loadShape": "constant-rate", "rps": 10, "vus": 2,
                 "durationSeconds": 2, "database": "postgres", "cache": "off", "upstreamClient": "jdk"}
                """);

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.body())
                .contains("database postgres applies to the movies workloads")
                .contains("cache off applies to the movies workloads")
                .contains("upstreamClient jdk would change nothing");
        Response unknown = send("POST", "/api/scenarios", """
                {"name": "pg-unknown", "workload": "movies-get", "loadShape": "constant-rate", "rps": 10, "vus": 2,
                 "durationSeconds": 2, "database": "oracle"}
                """);
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.body()).contains("unknown database 'oracle', expected one of h2, postgres");
        assertThat(send("GET", "/api/scenarios/pg-epoch", null).status()).isEqualTo(404);
    }

    private Trial trialOf(long benchmarkId, String scenario, String variant) {
        return benchmarks.trials(benchmarkId).stream()
                .filter(trial ->
                        trial.scenarioName().equals(scenario) && trial.label().equals(variant))
                .findFirst()
                .orElseThrow();
    }
}
