package io.threadbench.sut.upstream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.threadbench.contract.FreePort;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.web.client.RestClient;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * The upstream clients (the blocking approaches' three, the reactive one) against a real local HTTP server: they
 * pass the body on with the upstream's hop count, and turn an error answer or a refused connection into an
 * {@link UpstreamException} (answered 502). The server records the User-Agent, which shows the client that called.
 */
class UpstreamClientsTests {

    private static final UpstreamProperties PROPERTIES = properties(UpstreamClient.APACHE5);
    private static final List<String> userAgents = new CopyOnWriteArrayList<>();

    private static HttpServer server;
    private static BlockingUpstream blocking;
    private static ReactiveUpstream reactive;

    @BeforeAll
    static void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/epoch-millis", exchange -> {
            userAgents.add(String.valueOf(exchange.getRequestHeaders().getFirst("User-Agent")));
            byte[] body = "1234".getBytes(StandardCharsets.US_ASCII);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.getResponseHeaders().add(UpstreamReply.HOPS_HEADER, "2");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.createContext("/broken", exchange -> {
            exchange.sendResponseHeaders(500, -1);
            exchange.close();
        });
        server.start();
        blocking = new BlockingUpstream(PROPERTIES, RestClient.builder());
        reactive = new ReactiveUpstream(PROPERTIES, WebClient.builder());
    }

    @AfterAll
    static void stop() throws Exception {
        server.stop(0);
        blocking.close();
        reactive.close();
    }

    @Test
    void answersArePassedOnWithTheUpstreamsHopCount() {
        UpstreamReply viaRestClient = blocking.get(uri("/epoch-millis"));
        UpstreamReply viaWebClient = reactive.get(uri("/epoch-millis")).block();

        assertThat(viaRestClient.bodyAsLong()).isEqualTo(1234);
        assertThat(viaRestClient.hops()).isEqualTo(2);
        assertThat(viaWebClient.bodyAsLong()).isEqualTo(1234);
        assertThat(viaWebClient.hops()).isEqualTo(2);
    }

    @Test
    void errorAnswersBecomeUpstreamExceptions() {
        assertThatThrownBy(() -> blocking.get(uri("/broken")))
                .isInstanceOf(UpstreamException.class)
                .hasMessageContaining("/broken");
        assertThatThrownBy(() -> reactive.get(uri("/broken")).block())
                .isInstanceOf(UpstreamException.class)
                .hasMessageContaining("/broken");
    }

    @Test
    void refusedConnectionsBecomeUpstreamExceptions() throws IOException {
        URI closed = URI.create("http://127.0.0.1:" + closedPort() + "/epoch-millis");

        assertThatThrownBy(() -> blocking.get(closed)).isInstanceOf(UpstreamException.class);
        assertThatThrownBy(() -> reactive.get(closed).block()).isInstanceOf(UpstreamException.class);
    }

    @ParameterizedTest
    @CsvSource({"APACHE5, Apache-HttpClient", "JDK, Java-http-client", "REACTOR_NETTY, ReactorNetty"})
    void eachBlockingClientCallsWithItsOwnLibrary(UpstreamClient client, String userAgent) throws Exception {
        try (BlockingUpstream upstream = new BlockingUpstream(properties(client), RestClient.builder())) {
            userAgents.clear();
            UpstreamReply reply = upstream.get(uri("/epoch-millis"));
            UpstreamReply posted = upstream.post(uri("/epoch-millis"), java.util.Map.of("a", 1));

            assertThat(upstream.client()).isEqualTo(client);
            assertThat(reply.bodyAsLong()).isEqualTo(1234);
            assertThat(reply.hops()).isEqualTo(2);
            assertThat(posted.bodyAsLong()).isEqualTo(1234);
            assertThat(userAgents)
                    .hasSize(2)
                    .allSatisfy(agent -> assertThat(agent).startsWith(userAgent));
            assertThatThrownBy(() -> upstream.get(uri("/broken")))
                    .isInstanceOf(UpstreamException.class)
                    .hasMessageContaining("/broken");
            assertThatThrownBy(() -> upstream.get(URI.create("http://127.0.0.1:" + closedPort() + "/epoch-millis")))
                    .isInstanceOf(UpstreamException.class);
        }
    }

    private static UpstreamProperties properties(UpstreamClient client) {
        return new UpstreamProperties(
                null, 100, Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(5), client);
    }

    private static URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
    }

    /** A port nothing listens on: claimed, so no other Threadbench process binds it meanwhile. */
    private static int closedPort() {
        return FreePort.pick();
    }
}
