package io.threadbench.controller.variant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.threadbench.contract.FreePort;
import io.threadbench.controller.TestHttp;
import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.sut.SutAotLaunch;
import io.threadbench.controller.sut.ThreadKindCheck;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A running target (issue 15): a service that runs already, started here by the test itself as someone else would,
 * registered by its base URL. Threadbench loads it, starts and stops nothing, and says which figures it could not read.
 */
class RunningTargetTests extends BenchmarkTestSupport {

    @Autowired
    RepoLayout layout;

    @Autowired
    TrialSummaryService summaries;

    @Test
    void aServiceThatRunsElsewhereIsLoadedButNeitherStartedNorStopped() throws Exception {
        int port = FreePort.pick();
        int jmxPort = FreePort.pick();
        Path log = TestHttp.tempFile("elsewhere", ".log");
        List<String> command = new ArrayList<>(List.of(
                layout.javaBinary().toString(),
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC",
                // its JVM answers JMX on a port of its own, as a service on another host would
                "-Dcom.sun.management.jmxremote.port=" + jmxPort,
                "-Dcom.sun.management.jmxremote.rmi.port=" + jmxPort,
                "-Dcom.sun.management.jmxremote.host=127.0.0.1",
                "-Djava.rmi.server.hostname=127.0.0.1",
                "-Dcom.sun.management.jmxremote.authenticate=false",
                "-Dcom.sun.management.jmxremote.ssl=false"));
        command.addAll(SutAotLaunch.jarArguments(layout.sutJar(), List.of())); // from the build's AOT cache
        command.addAll(List.of("--approach=undertow-raw", "--server.port=" + port));
        Process service = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        try {
            awaitUp(port);
            Response registered = send(
                    "POST",
                    "/api/services",
                    "{\"name\": \"elsewhere\", \"baseUrl\": \"http://127.0.0.1:" + port + "/\"}");
            assertThat(registered.status()).as(registered.body()).isEqualTo(201);
            assertThat(registered.json().at("/baseUrl").asString()).isEqualTo("http://127.0.0.1:" + port);
            Response refused = send(
                    "POST",
                    "/api/variants",
                    "{\"label\": \"elsewhere-big\", \"service\": \"elsewhere\", \"jvmOptions\": [\"-Xmx4g\"]}");
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.body())
                    .contains("runs elsewhere (http://127.0.0.1:" + port + "): Threadbench does not" + " start it");
            assertThat(send("POST", "/api/variants", "{\"label\": \"elsewhere\", \"service\": \"elsewhere\"}")
                            .status())
                    .isEqualTo(201);
            String jmxUrl = "service:jmx:rmi:///jndi/rmi://127.0.0.1:" + jmxPort + "/jmxrmi";
            Response badJmx = send(
                    "POST",
                    "/api/services",
                    "{\"name\": \"elsewhere-bad\", \"baseUrl\": \"http://127.0.0.1:" + port
                            + "\", \"jmxUrl\": \"rmi://127.0.0.1:" + jmxPort + "\"}");
            assertThat(badJmx.status()).isEqualTo(400);
            assertThat(badJmx.json().at("/fieldErrors/0/field").asString()).isEqualTo("jmxUrl");
            assertThat(badJmx.body()).contains("is not a JMX service URL");
            assertThat(send(
                                    "POST",
                                    "/api/services",
                                    "{\"name\": \"elsewhere-jmx\", \"baseUrl\": \"http://127.0.0.1:" + port
                                            + "\", \"jmxUrl\": \"" + jmxUrl + "\"}")
                            .status())
                    .isEqualTo(201);
            assertThat(send("POST", "/api/variants", "{\"label\": \"elsewhere-jmx\", \"service\": \"elsewhere-jmx\"}")
                            .status())
                    .isEqualTo(201);
            assertThat(send("POST", "/api/scenarios", """
                                    {"name": "elsewhere-requests", "workload": "requests", "loadShape": "constant-rate",
                                     "rps": 20, "vus": 5, "durationSeconds": 4, "warmupSeconds": 1,
                                     "requests": [{"path": "/epoch-millis?delayMillis=20"}]}
                                    """).status()).isEqualTo(201);

            Benchmark created = benchmarks.create(BenchmarkRequest.builder()
                    .scenarios(List.of("elsewhere-requests"))
                    .repetitions(1)
                    .variants(List.of("elsewhere", "elsewhere-jmx"))
                    .build());
            Benchmark finished = awaitFinished(created.id());

            assertThat(finished.status()).as(finished.error()).isEqualTo(RunStatus.SUCCEEDED);
            Trial trial = trialOf(created.id(), "elsewhere");
            assertThat(trial.sutInfo().command()).containsExactly("runs elsewhere: http://127.0.0.1:" + port);
            assertThat(trial.threadKind().kind()).isEqualTo(ThreadKindCheck.UNVERIFIED);
            Map<String, Double> metrics = summaries.metrics(trial.id());
            assertThat(metrics.get("requests_ok")).isGreaterThan(60.0);
            assertThat(metrics.get("requests_error")).isZero();
            // figures of a process that is not ours are missing ("n/a" in tables), never 0
            assertThat(metrics).doesNotContainKeys("cpu_sut_percent_avg", "rss_sut_mib_avg", "heap_use_percent_avg");
            // load-generator figures are read here all the same, so its trust flags still work
            assertThat(metrics).containsKey("cpu_loadgen_percent_avg");
            // through the JMX service URL the JVM's own figures are there; its process still is not ours
            Map<String, Double> withJmx =
                    summaries.metrics(trialOf(created.id(), "elsewhere-jmx").id());
            assertThat(withJmx.get("heap_use_percent_avg")).isPositive();
            assertThat(withJmx).doesNotContainKeys("cpu_sut_percent_avg", "rss_sut_mib_avg");
            assertThat(service.isAlive())
                    .as("Threadbench stops nothing it did not start")
                    .isTrue();
        } finally {
            service.destroy();
            service.waitFor();
        }
    }

    private Trial trialOf(long benchmarkId, String label) {
        return benchmarks.trials(benchmarkId).stream()
                .filter(trial -> trial.label().equals(label))
                .findFirst()
                .orElseThrow();
    }

    private static void awaitUp(int port) {
        HttpClient http = HttpClient.newHttpClient();
        await().atMost(Duration.ofSeconds(120))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> {
                    try {
                        return http.send(
                                                HttpRequest.newBuilder(URI.create(
                                                                "http://127.0.0.1:" + port + "/actuator/health"))
                                                        .build(),
                                                HttpResponse.BodyHandlers.ofString())
                                        .statusCode()
                                == 200;
                    } catch (IOException e) {
                        return false;
                    }
                });
    }
}
