package io.threadbench.controller.web.guard;

import io.threadbench.controller.TestHttp;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletionException;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Real HTTP against the controller started by a subclass ({@code @SpringBootTest} on a random port with its
 * own properties): the JDK's client for ordinary requests, a raw socket where a test must choose the
 * {@code Host} header (the JDK's client always writes its own), the JDK's WebSocket client for handshakes.
 */
abstract class GuardTestSupport {

    static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpClient http =
            HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    @LocalServerPort
    int port;

    /** A fresh SQLite home and the repository's default scenarios. */
    static void data(DynamicPropertyRegistry registry, String prefix) {
        TestHttp.noTrialWarmup(registry);
        Path data = TestHttp.tempFolder(prefix);
        registry.add("threadbench.home", data::toString);
        registry.add(
                "threadbench.database", () -> data.resolve("threadbench.db").toString());
        registry.add(
                "threadbench.scenarios-dir",
                () -> repoDir().resolve("scenarios").toString());
    }

    static Path repoDir() {
        String repo = System.getProperty("threadbench.repo");
        Path start = repo != null ? Path.of(repo) : Path.of("").toAbsolutePath();
        for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("scenarios"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no scenarios/ folder above " + start);
    }

    HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
    }

    HttpResponse<String> send(HttpRequest.Builder request) {
        return TestHttp.send(http, request.build());
    }

    HttpResponse<String> page(String path, String... headers) {
        HttpRequest.Builder request = request(path).header("Accept", "text/html");
        if (headers.length > 0) {
            request.headers(headers);
        }
        return send(request);
    }

    /** {@code POST /api/scenarios/smoketest/duplicate?as=NAME}: a small state change that leaves a visible trace. */
    HttpResponse<String> duplicateSmoketest(String name, String... headers) {
        HttpRequest.Builder request =
                request("/api/scenarios/smoketest/duplicate?as=" + name).POST(HttpRequest.BodyPublishers.noBody());
        if (headers.length > 0) {
            request.headers(headers);
        }
        return send(request);
    }

    static JsonNode json(HttpResponse<String> response) {
        return JSON.readTree(response.body());
    }

    /** A GET written by hand with the given {@code Host} header; returns the status line and the rest. */
    RawResponse rawGet(String path, String host) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nAccept: */*\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(text.substring(9, 12));
            return new RawResponse(status, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    record RawResponse(int status, String text) {}

    /**
     * Opens {@code /ws/live} with the given extra headers; answers 101 when the handshake succeeds, else the
     * status the server refused it with.
     */
    int webSocketHandshake(String... headers) {
        WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder();
        for (int i = 0; i < headers.length; i += 2) {
            builder.header(headers[i], headers[i + 1]);
        }
        try {
            WebSocket socket = builder.buildAsync(
                            URI.create("ws://127.0.0.1:" + port + "/ws/live"), new WebSocket.Listener() {})
                    .join();
            socket.abort();
            return 101;
        } catch (CompletionException e) {
            if (e.getCause() instanceof WebSocketHandshakeException refused) {
                return refused.getResponse().statusCode();
            }
            throw e;
        }
    }
}
