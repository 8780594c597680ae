package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.RequestTemplate;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real vegeta against a real HTTP server on loopback: every request it reports reaches the per-second
 * histograms, the seconds run without a gap, failures are counted by kind with a first message each, and a
 * {@code requests} workload's weights hold.
 */
class VegetaLoadGeneratorTests {

    @TempDir
    Path dir;

    private final VegetaLoadGenerator vegeta = new VegetaLoadGenerator(VegetaRuns.locator());

    @Test
    void aConstantRateRunDeliversEveryRequestVegetaReportsInGaplessSeconds() throws Exception {
        RecordingListener listener = new RecordingListener();
        Path log = dir.resolve("k6.log");
        try (TestServer server = TestServer.start(0)) {
            LoadPlan plan = new LoadPlan(
                    K6Runs.scenario(Workload.EPOCH_MILLIS, LoadShape.CONSTANT_RATE, 20, 40, 3, 5, List.of(), 0, 0),
                    server.baseUrl(),
                    3,
                    false,
                    log);
            K6Runs.runToEnd(vegeta.start(plan, listener), 3);
            long reported = VegetaRuns.reportedRequests(log);
            System.out.println("vegeta reported " + reported + ", seconds " + listener.epochSeconds() + ", ok "
                    + listener.ok() + ", errors " + listener.errors() + ", late " + listener.dropped());
            assertThat(reported).as("40 requests/s for 3 s").isBetween(118L, 121L);
            assertThat(listener.ok() + listener.errors()).isEqualTo(reported);
            assertThat(server.receivedTotal()).isEqualTo(reported);
            assertThat(listener.errors()).isZero();
            assertThat(listener.merged().getTotalCount()).isEqualTo(reported);
            assertThat(listener.merged().getValueAtPercentile(50))
                    .as("5 ms of server delay, in µs")
                    .isGreaterThanOrEqualTo(5_000);
        }
        List<Long> seconds = listener.epochSeconds();
        assertThat(seconds)
                .as("one second after another")
                .containsExactlyElementsOf(LongStream.rangeClosed(seconds.getFirst(), seconds.getLast())
                        .boxed()
                        .toList());
        assertThat(listener.threads).allMatch(name -> name.startsWith("vegeta-output-"));
    }

    @Test
    void failuresAreCountedByKindWithTheFirstMessageOfEach() throws Exception {
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
                    K6Runs.scenario(Workload.CAR, LoadShape.CONSTANT_RATE, 5, 30, 2, 0, List.of(), 0, 0),
                    server.baseUrl(),
                    2,
                    false,
                    dir.resolve("status.log"));
            K6Runs.runToEnd(vegeta.start(plan, listener), 2);
        }
        RecordingListener refused = new RecordingListener();
        int closedPort = io.threadbench.contract.FreePort.pick();
        LoadPlan nothingListens = new LoadPlan(
                K6Runs.scenario(Workload.EPOCH_MILLIS, LoadShape.CONSTANT_RATE, 5, 10, 1, 0, List.of(), 0, 0),
                "http://127.0.0.1:" + closedPort,
                1,
                false,
                dir.resolve("refused.log"));
        K6Runs.runToEnd(vegeta.start(nothingListens, refused), 1);

        Map<ErrorKind, Long> kinds = kinds(listener);
        System.out.println("kinds " + kinds + ", first messages " + messages(listener) + ", refused " + kinds(refused)
                + " " + messages(refused));
        assertThat(kinds)
                .containsEntry(ErrorKind.HTTP_5XX, (long) answered5xx.get())
                .containsEntry(ErrorKind.HTTP_4XX, (long) answered4xx.get())
                .hasSize(2);
        assertThat(listener.errors()).isEqualTo(answered5xx.get() + answered4xx.get());
        assertThat(messages(listener)).containsEntry(ErrorKind.HTTP_5XX, "HTTP 503");
        assertThat(kinds(refused)).containsOnlyKeys(ErrorKind.REFUSED);
        assertThat(kinds(refused).get(ErrorKind.REFUSED))
                .isEqualTo(refused.errors())
                .isEqualTo(10);
        assertThat(messages(refused).get(ErrorKind.REFUSED)).contains("connection refused");
    }

    @Test
    void aRequestsWorkloadSendsEachTemplateAtItsWeightWithItsIterationAndPicks() throws Exception {
        RecordingListener listener = new RecordingListener();
        List<RequestTemplate> templates = List.of(
                new RequestTemplate("GET", "/greeting?n={i}", Map.of("X-Kind", "read"), null, 3, null),
                new RequestTemplate(
                        "POST",
                        "/orders/{city}",
                        Map.of("Content-Type", "application/json"),
                        "{\"order\": {i}}",
                        1,
                        Map.of("city", List.of("Oslo", "Lima"))));
        Scenario scenario = Scenario.builder("weights")
                .workload(Workload.REQUESTS)
                .requests(templates)
                .loadShape(LoadShape.CONSTANT_RATE)
                .vus(20)
                .rps(100)
                .durationSeconds(2)
                .build();
        try (TestServer server = TestServer.start(0)) {
            Path log = dir.resolve("requests.log");
            K6Runs.runToEnd(vegeta.start(new LoadPlan(scenario, server.baseUrl(), 2, false, log), listener), 2);
            long sent = VegetaRuns.reportedRequests(log);
            long reads = server.received("GET /greeting");
            long orders = server.received("POST /orders/Oslo") + server.received("POST /orders/Lima");
            System.out.println("sent " + sent + ": " + reads + " reads, " + orders + " orders (Oslo "
                    + server.received("POST /orders/Oslo") + ")");
            assertThat(reads + orders).isEqualTo(sent).isEqualTo(listener.ok());
            // iteration i sends the read unless i % 4 == 3: the shares are exact up to the last, partial cycle
            assertThat(orders).isBetween(sent / 4, sent / 4 + 1);
            // orders are iterations 3, 7, 11, …: the pick list of two alternates Lima (3 % 2), Oslo (7 % 2 = 1)…
            assertThat(server.received("POST /orders/Lima")).isEqualTo(orders);
            assertThat(server.receivedWithQuery("GET /greeting?n=0")).isEqualTo(1);
            assertThat(server.receivedWithQuery("GET /greeting?n=3")).isZero();
        }
    }

    private static Map<ErrorKind, Long> kinds(RecordingListener listener) {
        Map<ErrorKind, Long> kinds = new EnumMap<>(ErrorKind.class);
        listener.seconds.forEach(second -> second.errorKinds().forEach((kind, n) -> kinds.merge(kind, n, Long::sum)));
        return kinds;
    }

    private static Map<ErrorKind, String> messages(RecordingListener listener) {
        Map<ErrorKind, String> messages = new EnumMap<>(ErrorKind.class);
        listener.seconds.forEach(second -> messages.putAll(second.firstMessages()));
        return messages;
    }
}
