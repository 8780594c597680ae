package io.threadbench.sut.plain;

import io.threadbench.sut.approach.ThreadKind;
import io.threadbench.sut.upstream.UpstreamReply;
import io.vertx.core.Context;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

/**
 * {@code vertx}: Vert.x 5 Web on its event loops, one server instance per event loop sharing the port. Nothing
 * blocks: waits are timers, upstream calls go through the JDK client asynchronously and their answers are handed
 * back to the request's event loop before the response is written.
 */
final class VertxServer extends VerticleBase {

    private final PlainSettings settings;
    private final PlainUpstream upstream;
    private HttpServer server;

    private VertxServer(PlainSettings settings, PlainUpstream upstream) {
        this.settings = settings;
        this.upstream = upstream;
    }

    static PlainServers.Running start(PlainSettings settings) {
        if (settings.port() == 0) {
            throw new IllegalArgumentException("vertx needs a fixed --server.port (its instances share it)");
        }
        Vertx vertx = Vertx.vertx();
        PlainUpstream upstream = new PlainUpstream(settings.upstreamFor(settings.port()));
        int instances = 2 * Runtime.getRuntime().availableProcessors();
        join(vertx.deployVerticle(
                () -> new VertxServer(settings, upstream), new DeploymentOptions().setInstances(instances)));
        return new PlainServers.Running() {
            @Override
            public int port() {
                return settings.port();
            }

            @Override
            public void stop() {
                join(vertx.close());
            }
        };
    }

    @Override
    public Future<?> start() {
        Router router = Router.router(vertx);
        router.route().handler(this::handle);
        server = vertx.createHttpServer().requestHandler(router);
        return server.listen(settings.port(), settings.address());
    }

    /** On {@code vertx.close()}: no new connections, requests in flight answered (up to 20 s), then closed. */
    @Override
    public Future<?> stop() {
        return server.shutdown(20, TimeUnit.SECONDS);
    }

    private void handle(RoutingContext routing) {
        String path = routing.request().path();
        long extraMillis = TimeUnit.NANOSECONDS.toMillis(settings.extraDelay().toNanos() + 999_999);
        if (extraMillis > 0 && !path.equals(PlainRoutes.HEALTH)) {
            vertx.setTimer(extraMillis, id -> serve(routing, path));
        } else {
            serve(routing, path);
        }
    }

    private void serve(RoutingContext routing, String path) {
        PlainPlan plan;
        try {
            plan = PlainRoutes.plan(path, routing.request()::getParam);
        } catch (RuntimeException e) {
            send(routing, PlainRoutes.failure(e));
            return;
        }
        if (plan == null) {
            send(routing, PlainRoutes.notFound(path));
            return;
        }
        Context context = vertx.getOrCreateContext();
        switch (plan) {
            case PlainPlan.Local local
            when local.waitMillis() == 0 ->
                send(routing, PlainRoutes.ok(local.body().get()));
            case PlainPlan.Local local ->
                vertx.setTimer(
                        local.waitMillis(),
                        id -> send(routing, PlainRoutes.ok(local.body().get())));
            case PlainPlan.Forward forward ->
                upstream.getAsync(forward.path(), forward.query())
                        .whenComplete((reply, failure) -> context.runOnContext(v -> send(
                                routing, failure == null ? PlainRoutes.relayed(reply) : PlainRoutes.failure(failure))));
            case PlainPlan.FanOut fanOut -> {
                List<CompletableFuture<UpstreamReply>> calls = IntStream.range(0, fanOut.calls())
                        .mapToObj(i -> upstream.getAsync(PlainRoutes.EPOCH_MILLIS, fanOut.query()))
                        .toList();
                CompletableFuture.allOf(calls.toArray(CompletableFuture[]::new))
                        .whenComplete((done, failure) -> context.runOnContext(v -> send(
                                routing,
                                failure == null
                                        ? PlainRoutes.fannedOut(calls.stream()
                                                .map(CompletableFuture::join)
                                                .toList())
                                        : PlainRoutes.failure(failure))));
            }
        }
    }

    private static void send(RoutingContext routing, PlainAnswer answer) {
        HttpServerResponse response = routing.response();
        response.setStatusCode(answer.status())
                .putHeader("Content-Type", PlainAnswer.CONTENT_TYPE)
                .putHeader(
                        ThreadKind.HEADER,
                        (Context.isOnEventLoopThread() ? ThreadKind.EVENT_LOOP : ThreadKind.current()).headerValue())
                .putHeader(UpstreamReply.HOPS_HEADER, Integer.toString(answer.hops()))
                .end(Buffer.buffer(answer.body()));
    }

    private static <T> T join(Future<T> future) {
        return future.toCompletionStage().toCompletableFuture().join();
    }
}
