package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.sut.Http.Answer;
import io.threadbench.sut.approach.ThreadKind;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

/**
 * What the plain approaches (no Spring: raw Undertow, Vert.x, Helidon SE) must do, over real HTTP against one
 * started SUT each: the endpoints they serve ({@code /epoch-millis}, {@code /car}, {@code /fanout},
 * {@code /allocate}, health) with the same bodies, waits, hops, {@code X-Thread-Kind} and 400s as the Spring
 * approaches; {@code /movies} is a 404 naming itself; a graceful stop (last).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class PlainEndpointContract {

    private final Http http = new Http();
    private SutProcess sut;

    abstract String approach();

    /** The {@code X-Thread-Kind} of answers that needed no wait. */
    abstract String threadKind();

    /** The {@code X-Thread-Kind} of answers that waited (a delay, upstream calls). */
    String waitingThreadKind() {
        return threadKind();
    }

    @BeforeAll
    void startSut() {
        sut = SutProcess.start(approach());
    }

    @AfterAll
    void stopSut() {
        if (sut != null) {
            sut.close();
        }
    }

    @Test
    void healthIsUp() {
        Answer answer = get("/actuator/health");

        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.json().get("status").asString()).isEqualTo("UP");
        assertThat(answer.header(ThreadKind.HEADER)).isEqualTo(threadKind());
    }

    @Test
    void epochMillisAnswersTheCurrentTime() {
        long before = System.currentTimeMillis();
        Answer answer = get("/epoch-millis");

        assertOk(answer, threadKind(), 0);
        assertThat(answer.json().asLong()).isBetween(before - 1000, System.currentTimeMillis() + 1000);
    }

    @Test
    void delayMillisWaitsAtLeastThatLong() {
        Answer answer = get("/epoch-millis?delayMillis=100");

        assertOk(answer, waitingThreadKind(), 0);
        assertThat(answer.millis()).isGreaterThanOrEqualTo(100);
    }

    @Test
    void delayCallDepthTwoPassesTheRequestThroughTwoUpstreamHopsThenWaits() {
        Answer answer = get("/epoch-millis?delayMillis=100&delayCallDepth=2");

        assertOk(answer, waitingThreadKind(), 2);
        assertThat(answer.json().isNumber()).isTrue();
        assertThat(answer.millis()).isGreaterThanOrEqualTo(100);
    }

    @Test
    void carIsASmallFixedObject() {
        Answer answer = get("/car");

        assertOk(answer, threadKind(), 0);
        assertThat(answer.body()).isEqualTo("""
                {"make":"Volvo","model":"240 GL","year":1989,"color":"Midnight Blue","doors":4,"electric":false}""");
    }

    @Test
    void carCanGoThroughUpstream() {
        Answer answer = get("/car?delayCallDepth=1&delayMillis=20");

        assertOk(answer, waitingThreadKind(), 1);
        assertThat(answer.json().get("make").asString()).isEqualTo("Volvo");
    }

    @Test
    void fanoutMakesItsCallsInParallel() {
        assertOk(get("/fanout?calls=3"), waitingThreadKind(), 1); // warms the upstream connections

        Answer answer = get("/fanout?calls=3&delayMillis=200");

        assertOk(answer, waitingThreadKind(), 1);
        assertThat(answer.json().get("calls").asInt()).isEqualTo(3);
        assertThat(answer.json().get("epochMillis").size()).isEqualTo(3);
        assertThat(answer.millis()).isGreaterThanOrEqualTo(200);
        EndpointContract.assertCallsAnsweredTogether(answer, 200);
    }

    @Test
    void allocateAllocatesThenPausesAtMostDelayMillis() {
        Answer answer = get("/allocate?kilobytes=512&delayMillis=50");

        assertOk(answer, waitingThreadKind(), 0);
        assertThat(answer.json().get("kilobytes").asInt()).isEqualTo(512);
        assertThat(answer.json().get("pauseMillis").asLong()).isBetween(0L, 50L);
        assertThat(answer.json().has("checksum")).isTrue();
    }

    @Test
    void moviesAreNotServedAndSaySo() {
        Answer answer = get("/movies?directorLastName=Kubrick");

        assertThat(answer.status()).isEqualTo(404);
        assertThat(answer.json().get("message").asString()).contains("/movies");
        assertThat(answer.header(ThreadKind.HEADER)).isNotBlank();
    }

    static Stream<Arguments> badGets() {
        return Stream.of(
                Arguments.of("/epoch-millis?delayMillis=-1", "delayMillis"),
                Arguments.of("/epoch-millis?delayMillis=60001", "delayMillis"),
                Arguments.of("/epoch-millis?delayMillis=99999999999", "delayMillis"),
                Arguments.of("/epoch-millis?delayMillis=soon", "delayMillis"),
                Arguments.of("/epoch-millis?delayCallDepth=-1", "delayCallDepth"),
                Arguments.of("/epoch-millis?delayCallDepth=11", "delayCallDepth"),
                Arguments.of("/fanout?calls=0", "calls"),
                Arguments.of("/fanout?calls=101", "calls"),
                Arguments.of("/fanout?calls=3&delayCallDepth=50", "delayCallDepth"),
                Arguments.of("/allocate?kilobytes=-1", "kilobytes"),
                Arguments.of("/allocate?kilobytes=102401", "kilobytes"),
                Arguments.of("/car?delayMillis=1e9", "delayMillis"));
    }

    @ParameterizedTest
    @MethodSource("badGets")
    void badQueryParametersAreRefusedWith400NamingTheField(String pathAndQuery, String field) {
        Answer answer = get(pathAndQuery);

        assertThat(answer.status()).as(answer.body()).isEqualTo(400);
        assertThat(answer.header("Content-Type")).startsWith("application/json");
        JsonNode error = answer.json();
        assertThat(error.get("status").asInt()).isEqualTo(400);
        assertThat(error.get("error").asString()).isEqualTo("Bad Request");
        assertThat(error.get("field").asString()).isEqualTo(field);
        assertThat(error.get("message").asString()).contains(field);
        assertThat(answer.header(ThreadKind.HEADER)).isIn(threadKind(), waitingThreadKind());
    }

    /** Last: the SUT stops on SIGTERM, but only after answering the request it is working on. */
    @Test
    @Order(Integer.MAX_VALUE)
    void stopsGracefullyAfterFinishingTheRequestInFlight() throws Exception {
        CompletableFuture<Answer> inFlight = http.getAsync(sut.uri("/epoch-millis?delayMillis=1500"));
        Thread.sleep(500);

        int exitCode = sut.stop();

        assertThat(inFlight.get().status()).isEqualTo(200);
        assertThat(exitCode).isIn(0, 143);
        assertThat(sut.log()).contains("Started " + approach(), "Graceful shutdown complete");
    }

    private Answer get(String pathAndQuery) {
        return http.get(sut.uri(pathAndQuery));
    }

    private static void assertOk(Answer answer, String threadKind, int hops) {
        assertThat(answer.status()).as(answer.body()).isEqualTo(200);
        assertThat(answer.header("Content-Type")).startsWith("application/json");
        assertThat(answer.header(ThreadKind.HEADER)).isEqualTo(threadKind);
        assertThat(answer.header("X-Upstream-Hops")).isEqualTo(Integer.toString(hops));
    }
}
