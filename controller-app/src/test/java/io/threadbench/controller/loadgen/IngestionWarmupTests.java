package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The controller's warm-up pushes every made-up request through the real ingestion path, and the input is k6's. */
class IngestionWarmupTests {

    @Test
    void everyRequestIsCountedInItsSecond() {
        IngestionWarmup.Result result = IngestionWarmup.run(10_000, 2000);

        assertThat(result.requests() + result.errors()).isEqualTo(10_000);
        assertThat(result.errors()).isBetween(50L, 150L); // 1 % errors, seeded
        assertThat(result.seconds()).isBetween(5, 6); // 5 s of requests; the last ones' jitter may spill over
        assertThat(result.lines())
                .isEqualTo(10_000L * SyntheticK6Output.LINES_PER_REQUEST + 5L * SyntheticK6Output.LINES_PER_SECOND);
    }

    @Test
    void theMadeUpOutputIsWhatK6WritesLineByLine() throws IOException {
        String text;
        try (InputStream in = new SyntheticK6Output(3, 1000, Instant.parse("2026-01-01T00:00:00Z"))) {
            text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII);
        }
        String[] lines = text.split("\n");

        assertThat(lines).hasSize(3 * SyntheticK6Output.LINES_PER_REQUEST + SyntheticK6Output.LINES_PER_SECOND);
        assertThat(lines[1])
                .startsWith(
                        "{\"metric\":\"http_req_duration\",\"type\":\"Point\",\"data\":{\"time\":\"2026-01-01T00:00:00")
                .contains("\"tags\":{\"expected_response\":\"true\",\"status\":\"200\"}");
        assertThat(new K6SampleParser().parse(lines[1].getBytes(), 0, lines[1].length()))
                .isEqualTo(K6SampleParser.Kind.REQUEST);
    }
}
