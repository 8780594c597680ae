package io.threadbench.sut;

import io.threadbench.sut.approach.Approach;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The training run behind the build's AOT cache (JDK 25+, {@code -XX:AOTCacheOutput}): starts the service
 * with every approach in turn, calls each endpoint as a benchmark would (directly, through an upstream hop,
 * GET and POST of movies), and stops it again. The cache then holds the classes and early method profiles of
 * a whole start-up, the server's start and the first requests, for Tomcat and Netty, servlet and reactive
 * alike, so that every approach starts and answers its first requests sooner. Only start-up changes: the
 * code that runs is the same, and every measurement follows a warm-up.
 *
 * <p>Training is best effort: a call that fails or takes longer than {@link #CALL_TIMEOUT} is reported on
 * standard error and training goes on (the cache then lacks a little), so a flaky call never fails the build.
 * The SUT's own tests check its behaviour.
 *
 * <p>Run with the class path the SUT is later started with (the cache records it):
 * {@code java --enable-native-access=ALL-UNNAMED -XX:AOTCacheOutput=x.aot -cp aot/service-under-test.jar
 * io.threadbench.sut.AotTraining [APPROACH...]} (default: every approach served by Spring).
 */
public final class AotTraining {

    /** Rounds of calls per approach: enough for the first compilations' profiles, short for the build. */
    static final int ROUNDS = 20;

    static final Duration CALL_TIMEOUT = Duration.ofSeconds(10);
    /** Failed calls after which an approach's training stops, so a stuck server costs the build seconds, not an hour. */
    static final int MAX_FAILURES = 3;

    private static final String MOVIE = """
            [{"title": "AOT training", "year": 2001, "genre": "Drama", "rating": 7.5,
              "directors": [{"firstName": "Stanley", "lastName": "Kubrick"}]}]
            """;
    private static final List<String> GETS = List.of(
            "/actuator/health",
            "/epoch-millis?delayMillis=1&delayCallDepth=0",
            "/epoch-millis?delayMillis=1&delayCallDepth=1",
            "/movies?directorLastName=Kubrick&delayMillis=0&delayCallDepth=0",
            "/movies?directorLastName=Hitchcock&delayMillis=1&delayCallDepth=1",
            "/fanout?calls=3&delayMillis=1&delayCallDepth=0",
            "/allocate?kilobytes=16&delayMillis=0&delayCallDepth=0",
            "/car?delayMillis=0&delayCallDepth=1");

    private AotTraining() {}

    public static void main(String[] args) throws InterruptedException {
        List<Approach> approaches = args.length == 0
                ? Arrays.stream(Approach.values()).filter(a -> !a.isPlain()).toList()
                : Arrays.stream(args)
                        .map(id -> Approach.fromId(id)
                                .orElseThrow(() -> new IllegalArgumentException(
                                        "unknown approach '" + id + "'; valid: " + Approach.ids())))
                        .peek(a -> {
                            if (a.isPlain()) {
                                throw new IllegalArgumentException(a.id() + " starts no Spring context to train");
                            }
                        })
                        .toList();
        int failed = 0;
        for (Approach approach : approaches) {
            failed += train(approach);
        }
        System.err.println("AOT training: " + approaches.size() + " approaches, " + failed + " calls failed");
    }

    /** Starts the approach, calls its endpoints, stops it; gives up on it after {@link #MAX_FAILURES} failed calls. */
    private static int train(Approach approach) throws InterruptedException {
        // a client per approach (no connection outlives its server); HTTP/1.1 as k6 speaks it (no h2c upgrade)
        int failed = 0;
        try (HttpClient http = HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .connectTimeout(CALL_TIMEOUT)
                        .build();
                ConfigurableApplicationContext context =
                        SutApplication.application(approach).run("--approach=" + approach.id(), "--server.port=0")) {
            String base = "http://127.0.0.1:" + context.getEnvironment().getRequiredProperty("local.server.port");
            for (int round = 0; round < ROUNDS && failed < MAX_FAILURES; round++) {
                for (String path : GETS) {
                    failed += call(http, approach, HttpRequest.newBuilder(URI.create(base + path)));
                }
                failed += call(
                        http,
                        approach,
                        HttpRequest.newBuilder(URI.create(base + "/movies?delayMillis=0&delayCallDepth=0"))
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(MOVIE)));
            }
        }
        if (failed >= MAX_FAILURES) {
            System.err.println("AOT training, " + approach.id() + ": stopped after " + failed + " failed calls");
        }
        return failed;
    }

    /** One call; 1 if it failed (reported), else 0. */
    private static int call(HttpClient http, Approach approach, HttpRequest.Builder request)
            throws InterruptedException {
        HttpRequest built = request.timeout(CALL_TIMEOUT).build();
        String outcome;
        try {
            HttpResponse<String> response = http.send(built, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() / 100 == 2) {
                return 0;
            }
            outcome = "answered " + response.statusCode() + ": " + response.body();
        } catch (IOException e) {
            outcome = "failed: " + e;
        }
        System.err.println(
                "AOT training, " + approach.id() + ": " + built.method() + " " + built.uri() + " " + outcome);
        return 1;
    }
}
