package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.loadgen.SecondBucket.ReservoirLimits;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.RequestTemplate;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * vegeta's JSON results (lines in the form {@code vegeta encode -to=json} writes them) into seconds: stamped at their
 * end, Go's failure messages sorted into k6's kinds, success by each request's own expected statuses, and requests
 * that left late counted where k6 counts dropped iterations.
 */
class VegetaResultReaderTests {

    private static final String BASE = "http://127.0.0.1:8080";

    @Test
    void goFailureMessagesBecomeTheKindsK6Names() {
        assertThat(VegetaResultReader.kindOfMessage(
                        "Get \"http://127.0.0.1:1/x\": dial tcp 0.0.0.0:0->127.0.0.1:1: connect: connection refused"))
                .isEqualTo(ErrorKind.REFUSED);
        assertThat(VegetaResultReader.kindOfMessage(
                        "Get \"http://h/x\": read tcp 1->2: read: connection reset by peer"))
                .isEqualTo(ErrorKind.RESET);
        assertThat(VegetaResultReader.kindOfMessage("Post \"http://h/x\": write tcp 1->2: write: broken pipe"))
                .isEqualTo(ErrorKind.RESET);
        assertThat(VegetaResultReader.kindOfMessage("Get \"http://h/x\": dial tcp 10.0.0.1:80: i/o timeout"))
                .isEqualTo(ErrorKind.DIAL_TIMEOUT);
        assertThat(
                        VegetaResultReader.kindOfMessage(
                                "Get \"http://h/x\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"))
                .isEqualTo(ErrorKind.REQUEST_TIMEOUT);
        assertThat(VegetaResultReader.kindOfMessage("Get \"http://h/x\": EOF")).isEqualTo(ErrorKind.NETWORK_OTHER);
    }

    @Test
    void eachRequestIsJudgedByItsOwnTemplatesExpectedStatusesAndStampedWhenItEnded() {
        Scenario scenario = Scenario.builder("mixed")
                .workload(Workload.REQUESTS)
                .requests(List.of(
                        new RequestTemplate("GET", "/search?q={i}", Map.of(), null, 1, null, List.of("302"), false),
                        new RequestTemplate("GET", "/items/{i}", Map.of(), null, 1, null, null, null)))
                .loadShape(LoadShape.CONSTANT_RATE)
                .vus(5)
                .rps(10)
                .durationSeconds(1)
                .build();
        RecordingListener listener = new RecordingListener();
        LatencyRecorder recorder = new LatencyRecorder(listener, false, ReservoirLimits.DEFAULT);
        VegetaResultReader reader =
                new VegetaResultReader(java.io.InputStream.nullInputStream(), recorder, scenario, BASE, 10);
        // started at .900 s, 250 ms of latency: it ended in the next second
        reader.handle(line(0, 302, "2026-11-28T19:53:00.900000000Z", 250_000_000, "GET", "/search?q=0"));
        reader.handle(line(1, 404, "2026-11-28T19:53:01.000000000Z", 1_000_000, "GET", "/items/1"));
        reader.handle(line(2, 200, "2026-11-28T19:53:01.100000000Z", 1_000_000, "GET", "/search?q=2"));
        // seq 3 was due at .900 + 0.3 s = 1.200 s and left at 1.500 s: 300 ms late
        reader.handle(line(3, 200, "2026-11-28T19:53:01.500000000Z", 1_000_000, "GET", "/items/3"));
        recorder.finish();

        assertThat(listener.epochSeconds()).containsExactly(1795895581L);
        LatencySecond second = listener.seconds.getFirst();
        assertThat(second.requestsOk())
                .as("the 302 the search expects, the item's 200")
                .isEqualTo(2);
        assertThat(second.errorKinds())
                .as("the item's 404, and the 200 of a search that expects 302")
                .containsOnly(Map.entry(ErrorKind.HTTP_4XX, 1L), Map.entry(ErrorKind.HTTP_OTHER, 1L));
        assertThat(second.histogram().getMaxValue()).as("250 ms in µs").isBetween(249_000L, 251_000L);
        assertThat(second.droppedIterations()).as("late requests").isEqualTo(1);
        assertThat(reader.late()).isEqualTo(1);
    }

    private static String line(long seq, int code, String timestamp, long latencyNanos, String method, String path) {
        return "{\"attack\":\"\",\"seq\":" + seq + ",\"code\":" + code + ",\"timestamp\":\"" + timestamp
                + "\",\"latency\":" + latencyNanos + ",\"bytes_out\":0,\"bytes_in\":0,\"error\":\"\",\"body\":null,"
                + "\"method\":\"" + method + "\",\"url\":\"" + BASE + path
                + "\",\"headers\":{\"Location\":[\"/results\"]}}";
    }
}
