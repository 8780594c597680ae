package io.threadbench.controller.web.live;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.StatusEvent;
import io.threadbench.controller.benchmark.TrialSecondEvent;
import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import io.threadbench.controller.web.pages.PageTestSupport;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The WebSocket stream against real connections of the JDK's WebSocket client. */
class LiveStreamTests extends PageTestSupport {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Autowired
    ApplicationEventPublisher events;

    @Autowired
    LiveBroadcaster broadcaster;

    /** Collects text messages; a "stalled" client never asks for a message, so the server's writes back up. */
    static final class Client implements WebSocket.Listener {
        final BlockingQueue<String> messages = new LinkedBlockingQueue<>();
        private final boolean stalled;
        private final StringBuilder partial = new StringBuilder();

        Client(boolean stalled) {
            this.stalled = stalled;
        }

        @Override
        public void onOpen(WebSocket webSocket) {
            if (!stalled) {
                webSocket.request(1);
            }
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                messages.add(partial.toString());
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        JsonNode next() throws InterruptedException {
            String message = messages.poll(10, TimeUnit.SECONDS);
            assertThat(message).as("a message within 10 s").isNotNull();
            return JSON.readTree(message);
        }
    }

    private WebSocket connect(String query, Client client) {
        return HttpClient.newHttpClient()
                .newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/live" + query), client)
                .join();
    }

    private static TrialSecondRow row(long second, int points) {
        Histogram histogram = new Histogram(3);
        histogram.recordValue(100_000);
        histogram.recordValue(120_000);
        TelemetrySample telemetry =
                TelemetrySample.builder(1_700_000_000 + second).build();
        return new TrialSecondRow(second, 1_700_000_000 + second, second < 0, points, 1, 0, histogram, telemetry);
    }

    private static List<LatencyPoint> points(int count) {
        return IntStream.range(0, count)
                .mapToObj(i -> new LatencyPoint(1_700_000_000_000L + i, 100_000 + i, 200, false))
                .toList();
    }

    private void awaitSubscribers(int count) throws InterruptedException {
        for (int i = 0; i < 100 && broadcaster.subscriberCount() != count; i++) {
            Thread.sleep(50);
        }
        assertThat(broadcaster.subscriberCount()).isEqualTo(count);
    }

    @Test
    void sendsStatusAndSecondsOfTheWatchedBenchmarkOnly() throws Exception {
        int before = broadcaster.subscriberCount();
        Client watcher = new Client(false);
        Client home = new Client(false);
        WebSocket watching = connect("?benchmark=901", watcher);
        WebSocket overview = connect("", home);
        awaitSubscribers(before + 2);

        events.publishEvent(new StatusEvent(902, 1L, RunStatus.RUNNING, "measuring", null));
        events.publishEvent(new StatusEvent(901, 11L, RunStatus.RUNNING, "warmup", "a note on the step"));
        events.publishEvent(new TrialSecondEvent(901, 11, row(-1, 2), points(2)));
        events.publishEvent(new TrialSecondEvent(902, 1, row(3, 2), points(2)));

        JsonNode status = watcher.next();
        JsonNode second = watcher.next();
        if (status.get("type").asString().equals("second")) { // sends may overtake each other; seq orders them
            JsonNode swap = status;
            status = second;
            second = swap;
        }
        assertThat(status.get("type").asString()).isEqualTo("status");
        assertThat(status.get("trialId").asLong()).isEqualTo(11);
        assertThat(status.get("step").asString()).isEqualTo("warmup");
        assertThat(status.get("stepText").asString())
                .as("the step as pages show it, from the owner they share with the server-made pages")
                .isEqualTo("warmup: a note on the step");
        assertThat(second.get("type").asString()).isEqualTo("second");
        assertThat(second.get("seq").asLong()).isGreaterThan(status.get("seq").asLong());
        assertThat(second.get("second").asLong()).isEqualTo(-1);
        assertThat(second.get("warmup").asBoolean()).isTrue();
        assertThat(second.get("requestsOk").asLong()).isEqualTo(2);
        // k6-style, as stored: between the two requests of 100 and 120 ms
        assertThat(second.get("p50Millis").asDouble()).isBetween(109.9, 110.1);
        assertThat(second.get("samples")).hasSize(2);
        assertThat(second.get("samples").get(0).get(1).asDouble()).isEqualTo(100.0);
        assertThat(second.get("telemetry").get("epochSecond").asLong()).isEqualTo(1_699_999_999L);
        assertThat(watcher.messages.poll(300, TimeUnit.MILLISECONDS))
                .as("nothing of benchmark 902")
                .isNull();

        List<Long> statusBenchmarks = new ArrayList<>(List.of(
                home.next().get("benchmarkId").asLong(),
                home.next().get("benchmarkId").asLong()));
        assertThat(statusBenchmarks).containsExactlyInAnyOrder(901L, 902L);
        assertThat(home.messages.poll(300, TimeUnit.MILLISECONDS))
                .as("no seconds on the overview")
                .isNull();

        watching.sendClose(WebSocket.NORMAL_CLOSURE, "").join();
        overview.sendClose(WebSocket.NORMAL_CLOSURE, "").join();
        awaitSubscribers(before);
    }

    @Test
    void aStalledBrowserIsDroppedWhileAnotherGetsEveryMessage() throws Exception {
        int before = broadcaster.subscriberCount();
        Client stalled = new Client(true);
        Client reader = new Client(false);
        connect("?benchmark=903", stalled);
        WebSocket reading = connect("?benchmark=903", reader);
        awaitSubscribers(before + 2);

        // ~80 KB each, 32 MB in all: far more than loopback socket buffers plus the 512 KB session buffer.
        // Published in step with the reader, as seconds arrive in a real run: a burst faster than any
        // socket would fill the reader's own buffer too, and the rule would rightly drop it as well.
        int seconds = 400;
        List<Long> received = new ArrayList<>();
        for (int second = 0; second < seconds; second++) {
            events.publishEvent(new TrialSecondEvent(903, 31, row(second, 2000), points(2000)));
            received.add(reader.next().get("second").asLong());
        }
        assertThat(received).hasSize(seconds).doesNotHaveDuplicates();
        awaitSubscribers(before + 1); // the stalled one was disconnected
        assertThat(stalled.messages.size()).isLessThan(seconds);

        reading.sendClose(WebSocket.NORMAL_CLOSURE, "").join();
        awaitSubscribers(before);
    }

    @Test
    void aBadBenchmarkParameterIsRefusedWithAReason() throws Exception {
        List<String> reasons = new ArrayList<>();
        WebSocket socket = HttpClient.newHttpClient()
                .newWebSocketBuilder()
                .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/live?benchmark=abc"), new WebSocket.Listener() {
                    @Override
                    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
                        reasons.add(statusCode + " " + reason);
                        return null;
                    }
                })
                .join();
        for (int i = 0; i < 100 && reasons.isEmpty(); i++) {
            Thread.sleep(50);
        }
        assertThat(reasons).containsExactly("1007 benchmark must be a number, got 'abc'");
        assertThat(socket.isInputClosed()).isTrue();
    }
}
