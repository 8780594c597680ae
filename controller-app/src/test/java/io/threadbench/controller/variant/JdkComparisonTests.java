package io.threadbench.controller.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.sut.ThreadKindCheck;
import io.threadbench.controller.telemetry.EffectiveSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The README's own-service example: a plain Spring Boot jar built for Java 17 (examples/greeting-service) with
 * platform threads on JDK 17 and on the default JDK, and with virtual threads on the default JDK, in one benchmark.
 * Skipped, and saying so, when this machine has no JDK older than 21 next to the default one (our own SUT needs 21,
 * so this is where two JDK generations meet).
 */
class JdkComparisonTests extends BenchmarkTestSupport {

    @Autowired
    RepoLayout layout;

    @Autowired
    JdkCatalog jdks;

    @Test
    void platformThreadsOnJdk17AgainstTheDefaultJdkAndVirtualThreadsInOneBenchmark() {
        Optional<Jdk> old =
                jdks.installed().stream().filter(jdk -> jdk.feature() < 21).findFirst();
        assumeThat(old)
                .as("a JDK older than 21 next to the default one; found only " + jdks.installed())
                .isPresent();
        Path jar = layout.repo().orElseThrow().resolve("examples/greeting-service/target/greeting-service.jar");
        assertThat(jar).as("built by ./threadbench build or ./mvnw package").satisfies(p -> Files.isRegularFile(p));

        Response registered =
                send("POST", "/api/services", "{\"name\": \"greet\", \"jar\": \"%s\"}".formatted(jar.toAbsolutePath()));
        assertThat(registered.status()).as(registered.body()).isEqualTo(201);
        Response onOld = send("POST", "/api/variants", """
                {"label": "greet-platform-jdk%d", "service": "greet", "jdk": "%s",
                 "serverProperties": {"spring.threads.virtual.enabled": "false"}}
                """.formatted(
                        old.get().feature(), old.get().home()));
        assertThat(onOld.status()).as(onOld.body()).isEqualTo(201);
        String oldLabel = "greet-platform-jdk" + old.get().feature();

        Response scenario = send("POST", "/api/scenarios", """
                {"name": "greet-requests", "workload": "requests", "loadShape": "constant-rate", "rps": 20, "vus": 8,
                 "durationSeconds": 5, "warmupSeconds": 1, "jvmOptions": ["-XX:TieredStopAtLevel=1"],
                 "requests": [
                   {"path": "/greeting?name={name}&delayMillis=100", "weight": 3,
                    "picks": {"name": ["Ada", "Grace", "Alan"]}},
                   {"method": "POST", "path": "/orders", "headers": {"Content-Type": "application/json"},
                    "body": "{\\"item\\": \\"tea-{i}\\", \\"quantity\\": 1}"}
                 ]}
                """);
        assertThat(scenario.status()).as(scenario.body()).isEqualTo(201);

        Benchmark created = benchmarks.create(BenchmarkRequest.builder()
                .scenarios(List.of("greet-requests"))
                .repetitions(1)
                .variants(List.of(oldLabel, "greet-platform", "greet-virtual"))
                .build());
        Benchmark finished = awaitFinished(created.id());

        assertThat(finished.status()).as(finished.error()).isEqualTo(RunStatus.SUCCEEDED);
        Map<String, Trial> byLabel = new HashMap<>();
        benchmarks.trials(created.id()).forEach(trial -> byLabel.put(trial.label(), trial));
        assertThat(byLabel.get(oldLabel).sutInfo().command().getFirst())
                .isEqualTo(old.get().javaBinary().toString());
        assertThat(byLabel.get(oldLabel).threadKind())
                .isEqualTo(new ThreadKindCheck(
                        ThreadKindCheck.PLATFORM, "JDK " + old.get().feature() + " has no virtual threads"));
        assertThat(byLabel.get("greet-virtual").threadKind().kind()).isEqualTo(ThreadKindCheck.VIRTUAL);
        assertThat(byLabel.get("greet-platform").threadKind().kind()).isEqualTo(ThreadKindCheck.PLATFORM);
        assertThat(finished.environment().variantLines())
                .anySatisfy(line -> assertThat(line)
                        .startsWith(
                                oldLabel + ": service greet · JDK " + old.get().version()))
                .anySatisfy(line -> assertThat(line)
                        .startsWith("greet-virtual: service greet · JDK "
                                + jdks.defaultJdk().version())
                        .contains("spring.threads.virtual.enabled=true"));

        EffectiveSettings onOldJdk = byLabel.get(oldLabel).sutInfo().settings();
        assertThat(onOldJdk.problem()).isNull();
        assertThat(onOldJdk.find("JDK").orElseThrow().value())
                .startsWith(old.get().feature() + " (");
        assertThat(onOldJdk.find("Web server").orElseThrow().value()).isEqualTo("Tomcat");
        assertThat(onOldJdk.find("Tomcat max connections").orElseThrow())
                .isEqualTo(new EffectiveSettings.Setting("Tomcat max connections", "8192", "default", false));
        assertThat(byLabel.get("greet-virtual")
                        .sutInfo()
                        .settings()
                        .find("Request threads")
                        .orElseThrow())
                .isEqualTo(new EffectiveSettings.Setting("Request threads", "virtual", "set", true));
        Response page = send("GET", "/benchmarks/" + created.id(), null);
        assertThat(page.body()).contains("Fairness: what each variant ran with", "Tomcat max threads");

        Response heatmap = send("GET", "/api/benchmarks/" + created.id() + "/heatmap.svg", null);
        assertThat(heatmap.status()).isEqualTo(200);
        assertThat(heatmap.body()).contains(oldLabel, "greet-platform", "greet-virtual");
    }
}
