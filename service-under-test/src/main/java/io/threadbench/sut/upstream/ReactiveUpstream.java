package io.threadbench.sut.upstream;

import io.threadbench.sut.approach.Approach;
import java.net.URI;
import org.springframework.context.annotation.Profile;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.client.reactive.ReactorClientHttpConnector;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;
import reactor.netty.http.client.HttpClient;
import reactor.netty.resources.ConnectionProvider;

/**
 * Upstream calls of {@code webflux-netty}: {@link WebClient} on Reactor Netty; nothing waits, the answer
 * arrives as a signal on an event loop.
 */
@Component
@Profile(Approach.REACTIVE_PROFILE)
public class ReactiveUpstream implements AutoCloseable {

    private final ConnectionProvider pool;
    private final WebClient webClient;

    ReactiveUpstream(UpstreamProperties properties, WebClient.Builder builder) {
        this.pool = ConnectionProvider.builder("upstream")
                .maxConnections(properties.maxConnections())
                .pendingAcquireMaxCount(-1)
                .pendingAcquireTimeout(properties.pendingAcquireTimeout())
                .build();
        HttpClient httpClient = HttpClient.create(pool)
                .option(io.netty.channel.ChannelOption.CONNECT_TIMEOUT_MILLIS, (int)
                        properties.connectTimeout().toMillis())
                .responseTimeout(properties.responseTimeout());
        this.webClient = builder.clientConnector(new ReactorClientHttpConnector(httpClient))
                .build();
    }

    public Mono<UpstreamReply> get(URI uri) {
        return failuresExplained("GET", uri, webClient.get().uri(uri).retrieve().toEntity(byte[].class));
    }

    public Mono<UpstreamReply> post(URI uri, Object jsonBody) {
        return failuresExplained(
                "POST",
                uri,
                webClient
                        .post()
                        .uri(uri)
                        .contentType(MediaType.APPLICATION_JSON)
                        .bodyValue(jsonBody)
                        .retrieve()
                        .toEntity(byte[].class));
    }

    private static Mono<UpstreamReply> failuresExplained(String method, URI uri, Mono<ResponseEntity<byte[]>> call) {
        return call.map(ReactiveUpstream::reply)
                .onErrorMap(
                        e -> !(e instanceof UpstreamException),
                        e -> new UpstreamException(
                                "upstream " + method + " " + uri.getPath() + " failed: " + e.getMessage(), e));
    }

    private static UpstreamReply reply(ResponseEntity<byte[]> entity) {
        byte[] body = entity.getBody() == null ? new byte[0] : entity.getBody();
        return new UpstreamReply(body, UpstreamReply.hopsOf(entity.getHeaders().getFirst(UpstreamReply.HOPS_HEADER)));
    }

    @Override
    public void close() {
        pool.dispose();
    }
}
