package io.threadbench.sut.plain;

import io.threadbench.sut.approach.ThreadKind;
import io.threadbench.sut.upstream.UpstreamReply;
import io.undertow.Undertow;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.server.handlers.GracefulShutdownHandler;
import io.undertow.util.Headers;
import io.undertow.util.HttpString;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.Deque;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code undertow-raw}: Undertow's core handlers, no servlet layer. A request that needs no wait ({@code /car},
 * {@code /epoch-millis} and {@code /allocate} without delay or upstream, health) is answered on the I/O thread
 * that read it ({@code event-loop}); one that may block (a delay, upstream calls, a fan-out, an extra delay) is
 * dispatched to Undertow's worker pool ({@code platform}), as Undertow's own docs advise.
 */
final class UndertowServer implements HttpHandler {

    private static final HttpString THREAD_KIND = new HttpString(ThreadKind.HEADER);
    private static final HttpString HOPS = new HttpString(UpstreamReply.HOPS_HEADER);

    private final AtomicReference<BlockingPlans> plans = new AtomicReference<>();
    private final boolean extraDelay;

    private UndertowServer(boolean extraDelay) {
        this.extraDelay = extraDelay;
    }

    static PlainServers.Running start(PlainSettings settings) {
        UndertowServer handler = new UndertowServer(!settings.extraDelay().isZero());
        // the upstream client needs the bound port; with port 0 it is known only once the server listens, and a
        // request may come before that (a health poll did, and met a null plan: a 500 and a stack trace in the log)
        handler.plans.set(plansFor(settings, settings.port()));
        GracefulShutdownHandler graceful = new GracefulShutdownHandler(handler);
        Undertow server = Undertow.builder()
                .addHttpListener(settings.port(), settings.address())
                .setHandler(graceful)
                .build();
        server.start();
        int port = ((InetSocketAddress) server.getListenerInfo().getFirst().getAddress()).getPort();
        if (settings.port() == 0) {
            handler.plans.set(plansFor(settings, port));
        }
        return new PlainServers.Running() {
            @Override
            public int port() {
                return port;
            }

            @Override
            public void stop() {
                graceful.shutdown();
                try {
                    graceful.awaitShutdown(20_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                server.stop();
            }
        };
    }

    private static BlockingPlans plansFor(PlainSettings settings, int port) {
        return new BlockingPlans(new PlainUpstream(settings.upstreamFor(port)), settings.extraDelay());
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        if (exchange.isInIoThread() && mayBlock(exchange)) {
            exchange.dispatch(this);
            return;
        }
        String path = exchange.getRelativePath();
        PlainAnswer answer = plans.get().answer(path, name -> first(exchange, name));
        exchange.setStatusCode(answer.status());
        exchange.getResponseHeaders()
                .put(Headers.CONTENT_TYPE, PlainAnswer.CONTENT_TYPE)
                .put(
                        THREAD_KIND,
                        (exchange.isInIoThread() ? ThreadKind.EVENT_LOOP : ThreadKind.current()).headerValue())
                .put(HOPS, answer.hops());
        exchange.getResponseSender().send(ByteBuffer.wrap(answer.body()));
    }

    private boolean mayBlock(HttpServerExchange exchange) {
        if (exchange.getRelativePath().equals(PlainRoutes.HEALTH)) {
            return false;
        }
        return extraDelay
                || exchange.getRelativePath().equals("/fanout")
                || !isZero(first(exchange, "delayMillis"))
                || !isZero(first(exchange, "delayCallDepth"));
    }

    private static boolean isZero(String value) {
        return value == null || value.isEmpty() || value.equals("0");
    }

    private static String first(HttpServerExchange exchange, String name) {
        Deque<String> values = exchange.getQueryParameters().get(name);
        return values == null ? null : values.peekFirst();
    }
}
