package io.threadbench.controller.scenario;

import io.threadbench.controller.TestHttp;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The controller on a random port with a real SQLite file in a temp folder and the repository's
 * {@code scenarios/} as defaults. One folder per test JVM, so all subclasses share one Spring context.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
public abstract class ScenarioTestSupport {

    public static final Path DATA = TestHttp.tempFolder("threadbench-scenario-tests");
    public static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpClient http = HttpClient.newHttpClient();

    @LocalServerPort
    public int port;

    @DynamicPropertySource
    public static void properties(DynamicPropertyRegistry registry) {
        TestHttp.noTrialWarmup(registry);
        registry.add("threadbench.home", DATA::toString);
        registry.add(
                "threadbench.database", () -> DATA.resolve("threadbench.db").toString());
        registry.add("threadbench.scenarios-dir", () -> scenariosDir().toString());
    }

    /** The repository's {@code scenarios/} folder (surefire sets {@code threadbench.repo}). */
    public static Path scenariosDir() {
        String repo = System.getProperty("threadbench.repo");
        Path start = repo != null ? Path.of(repo) : Path.of("").toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("scenarios"))) {
                return dir.resolve("scenarios");
            }
        }
        throw new IllegalStateException("no scenarios/ folder above " + start);
    }

    public record Response(int status, String body, HttpResponse<String> raw) {
        public JsonNode json() {
            return JSON.readTree(body);
        }

        public String header(String name) {
            return raw.headers().firstValue(name).orElse(null);
        }
    }

    public Response get(String path) {
        return send("GET", path, null, null);
    }

    public Response send(String method, String path, String contentType, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Response(response.statusCode(), response.body(), response);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public Response postJson(String path, String json) {
        return send("POST", path, "application/json", json);
    }

    public Response putJson(String path, String json) {
        return send("PUT", path, "application/json", json);
    }
}
