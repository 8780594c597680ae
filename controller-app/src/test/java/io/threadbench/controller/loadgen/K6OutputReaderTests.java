package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.loadgen.SecondBucket.ReservoirLimits;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class K6OutputReaderTests {

    private static String point(String metric, String time, String value, String tags) {
        return "{\"metric\":\"" + metric + "\",\"type\":\"Point\",\"data\":{\"time\":\"" + time + "\",\"value\":"
                + value + ",\"tags\":" + tags + "}}\n";
    }

    private static final String OK = "{\"expected_response\":\"true\",\"status\":\"200\"}";
    private static final String FAILED = "{\"expected_response\":\"false\",\"status\":\"500\"}";

    /** Delivers at most {@code chunk} bytes per read, as a pipe may. */
    private static InputStream trickle(String text, int chunk) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
    }

    @Test
    void readsRequestsErrorsAndDroppedIterationsAcrossChunkBoundaries() {
        String longTags = "{\"expected_response\":\"true\",\"status\":\"200\",\"url\":\"" + "x".repeat(200_000) + "\"}";
        String output =
                "{\"type\":\"Metric\",\"data\":{\"name\":\"http_req_duration\"},\"metric\":\"http_req_duration\"}\n"
                        + point("http_reqs", "2026-11-23T11:00:00.1Z", "1", OK)
                        + point("http_req_duration", "2026-11-23T11:00:00.1Z", "10.5", OK)
                        + point("http_req_duration", "2026-11-23T11:00:00.2Z", "20", FAILED)
                        + point(
                                "http_req_duration",
                                "2026-11-23T11:00:00.3Z",
                                "30.25",
                                longTags) // longer than the buffer
                        + point("dropped_iterations", "2026-11-23T11:00:01Z", "2", "{}")
                        + "{\"metric\":\"http_req_duration\",\"type\":\"Point\",\"data\":{\"time\":\"garbage\"}}\n"
                        + point("http_req_duration", "2026-11-23T11:00:01.9Z", "40", OK)
                                .stripTrailing(); // no final newline
        RecordingListener listener = new RecordingListener();
        K6OutputReader reader = new K6OutputReader(
                trickle(output, 7_777), new LatencyRecorder(listener, false, ReservoirLimits.DEFAULT));
        reader.run();

        assertThat(reader.lines()).isEqualTo(8);
        assertThat(reader.malformedLines()).isEqualTo(1);
        assertThat(reader.failure()).isNull();
        assertThat(listener.seconds).hasSize(2);
        LatencySecond first = listener.seconds.get(0);
        assertThat(first.requestsOk()).isEqualTo(2);
        assertThat(first.requestsError()).isEqualTo(1);
        assertThat(first.histogram().getTotalCount()).isEqualTo(3);
        assertThat(first.histogram().getMaxValue()).isBetween(30_240L, 30_260L);
        LatencySecond second = listener.seconds.get(1);
        assertThat(second.droppedIterations()).isEqualTo(2);
        assertThat(second.requestsOk()).isEqualTo(1);
    }

    @Test
    void emptyOutputEmitsNothing() {
        RecordingListener listener = new RecordingListener();
        K6OutputReader reader = new K6OutputReader(
                InputStream.nullInputStream(), new LatencyRecorder(listener, false, ReservoirLimits.DEFAULT));
        reader.run();
        assertThat(reader.lines()).isZero();
        assertThat(listener.seconds).isEmpty();
    }
}
