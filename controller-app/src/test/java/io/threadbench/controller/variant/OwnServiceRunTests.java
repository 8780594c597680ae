package io.threadbench.controller.variant;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.sut.SutAotLaunch;
import io.threadbench.controller.sut.ThreadKindCheck;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * Our SUT jar registered as a foreign service (through the own-service path, not the built-in one), run with the two
 * Spring Boot variants made for it, on a scenario of the user's own requests; the thread kind of each is confirmed
 * from the service's JVM, since a foreign service is not trusted to say.
 */
class OwnServiceRunTests extends BenchmarkTestSupport {

    @Autowired
    RepoLayout layout;

    @Autowired
    TrialSummaryService summaries;

    @Test
    void aSpringBootJarRunsWithVirtualThreadsOffAndOnAndEachKindIsSeenInItsJvm() {
        // the extracted jar and the -XX:AOTCache=… the build trained for it when there is one, as a user might pass
        // their own service's cache: the fat jar alone costs three times the CPU to start
        List<String> launch = SutAotLaunch.jarArguments(layout.sutJar(), List.of());
        String jar = launch.getLast();
        String cacheOptions = launch.subList(0, launch.size() - 2).stream()
                .map(option -> ", \"" + option + "\"")
                .collect(Collectors.joining());
        Response registered = send("POST", "/api/services", """
                {"name": "own-sut", "jar": "%s", "arguments": ["--approach=platform-tomcat"]}
                """.formatted(jar));
        assertThat(registered.status()).as(registered.body()).isEqualTo(201);
        assertThat(registered.json().at("/springBootVersion").asString()).startsWith("4.");
        JsonNode labels = send("GET", "/api/variants", null).json();
        assertThat(labels.findValuesAsString("label")).contains("own-sut-platform", "own-sut-virtual");

        Response scenario = send("POST", "/api/scenarios", """
                {"name": "own-requests", "workload": "requests", "loadShape": "constant-rate", "rps": 20, "vus": 10,
                 "durationSeconds": 6, "warmupSeconds": 1, "jvmOptions": ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"%s],
                 "requests": [
                   {"method": "GET", "path": "/epoch-millis?delayMillis={delay}", "weight": 3,
                    "picks": {"delay": ["100", "200"]}},
                   {"method": "GET", "path": "/car?delayMillis=100", "headers": {"Accept": "application/json"}}
                 ]}
                """.formatted(cacheOptions));
        assertThat(scenario.status()).as(scenario.body()).isEqualTo(201);

        Benchmark created = benchmarks.create(BenchmarkRequest.builder()
                .scenarios(List.of("own-requests"))
                .repetitions(1)
                .variants(List.of("own-sut-platform", "own-sut-virtual"))
                .build());
        Benchmark finished = awaitFinished(created.id());

        assertThat(finished.status()).as(finished.error()).isEqualTo(RunStatus.SUCCEEDED);
        assertThat(finished.labels()).containsExactly("own-sut-platform", "own-sut-virtual");
        Map<String, Trial> byLabel = new java.util.HashMap<>();
        benchmarks.trials(created.id()).forEach(trial -> byLabel.put(trial.label(), trial));

        Trial platform = byLabel.get("own-sut-platform");
        Trial virtual = byLabel.get("own-sut-virtual");
        assertThat(platform.sutInfo().command())
                .contains("-jar", jar, "--approach=platform-tomcat", "--spring.threads.virtual.enabled=false")
                .noneMatch(argument -> argument.equals("--approach=loom-tomcat"));
        assertThat(virtual.sutInfo().command()).contains("--spring.threads.virtual.enabled=true");
        assertThat(platform.threadKind().kind()).isEqualTo(ThreadKindCheck.PLATFORM);
        assertThat(virtual.threadKind().kind())
                .as(virtual.threadKind().evidence())
                .isEqualTo(ThreadKindCheck.VIRTUAL);
        assertThat(virtual.threadKind().evidence()).contains("virtual threads in");
        for (Trial trial : List.of(platform, virtual)) {
            assertThat(trial.flags()).extracting(TrustFlag::code).doesNotContain(FlagCode.THREAD_KIND_MISMATCH.name());
            Map<String, Double> metrics = summaries.metrics(trial.id());
            assertThat(metrics.get("requests_ok")).isGreaterThan(90.0);
            assertThat(metrics.get("requests_error")).isZero();
        }
    }
}
