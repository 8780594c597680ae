package io.threadbench.controller.results;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricTable;
import org.junit.jupiter.api.Test;

/**
 * The A/A summary: flagged trials make their cells doubtful, and the summary then also says how the cells came out
 * counting them, so a loaded machine still yields a tie share.
 */
class AaResultTests {

    @Test
    void flaggedCellsAreDoubtfulAndCountedSeparately() {
        MetricTable.Builder table = MetricTable.builder();
        double[][] a = {{100.0, 101.0, 99.5}, {110.0, 111.0, 109.0}};
        double[][] b = {{100.5, 99.8, 100.9}, {109.5, 110.8, 110.2}};
        for (int s = 0; s < 2; s++) {
            for (int r = 0; r < 3; r++) {
                table.add("s" + s, "aa-a", "latency_millis_p50", a[s][r]);
                table.add("s" + s, "aa-b", "latency_millis_p50", b[s][r]);
            }
        }
        table.flagged("s1", "aa-b");

        AaResult result = AaResult.of(table.build());

        assertThat(result.ratedCells()).isEqualTo(1);
        assertThat(result.ties()).isEqualTo(1);
        assertThat(result.doubtful()).isEqualTo(1);
        assertThat(result.ratedCountingFlagged()).isEqualTo(2);
        assertThat(result.tiesCountingFlagged()).isEqualTo(2);
        assertThat(result.summary())
                .isEqualTo(
                        "no winner in 1 of 1 comparisons (100.0 %), as it should be; 0 named a winner by noise; 1 doubtful;"
                                + " counting flagged trials: no winner in 2 of 2 (100.0 %)");
    }

    @Test
    void withoutFlagsTheSummaryHasOnePart() {
        MetricTable.Builder table = MetricTable.builder();
        for (double value : new double[] {100.0, 101.0, 99.0}) {
            table.add("s", "aa-a", "latency_millis_p50", value);
            table.add("s", "aa-b", "latency_millis_p50", value + 0.2);
        }

        assertThat(AaResult.of(table.build()).summary())
                .isEqualTo(
                        "no winner in 1 of 1 comparisons (100.0 %), as it should be; 0 named a winner by noise; 0 doubtful");
    }
}
