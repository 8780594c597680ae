package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.sut.Http.Answer;
import io.threadbench.sut.approach.ThreadKind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code threadbench.extra-delay-micros} in the plain approaches, which apply it themselves (DESIGN §3): with
 * 50 000 µs every answer, errors included, comes at least 50 ms later, on top of the endpoint's own delay.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PlainExtraDelayTests {

    static final int EXTRA_MILLIS = 50;
    /** Under an extra delay raw Undertow dispatches every request to its workers. */
    static final Map<String, String> THREAD_KINDS =
            Map.of("undertow-raw", "platform", "vertx", "event-loop", "helidon-se", "virtual");

    private final Http http = new Http();
    private final Map<String, SutProcess> suts = new HashMap<>();

    @BeforeAll
    void startAll() {
        THREAD_KINDS
                .keySet()
                .forEach(approach -> suts.put(
                        approach,
                        SutProcess.launch(approach, "--threadbench.extra-delay-micros=" + EXTRA_MILLIS * 1000)));
        suts.values().forEach(SutProcess::awaitHealthy);
    }

    @AfterAll
    void stopAll() {
        suts.values().forEach(SutProcess::close);
    }

    @ParameterizedTest
    @ValueSource(strings = {"undertow-raw", "vertx", "helidon-se"})
    void everyCarAnswerComesAtLeastTheExtraDelayLater(String approach) {
        for (int i = 0; i < 3; i++) {
            Answer answer = get(approach, "/car");

            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.header(ThreadKind.HEADER)).isEqualTo(THREAD_KINDS.get(approach));
            assertThat(answer.millis()).isGreaterThanOrEqualTo(EXTRA_MILLIS);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"undertow-raw", "vertx", "helidon-se"})
    void theExtraDelayComesOnTopOfTheEndpointsOwnDelay(String approach) {
        Answer answer = get(approach, "/car?delayMillis=100");

        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.millis()).isGreaterThanOrEqualTo(100 + EXTRA_MILLIS);
    }

    @ParameterizedTest
    @ValueSource(strings = {"undertow-raw", "vertx", "helidon-se"})
    void errorAnswersComeLaterToo(String approach) {
        Answer answer = get(approach, "/car?delayMillis=-1");

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.millis()).isGreaterThanOrEqualTo(EXTRA_MILLIS);
    }

    @Test
    void aNegativeExtraDelayStopsTheStartWithExitCode2AndAMessageNamingTheProperty() throws Exception {
        List<String> command = new ArrayList<>(SutProcess.javaCommand());
        command.addAll(SutProcess.jarArguments(SutProcess.jar()));
        command.addAll(List.of("--approach=helidon-se", "--server.port=0", "--threadbench.extra-delay-micros=-1"));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();

        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(output)
                .contains("threadbench.extra-delay-micros must be between 0 and 60000000 microseconds, got -1")
                .doesNotContain("Started helidon-se");
    }

    private Answer get(String approach, String pathAndQuery) {
        return http.get(suts.get(approach).uri(pathAndQuery));
    }
}
