package io.threadbench.controller.container;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.metrics.TrialSummaryService;
import java.nio.file.Files;
import java.util.List;
import java.util.Objects;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * The whole movies scenario in containers on a real Docker engine: the SUT, its PostgreSQL and its separate upstream
 * each in a container of its own with its own limits, all on the host's network; every trial second reads CPU and
 * memory from each of the three cgroups, and none of the three containers outlives the trial.
 */
class BoxedScenarioTests extends BenchmarkTestSupport {

    @Autowired
    TrialSummaryService summaries;

    @Test
    void theSutItsDatabaseAndItsUpstreamRunInThreeContainersMeasuredFromTheirCgroups() throws Exception {
        DockerEngine docker = EngineOrSkip.engine();
        Response variant = send("POST", "/api/variants", """
                {"label": "loom-all-boxed", "approach": "loom-tomcat",
                 "container": {"cpus": 1, "memory": "768m",
                               "database": {"cpus": 0.5, "memory": "256m"},
                               "upstream": {"cpus": 1, "memory": "512m"}}}
                """);
        assertThat(variant.status()).as(variant.body()).isEqualTo(201);
        Response scenario = send("POST", "/api/scenarios", """
                {"name": "movies-three-boxes", "workload": "movies-get", "loadShape": "constant-rate",
                 "rps": 20, "vus": 4, "durationSeconds": 3, "warmupSeconds": 1,
                 "database": "postgres", "cache": "off", "upstream": "separate",
                 "jvmOptions": ["-XX:TieredStopAtLevel=1"]}
                """);
        assertThat(scenario.status()).as(scenario.body()).isEqualTo(201);

        Benchmark created = benchmarks.create(BenchmarkRequest.builder()
                .scenarios(List.of("movies-three-boxes"))
                .repetitions(1)
                .variants(List.of("loom-all-boxed"))
                .build());
        Benchmark finished = awaitFinished(created.id());

        assertThat(finished.status()).as(finished.error()).isEqualTo(RunStatus.SUCCEEDED);
        Trial trial = benchmarks.trials(created.id()).getFirst();
        assertThat(trial.sutInfo().command())
                .as("the SUT runs in its container, its data in the database's")
                .contains("--network", "host", "--cpus", "1.0", "--memory", "768m")
                .anySatisfy(argument -> assertThat(argument).startsWith("--spring.datasource.url=jdbc:postgresql://"));
        String databaseLog = Files.readString(HOME.resolve("trials/" + trial.id() + "/database.log"));
        assertThat(databaseLog)
                .startsWith("threadbench: container image threadbench-postgres:")
                .contains("limits 0.5 CPUs, 256m")
                .contains("database system is ready to accept connections");
        assertThat(Files.readString(HOME.resolve("trials/" + trial.id() + "/upstream.log")))
                .startsWith("threadbench: container image threadbench-sut:")
                .contains("limits 1 CPU, 512m");

        List<JsonNode> seconds = jdbc
                .sql("SELECT telemetry FROM trial_second WHERE trial_id = ? ORDER BY second")
                .param(trial.id())
                .query(String.class)
                .list()
                .stream()
                .filter(Objects::nonNull) // a second the sampler missed on a busy machine has no telemetry
                .map(JSON::readTree)
                .toList();
        assertThat(seconds).as("seconds with a telemetry sample").hasSizeGreaterThanOrEqualTo(3);
        // each container's cgroup, every second: the SUT's, the database's (every GET a query) and the upstream's JVM
        System.out.printf(
                "three cgroups over %d s: SUT %.1f %% of a core, %.0f MiB; database %.1f %%, %.0f MiB; upstream %.1f %%,"
                        + " %.0f MiB%n",
                seconds.size(),
                sum(seconds, second -> second.path("sutCpuPercent").asDouble(0)) / seconds.size(),
                seconds.getLast().path("sutRssMib").asDouble(),
                sum(seconds, second -> second.path("databaseCpuPercent").asDouble(0)) / seconds.size(),
                seconds.getLast().path("databaseMemoryMib").asDouble(),
                sum(seconds, second -> second.path("upstreamCpuPercent").asDouble(0)) / seconds.size(),
                seconds.getLast().path("upstreamMemoryMib").asDouble());
        for (String cgroupFigure : List.of(
                "sutCpuPercent",
                "sutRssMib",
                "databaseCpuPercent",
                "databaseMemoryMib",
                "upstreamCpuPercent",
                "upstreamMemoryMib")) {
            assertThat(sum(seconds, second -> second.path(cgroupFigure).asDouble(0)))
                    .as(cgroupFigure + " over the trial's seconds")
                    .isPositive();
        }
        assertThat(seconds.getLast().path("databaseMemoryMib").asDouble())
                .as("the database's cgroup memory, below its limit")
                .isBetween(1.0, 256.0);
        assertThat(seconds.getLast().path("upstreamMemoryMib").asDouble())
                .as("the upstream JVM's cgroup memory, below its limit")
                .isBetween(20.0, 512.0);
        // the trial's summary carries the neighbours' figures as columns of their own (results.csv, the pages)
        assertThat(summaries.metrics(trial.id()))
                .containsKeys("cpu_db_percent_avg", "cpu_upstream_percent_avg", "cpu_upstream_percent_max")
                .hasEntrySatisfying("db_memory_mib_max", mib -> assertThat(mib).isBetween(1.0, 256.0))
                .hasEntrySatisfying(
                        "upstream_memory_mib_max", mib -> assertThat(mib).isBetween(20.0, 512.0));
        assertThat(TrialContainers.labelled(docker, HOME, trial.id()))
                .as("none of the three outlives its trial")
                .isEmpty();
        assertNoChildProcesses();
    }

    private static double sum(List<JsonNode> seconds, ToDoubleFunction<JsonNode> figure) {
        return seconds.stream().mapToDouble(figure).sum();
    }
}
