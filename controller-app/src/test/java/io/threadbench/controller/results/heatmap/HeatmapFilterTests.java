package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricTable;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The heatmap filter carries "count flagged trials" from the query string into the heatmap and back. */
class HeatmapFilterTests {

    @Test
    void includeFlaggedReachesTheOptionsAndTheQuery() {
        MetricTable table = MetricTable.builder()
                .add("s", "a", "latency_millis_p50", 10.0)
                .add("s", "b", "latency_millis_p50", 12.0)
                .flagged("s", "b")
                .build();
        HeatmapFilter counting = new HeatmapFilter(List.of(), List.of(), false, true);
        HeatmapFilter plain = new HeatmapFilter(List.of(), List.of(), null);

        assertThat(counting.query()).isEqualTo("?includeFlagged=true");
        assertThat(plain.query()).isEmpty();
        assertThat(HeatmapBuilder.build(table, counting.options(table, null))
                        .legend()
                        .doubtful())
                .isZero();
        assertThat(HeatmapBuilder.build(table, plain.options(table, null))
                        .legend()
                        .doubtful())
                .isEqualTo(1);
    }
}
