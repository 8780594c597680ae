package io.threadbench.sut;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.sut.Http.Answer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Server settings given on the command line take effect, shown with the classic case: Tomcat limited to two
 * request threads. Four concurrent 300 ms requests need two rounds (~600 ms) on platform threads, but one
 * (~300 ms) on virtual threads, where the limit no longer bounds concurrency. The Loom SUT's upstream is the
 * platform one, which shows {@code sut.upstream.base-url} at work. Margins are generous because the machine
 * is shared.
 */
class PoolLimitTests {

    static final String TWO_THREADS = "--server.tomcat.threads.max=2";
    static final int REQUESTS = 4;
    static final int DELAY_MILLIS = 300;

    private static final Http http = new Http();
    private static SutProcess platform;
    private static SutProcess loom;

    @BeforeAll
    static void startBoth() {
        platform = SutProcess.launch("platform-tomcat", TWO_THREADS);
        loom = SutProcess.launch(
                "loom-tomcat", TWO_THREADS, "--sut.upstream.base-url=http://127.0.0.1:" + platform.port());
        platform.awaitHealthy();
        loom.awaitHealthy();
    }

    @AfterAll
    static void stopBoth() {
        for (SutProcess sut : new SutProcess[] {platform, loom}) {
            if (sut != null) {
                sut.close();
            }
        }
    }

    @Test
    void platformThreadsQueueRequestsBeyondThePoolLimit() {
        long millis = concurrentRoundMillis(platform);

        assertThat(millis).as("4 x 300 ms on 2 platform threads").isGreaterThanOrEqualTo(2L * DELAY_MILLIS - 10);
    }

    @Test
    void virtualThreadsServeAllRequestsAtOnceDespiteThePoolLimit() {
        long millis = concurrentRoundMillis(loom);

        assertThat(millis)
                .as("4 x 300 ms on virtual threads")
                .isGreaterThanOrEqualTo(DELAY_MILLIS)
                .isLessThan(2L * DELAY_MILLIS - 50);
    }

    @Test
    void upstreamCallsGoToTheConfiguredBaseUrl() {
        http.get(loom.uri("/fanout?calls=" + REQUESTS)); // warm-up

        Answer answer = http.get(loom.uri("/fanout?calls=" + REQUESTS + "&delayMillis=" + DELAY_MILLIS));

        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.header("X-Thread-Kind")).isEqualTo("virtual");
        assertThat(answer.millis())
                .as("4 parallel calls served by the 2-thread platform upstream")
                .isGreaterThanOrEqualTo(2L * DELAY_MILLIS - 10);
    }

    /** Time until the last of four concurrent requests is answered; after a warm-up round. */
    private static long concurrentRoundMillis(SutProcess sut) {
        round(sut, 0);
        long start = System.nanoTime();
        List<Answer> answers = round(sut, DELAY_MILLIS);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(answers).allSatisfy(a -> assertThat(a.status()).isEqualTo(200));
        return millis;
    }

    private static List<Answer> round(SutProcess sut, int delayMillis) {
        List<CompletableFuture<Answer>> pending = IntStream.range(0, REQUESTS)
                .mapToObj(i -> http.getAsync(sut.uri("/epoch-millis?delayMillis=" + delayMillis)))
                .toList();
        return pending.stream().map(CompletableFuture::join).toList();
    }
}
