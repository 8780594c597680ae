package io.threadbench.sut.plain;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import io.threadbench.sut.approach.ThreadKind;
import io.threadbench.sut.upstream.UpstreamReply;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code helidon-se}: Helidon SE 4's WebServer, which runs every request on a virtual thread of its own, so the
 * handler simply blocks (sleeps, waits for upstream answers).
 */
final class HelidonServer {

    private HelidonServer() {}

    /** Helidon's switch for what to do when the JVM has no global deserialization filter. */
    static final String SERIAL_FILTER_MISSING_ACTION = "helidon.serialFilter.missing.action";

    static PlainServers.Running start(PlainSettings settings) {
        // Helidon would install a JVM-wide deny-all deserialization filter, which breaks JMX over RMI and so the
        // controller's telemetry; the other approaches run without one, and so does this one (unless told otherwise)
        if (System.getProperty(SERIAL_FILTER_MISSING_ACTION) == null) {
            System.setProperty(SERIAL_FILTER_MISSING_ACTION, "IGNORE");
        }
        // the upstream client needs the bound port; with port 0 it is known only once the server listens
        AtomicReference<BlockingPlans> plans = new AtomicReference<>(
                new BlockingPlans(new PlainUpstream(settings.upstreamFor(settings.port())), settings.extraDelay()));
        WebServer server = WebServer.builder()
                .host(settings.address())
                .port(settings.port())
                // our shutdown hook stops it, letting requests in flight finish (Helidon's default waits 0.5 s)
                .shutdownHook(false)
                .shutdownGracePeriod(Duration.ofSeconds(20))
                .routing(routing -> routing.any((request, response) -> answer(plans.get(), request, response)))
                .build();
        server.start();
        if (settings.port() == 0) {
            plans.set(new BlockingPlans(new PlainUpstream(settings.upstreamFor(server.port())), settings.extraDelay()));
        }
        return new PlainServers.Running() {
            @Override
            public int port() {
                return server.port();
            }

            @Override
            public void stop() {
                server.stop();
            }
        };
    }

    private static void answer(BlockingPlans plans, ServerRequest request, ServerResponse response) {
        PlainAnswer answer = plans.answer(
                request.path().path(), name -> request.query().first(name).orElse(null));
        response.status(Status.create(answer.status()));
        response.header(HeaderNames.CONTENT_TYPE, PlainAnswer.CONTENT_TYPE);
        response.header(ThreadKind.HEADER, ThreadKind.current().headerValue());
        response.header(UpstreamReply.HOPS_HEADER, Integer.toString(answer.hops()));
        response.send(answer.body());
    }
}
