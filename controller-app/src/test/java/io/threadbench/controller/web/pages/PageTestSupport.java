package io.threadbench.controller.web.pages;

import io.threadbench.controller.TestHttp;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The controller on a random port with a real SQLite file in a temp folder and the repository's
 * {@code scenarios/} as defaults; pages are fetched over real HTTP as a browser would (Accept: text/html).
 * One folder per test JVM, so all subclasses share one Spring context.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
public abstract class PageTestSupport {

    static final Path DATA = TestHttp.tempFolder("threadbench-pages");

    private final HttpClient http =
            HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    @LocalServerPort
    protected int port;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        registry.add("threadbench.home", DATA::toString);
        registry.add(
                "threadbench.database", () -> DATA.resolve("threadbench.db").toString());
        registry.add(
                "threadbench.scenarios-dir",
                () -> repoDir().resolve("scenarios").toString());
    }

    /** The repository root (surefire sets {@code threadbench.repo}). */
    static Path repoDir() {
        String repo = System.getProperty("threadbench.repo");
        Path start = repo != null ? Path.of(repo) : Path.of("").toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("scenarios"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no scenarios/ folder above " + start);
    }

    record Page(int status, String body, HttpResponse<String> raw) {
        String header(String name) {
            return raw.headers().firstValue(name).orElse(null);
        }
    }

    Page get(String path) {
        return getAccepting(path, "text/html");
    }

    Page getAccepting(String path, String accept) {
        return send(HttpRequest.newBuilder(uri(path)).header("Accept", accept).GET());
    }

    /** An htmx request (HX-Request header), as the browser's htmx sends it. */
    Page htmxPost(String path, Map<String, String> form) {
        return send(HttpRequest.newBuilder(uri(path))
                .header("HX-Request", "true")
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(encode(form))));
    }

    Page post(String path, Map<String, String> form) {
        return postRaw(path, encode(form));
    }

    /** A form post with an already encoded body (for repeated parameters). */
    Page postRaw(String path, String body) {
        return send(HttpRequest.newBuilder(uri(path))
                .header("Accept", "text/html")
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    Page postMultipart(String path, String field, String fileName, String content, Map<String, String> extra) {
        String boundary = "threadbench-test-boundary";
        StringBuilder body = new StringBuilder();
        extra.forEach((name, value) -> body.append("--")
                .append(boundary)
                .append("\r\n")
                .append("Content-Disposition: form-data; name=\"")
                .append(name)
                .append("\"\r\n\r\n")
                .append(value)
                .append("\r\n"));
        body.append("--")
                .append(boundary)
                .append("\r\n")
                .append("Content-Disposition: form-data; name=\"")
                .append(field)
                .append("\"; filename=\"")
                .append(fileName)
                .append("\"\r\n")
                .append("Content-Type: application/octet-stream\r\n\r\n")
                .append(content)
                .append("\r\n--")
                .append(boundary)
                .append("--\r\n");
        return send(HttpRequest.newBuilder(uri(path))
                .header("Accept", "text/html")
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())));
    }

    static String encode(Map<String, String> form) {
        return form.entrySet().stream()
                .map(entry -> URLEncoder.encode(entry.getKey(), StandardCharsets.UTF_8) + "="
                        + URLEncoder.encode(entry.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    private Page send(HttpRequest.Builder request) {
        HttpResponse<String> response = TestHttp.send(http, request.build());
        return new Page(response.statusCode(), response.body(), response);
    }
}
