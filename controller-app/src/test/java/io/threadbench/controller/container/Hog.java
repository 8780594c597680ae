package io.threadbench.controller.container;

import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A tiny program the container tests put in an image as a jar: {@code spin N} keeps N threads busy; {@code
 * --server.port=P} serves {@code /actuator/health} and, on any other path, keeps the last 32 answers' 8 MB each
 * (256 MB in all, touched page by page), so a small container's memory limit is reached in a few requests.
 */
public final class Hog {

    private static final int KEPT = 32;
    private static final int BLOCK = 8 << 20;
    private static final Deque<byte[]> kept = new ArrayDeque<>();

    private Hog() {}

    public static void main(String[] args) throws Exception {
        if (args[0].equals("spin")) {
            System.out.println("available processors: " + Runtime.getRuntime().availableProcessors());
            for (int i = 0; i < Integer.parseInt(args[1]); i++) {
                Thread.ofPlatform().start(Hog::spin);
            }
            Thread.currentThread().join();
        }
        int port = Integer.parseInt(args[0].substring("--server.port=".length()));
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 100);
        server.createContext("/actuator/health", exchange -> answer(exchange, "{\"status\":\"UP\"}"));
        server.createContext("/", exchange -> {
            byte[] block = new byte[BLOCK];
            for (int at = 0; at < block.length; at += 4096) {
                block[at] = 1;
            }
            synchronized (kept) {
                kept.addLast(block);
                if (kept.size() > KEPT) {
                    kept.removeFirst();
                }
            }
            answer(exchange, "kept");
        });
        server.start();
    }

    private static void answer(com.sun.net.httpserver.HttpExchange exchange, String text) throws java.io.IOException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(200, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static void spin() {
        long x = 0;
        while (true) {
            x += System.nanoTime() % 7;
            if (x == 42) {
                System.out.println(x);
            }
        }
    }
}
