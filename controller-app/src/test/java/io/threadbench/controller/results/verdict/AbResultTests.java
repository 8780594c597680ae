package io.threadbench.controller.results.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricTable;
import java.util.List;
import org.junit.jupiter.api.Test;

class AbResultTests {

    private static final String P50 = "latency_millis_p50";

    @Test
    void aDifferenceBeyondTheSpreadIsDetected() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "x-a", P50, List.of(100.0, 100.5, 99.5))
                .addAll("s", "x-b", P50, List.of(105.0, 105.5, 104.5))
                .build();

        AbResult ab = AbResult.of(table, "x-a", "x-b");

        assertThat(ab.lines()).singleElement().satisfies(line -> {
            assertThat(line.detected()).isTrue();
            assertThat(line.repetitions()).isEqualTo(3);
            assertThat(line.text())
                    .isEqualTo("s: detected at 3 repetitions: p50 latency 100 ms for x-a against 105 ms for x-b, x-b"
                            + " 5.0 % slower");
        });
        assertThat(ab.summary()).isEqualTo("p50 latency: x-b 5.0 % slower; detected in 1 of 1 scenario");
    }

    @Test
    void aDifferenceWithinTheSpreadIsATieAndSaysHowManyRepetitionsWouldFindIt() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "x-a", P50, List.of(100.0, 102.0, 101.0))
                .addAll("s", "x-b", P50, List.of(102.0, 104.0, 103.0))
                .build();

        AbResult ab = AbResult.of(table, "x-a", "x-b");

        assertThat(ab.lines()).singleElement().satisfies(line -> {
            assertThat(line.detected()).isFalse();
            assertThat(line.needed()).isBetween(4, 30);
            assertThat(line.text())
                    .startsWith("s: not detected at 3 repetitions (could not tell): p50 latency 101 ms for x-a against"
                            + " 103 ms for x-b, x-b 2.0 % slower; x-a vs x-b: " + line.needed()
                            + " repetitions each would settle a difference of 2 %");
        });
        assertThat(ab.summary()).isEqualTo("p50 latency: x-b 2.0 % slower; detected in 0 of 1 scenario");
    }

    @Test
    void oneRepetitionWithoutIntervalsCannotTell() {
        MetricTable table = MetricTable.builder()
                .add("s", "x-a", P50, 100.0)
                .add("s", "x-b", P50, 102.0)
                .build();

        AbResult.Line line = AbResult.of(table, "x-a", "x-b").lines().getFirst();

        assertThat(line.repetitions()).isEqualTo(1);
        assertThat(line.text()).startsWith("s: ");
    }

    @Test
    void bWinningIsNotADetection() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "x-a", P50, List.of(110.0, 110.5, 109.5))
                .addAll("s", "x-b", P50, List.of(100.0, 100.5, 99.5))
                .build();

        assertThat(AbResult.of(table, "x-a", "x-b").lines().getFirst().detected())
                .isFalse();
    }
}
