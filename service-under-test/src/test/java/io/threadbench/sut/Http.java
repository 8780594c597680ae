package io.threadbench.sut;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** A small HTTP client for the tests: real requests over loopback, each answer timed. */
final class Http {

    static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    /** An answer with how long it took, from sending to the last body byte. */
    record Answer(int status, HttpHeaders headers, String body, long millis) {

        String header(String name) {
            return headers.firstValue(name).orElse(null);
        }

        JsonNode json() {
            return JSON.readTree(body);
        }
    }

    Answer get(URI uri) {
        return send(HttpRequest.newBuilder(uri).timeout(TIMEOUT).GET().build());
    }

    CompletableFuture<Answer> getAsync(URI uri) {
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(TIMEOUT).GET().build();
        long start = System.nanoTime();
        return client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).thenApply(r -> answer(r, start));
    }

    Answer postJson(URI uri, String json) {
        return send(HttpRequest.newBuilder(uri)
                .timeout(TIMEOUT)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build());
    }

    private Answer send(HttpRequest request) {
        long start = System.nanoTime();
        try {
            return answer(client.send(request, HttpResponse.BodyHandlers.ofString()), start);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static Answer answer(HttpResponse<String> response, long start) {
        return new Answer(
                response.statusCode(), response.headers(), response.body(), (System.nanoTime() - start) / 1_000_000);
    }
}
