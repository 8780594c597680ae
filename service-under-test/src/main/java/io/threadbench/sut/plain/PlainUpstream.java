package io.threadbench.sut.plain;

import io.threadbench.sut.upstream.UpstreamException;
import io.threadbench.sut.upstream.UpstreamReply;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;

/**
 * Upstream calls of the plain approaches over the JDK's HTTP client (HTTP/1.1): blocking for the servers whose
 * handlers may block, asynchronous for the event loop. A non-2xx answer or a failed call is an
 * {@link UpstreamException} (answered with 502).
 */
final class PlainUpstream {

    private static final Duration RESPONSE_TIMEOUT = Duration.ofSeconds(70);

    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final String baseUrl;

    PlainUpstream(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    UpstreamReply get(String path, Map<String, Object> query) {
        try {
            return reply(path, client.send(request(path, query), HttpResponse.BodyHandlers.ofByteArray()));
        } catch (IOException e) {
            throw new UpstreamException("upstream GET " + path + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UpstreamException("interrupted while waiting for upstream GET " + path, e);
        }
    }

    CompletableFuture<UpstreamReply> getAsync(String path, Map<String, Object> query) {
        return client.sendAsync(request(path, query), HttpResponse.BodyHandlers.ofByteArray())
                .handle((response, failure) -> {
                    if (failure != null) {
                        throw new UpstreamException("upstream GET " + path + " failed: " + failure, failure);
                    }
                    return reply(path, response);
                });
    }

    private HttpRequest request(String path, Map<String, Object> query) {
        String encoded = query.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(String.valueOf(e.getValue()), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return HttpRequest.newBuilder(URI.create(baseUrl + path + (encoded.isEmpty() ? "" : "?" + encoded)))
                .timeout(RESPONSE_TIMEOUT)
                .GET()
                .build();
    }

    private static UpstreamReply reply(String path, HttpResponse<byte[]> response) {
        if (response.statusCode() / 100 != 2) {
            throw new UpstreamException("upstream GET " + path + " answered " + response.statusCode());
        }
        String hops = response.headers().firstValue(UpstreamReply.HOPS_HEADER).orElse("0");
        return new UpstreamReply(response.body(), Integer.parseInt(hops));
    }
}
