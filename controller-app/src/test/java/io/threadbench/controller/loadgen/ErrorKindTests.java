package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Workload;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Failed requests by kind from k6's {@code error_code} and status tags, with real k6: HTTP status classes from a
 * JDK server that answers 503 and 404 in turn, and a refused connection when the packaged SUT is killed mid-run.
 */
class ErrorKindTests {

    @TempDir
    Path dir;

    @Test
    void httpStatusClassesAreCountedPerKindWithTheFirstMessageOfEach() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        AtomicInteger answered5xx = new AtomicInteger();
        AtomicInteger answered4xx = new AtomicInteger();
        RecordingListener listener = new RecordingListener();
        try (TestServer server = TestServer.start(0, exchange -> switch (calls.incrementAndGet() % 3) {
            case 0 -> {
                answered5xx.incrementAndGet();
                yield 503;
            }
            case 1 -> {
                answered4xx.incrementAndGet();
                yield 404;
            }
            default -> 200;
        })) {
            LoadPlan plan = new LoadPlan(
                    K6Runs.scenario(Workload.CAR, LoadShape.CONSTANT_RATE, 5, 30, 3, 0, List.of(), 0, 0),
                    server.baseUrl(),
                    3,
                    false,
                    dir.resolve("k6.log"));
            K6Runs.runToEnd(new K6LoadGenerator(K6Runs.locator()).start(plan, listener), 3);
        }
        Map<ErrorKind, Long> kinds = kinds(listener);
        Map<ErrorKind, String> messages = messages(listener);
        System.out.println("kinds " + kinds + ", first messages " + messages);
        assertThat(answered5xx.get()).isGreaterThan(10);
        assertThat(kinds)
                .containsEntry(ErrorKind.HTTP_5XX, (long) answered5xx.get())
                .containsEntry(ErrorKind.HTTP_4XX, (long) answered4xx.get())
                .hasSize(2);
        assertThat(kinds.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(listener.errors());
        assertThat(messages).containsOnlyKeys(ErrorKind.HTTP_5XX, ErrorKind.HTTP_4XX);
        assertThat(messages.get(ErrorKind.HTTP_5XX)).contains("503");
    }

    @Test
    void aSutKilledMidRunGivesRefusedConnections() throws Exception {
        Path jar = RealSut.jar().orElse(null);
        assumeTrue(jar != null, "service-under-test jar not built (./mvnw -pl service-under-test package)");
        RecordingListener listener = new RecordingListener();
        try (RealSut sut = RealSut.start(jar, "undertow-raw", dir)) {
            LoadPlan plan = new LoadPlan(
                    K6Runs.scenario(Workload.EPOCH_MILLIS, LoadShape.CONSTANT_RATE, 10, 20, 5, 5, List.of(), 0, 0),
                    sut.baseUrl(),
                    5,
                    false,
                    dir.resolve("k6.log"));
            LoadRun run = new K6LoadGenerator(K6Runs.locator()).start(plan, listener);
            org.awaitility.Awaitility.await()
                    .atMost(java.time.Duration.ofSeconds(60))
                    .until(() -> listener.ok() >= 20);
            sut.kill();
            K6Runs.runToEnd(run, 5);
        }
        Map<ErrorKind, Long> kinds = kinds(listener);
        Map<ErrorKind, String> messages = messages(listener);
        System.out.println("kinds " + kinds + ", first messages " + messages);
        assertThat(kinds.get(ErrorKind.REFUSED)).as("requests after the kill").isGreaterThan(10);
        assertThat(messages.get(ErrorKind.REFUSED)).contains("connection refused");
        assertThat(kinds.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(listener.errors());
    }

    private static Map<ErrorKind, Long> kinds(RecordingListener listener) {
        Map<ErrorKind, Long> kinds = new EnumMap<>(ErrorKind.class);
        listener.seconds.forEach(second -> second.errorKinds().forEach((kind, n) -> kinds.merge(kind, n, Long::sum)));
        return kinds;
    }

    private static Map<ErrorKind, String> messages(RecordingListener listener) {
        Map<ErrorKind, String> messages = new EnumMap<>(ErrorKind.class);
        listener.seconds.forEach(second -> second.firstMessages()
                .forEach((kind, message) -> assertThat(messages.put(kind, message))
                        .as("one first message per kind")
                        .isNull()));
        return messages;
    }
}
