package io.threadbench.controller.web.live;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.seconds.LatencyPercentiles;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** A live second shows the same percentiles as the stored second and the CSVs: one computation for both. */
class LiveMessageTests {

    @Test
    void liveAndStoredPercentilesOfTheSameHistogramAgree() {
        Histogram histogram = new Histogram(3);
        // a skewed second where HdrHistogram's own percentile (highest equivalent value) and k6's differ
        for (int i = 1; i <= 101; i++) {
            histogram.recordValue(i * 997L);
        }
        histogram.recordValue(2_500_000);
        TrialSecondRow row = new TrialSecondRow(3, 1_700_000_003, false, 102, 0, 0, histogram, null);

        LiveMessage.Second live = LiveMessage.Second.of(1, 7, 9, row, List.of());
        LatencyPercentiles stored = LatencyPercentiles.of(histogram);

        assertThat(live.figures().p50Millis()).isEqualTo(stored.p50Millis());
        assertThat(live.figures().p90Millis()).isEqualTo(stored.p90Millis());
        assertThat(live.figures().p99Millis()).isEqualTo(stored.p99Millis());
        assertThat(live.figures().maxMillis()).isEqualTo(stored.maxMillis());
        assertThat(live.figures().p50Millis())
                .as("not HdrHistogram's own highest-equivalent value")
                .isNotEqualTo(Math.round(histogram.getValueAtPercentile(50) / 10.0) / 100.0);
    }
}
