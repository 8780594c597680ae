package io.threadbench.controller.loadgen;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToIntFunction;

/**
 * A small real HTTP server on loopback standing in for the SUT: {@code /epoch-millis?delayMillis=N} and the other
 * paths sleep N ms (plus optional random jitter) and answer JSON like the SUT, with a status chosen per request.
 * It counts what it receives by method and path.
 */
final class TestServer implements AutoCloseable {

    private final HttpServer server;
    private final int jitterMillis;
    private final ToIntFunction<HttpExchange> status;
    private final Map<String, AtomicLong> received = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> receivedWithQuery = new ConcurrentHashMap<>();

    private TestServer(int jitterMillis, ToIntFunction<HttpExchange> status) throws IOException {
        this.jitterMillis = jitterMillis;
        this.status = status;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 200);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", this::handle);
        server.start();
    }

    /** Answers 200 to everything. */
    static TestServer start(int jitterMillis) throws IOException {
        return new TestServer(jitterMillis, exchange -> 200);
    }

    static TestServer start(int jitterMillis, ToIntFunction<HttpExchange> status) throws IOException {
        return new TestServer(jitterMillis, status);
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** Requests received for e.g. {@code "GET /movies"}. */
    long received(String methodAndPath) {
        AtomicLong count = received.get(methodAndPath);
        return count == null ? 0 : count.get();
    }

    long receivedTotal() {
        return received.values().stream().mapToLong(AtomicLong::get).sum();
    }

    /** Query strings seen, by e.g. {@code "GET /movies?directorLastName=Allen&delayMillis=0&delayCallDepth=0"}. */
    long receivedWithQuery(String methodPathAndQuery) {
        AtomicLong count = receivedWithQuery.get(methodPathAndQuery);
        return count == null ? 0 : count.get();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            exchange.getRequestBody().readAllBytes();
            URI uri = exchange.getRequestURI();
            String method = exchange.getRequestMethod();
            received.computeIfAbsent(method + " " + uri.getPath(), key -> new AtomicLong())
                    .incrementAndGet();
            receivedWithQuery
                    .computeIfAbsent(method + " " + uri, key -> new AtomicLong())
                    .incrementAndGet();
            long delay = delayMillis(uri.getRawQuery())
                    + (jitterMillis > 0 ? ThreadLocalRandom.current().nextInt(jitterMillis + 1) : 0);
            if (delay > 0) {
                Thread.sleep(delay);
            }
            byte[] body = ("{\"epochMillis\":" + System.currentTimeMillis() + "}").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.getResponseHeaders().add("X-Thread-Kind", "virtual");
            exchange.sendResponseHeaders(status.applyAsInt(exchange), body.length);
            exchange.getResponseBody().write(body);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static long delayMillis(String query) {
        if (query != null) {
            for (String pair : query.split("&")) {
                if (pair.startsWith("delayMillis=")) {
                    return Long.parseLong(pair.substring("delayMillis=".length()));
                }
            }
        }
        return 0;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
