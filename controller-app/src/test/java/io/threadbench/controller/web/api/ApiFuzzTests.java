package io.threadbench.controller.web.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.threadbench.controller.TestHttp;
import io.threadbench.controller.loadgen.K6Runs;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A schemathesis fuzz run over the whole JSON API (its OpenAPI document) of a real controller: every generated
 * request, well-formed or not, must get an answer that is not a server error. The SUT jar is missing on
 * purpose, so benchmarks the fuzzer manages to create fail at once instead of running trials. schemathesis
 * comes from PyPI: {@code ./threadbench test} puts it in {@code .tools/schemathesis} (or set SCHEMATHESIS).
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"server.address=127.0.0.1", "threadbench.sut-jar=/nonexistent/service-under-test.jar"})
class ApiFuzzTests {

    /** A fixed seed: the same requests every run, so a red build is reproducible (`--seed` in the output). */
    static final String SEED = "255894949784687636608226984869485978843";

    private static final Pattern GENERATED = Pattern.compile("(\\d+) generated");

    @LocalServerPort
    int port;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        TestHttp.noTrialWarmup(registry);
        Path data = TestHttp.tempFolder("threadbench-fuzz");
        registry.add("threadbench.home", data::toString);
        registry.add(
                "threadbench.database", () -> data.resolve("threadbench.db").toString());
        registry.add(
                "threadbench.scenarios-dir",
                () -> K6Runs.repository().resolve("scenarios").toString());
    }

    @Test
    void noGeneratedRequestGetsAServerError() throws Exception {
        Path schemathesis = schemathesis();
        assumeTrue(Files.isExecutable(schemathesis), "schemathesis not installed; ./threadbench test installs it");
        Path output = TestHttp.tempFile("schemathesis", ".txt");
        Path openApi = openApiDocument();

        Process run = new ProcessBuilder(List.of(
                        schemathesis.toString(),
                        "run",
                        openApi.toString(),
                        "--url",
                        "http://127.0.0.1:" + port,
                        "--checks",
                        "not_a_server_error",
                        "--max-examples",
                        "20",
                        "--workers",
                        "1",
                        "--seed",
                        System.getenv().getOrDefault("SCHEMATHESIS_SEED", SEED),
                        "--no-color"))
                .directory(workingDirectory().toFile()) // its .schemathesis cache goes under target/
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        boolean ended = run.waitFor(5, TimeUnit.MINUTES);
        if (!ended) {
            run.destroyForcibly();
        }
        String report = Files.readString(output);
        cancelWhatTheFuzzerStarted();

        assertThat(ended).as("schemathesis ended within 5 minutes").isTrue();
        assertThat(run.exitValue())
                .as("schemathesis found server errors:%n%s", report)
                .isZero();
        Matcher generated = GENERATED.matcher(report);
        assertThat(generated.find())
                .as("a count of generated cases in:%n%s", report)
                .isTrue();
        assertThat(Integer.parseInt(generated.group(1))).as("cases generated").isGreaterThan(500);
    }

    /**
     * The API's OpenAPI document, fetched here and handed to schemathesis as a file: springdoc writes it on the first
     * request, which took more than schemathesis' 10 s read timeout on a busy 2-core machine (the run then ended with
     * "Failed to load specification" and no request sent).
     */
    private Path openApiDocument() throws java.io.IOException {
        HttpResponse<String> response = TestHttp.send(
                HttpClient.newHttpClient(),
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/openapi"))
                        .timeout(Duration.ofMinutes(2))
                        .build());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        Path document = TestHttp.tempFile("openapi", ".json");
        Files.writeString(document, response.body());
        return document;
    }

    private static Path workingDirectory() throws java.io.IOException {
        return Files.createDirectories(Path.of("target", "schemathesis"));
    }

    private static Path schemathesis() {
        String configured = System.getenv("SCHEMATHESIS");
        return configured != null
                ? Path.of(configured)
                : K6Runs.repository().resolve(".tools/schemathesis/bin/schemathesis");
    }

    /** Benchmarks the fuzzer created fail for the missing SUT; none may still be running for later tests. */
    private void cancelWhatTheFuzzerStarted() {
        HttpClient http = HttpClient.newHttpClient();
        JsonMapper json = JsonMapper.builder().build();
        await().atMost(Duration.ofSeconds(90))
                .pollInterval(Duration.ofMillis(500))
                .until(() -> {
                    String body = TestHttp.send(
                                    http,
                                    HttpRequest.newBuilder(
                                                    URI.create("http://127.0.0.1:" + port + "/api/benchmarks?size=100"))
                                            .build())
                            .body();
                    List<JsonNode> unfinished = new java.util.ArrayList<>();
                    json.readTree(body).path("items").forEach(item -> {
                        String status = item.path("status").asString();
                        if (status.equals("QUEUED") || status.equals("RUNNING")) {
                            unfinished.add(item);
                        }
                    });
                    for (JsonNode item : unfinished) {
                        TestHttp.send(
                                http,
                                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/benchmarks/"
                                                + item.path("id").asLong() + "/cancel"))
                                        .POST(HttpRequest.BodyPublishers.noBody())
                                        .build());
                    }
                    return unfinished.isEmpty()
                            && ProcessHandle.current().children().noneMatch(ProcessHandle::isAlive);
                });
    }
}
