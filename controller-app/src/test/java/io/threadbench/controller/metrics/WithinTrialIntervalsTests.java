package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.results.CraftedSeconds;
import io.threadbench.controller.seconds.LatencyPercentiles;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class WithinTrialIntervalsTests {

    static Map<String, Double> metrics(List<TrialSecondRow> rows) {
        Map<String, Double> metrics = new HashMap<>();
        new LatencyMetrics().contribute(CraftedSeconds.constantRate("s", 100), rows, metrics);
        return metrics;
    }

    @Test
    void pooledBucketsOverAllSecondsGiveTheStoredPercentiles() {
        List<TrialSecondRow> rows = CraftedSeconds.wandering(40, 100, 50, 5, 1);
        Histogram merged = new Histogram(3);
        rows.forEach(row -> merged.add(row.histogram()));
        LatencyPercentiles stored = LatencyPercentiles.of(merged);

        int[] all = java.util.stream.IntStream.range(0, rows.size()).toArray();
        double[] pooled = new PooledBuckets(rows).millisAt(all, new double[] {50, 90, 99});

        assertThat(pooled).containsExactly(stored.p50Millis(), stored.p90Millis(), stored.p99Millis());
    }

    @Test
    void p50IntervalOfAWanderingLevelIsAsWideAsTheLevelsNoiseOverTheSeconds() {
        int seconds = 400;
        double levelSd = 4;
        List<TrialSecondRow> rows = CraftedSeconds.wandering(seconds, 100, 100, levelSd, 2);
        Map<String, Double> metrics = metrics(rows);

        ConfidenceInterval p50 = WithinTrialIntervals.of(rows, metrics).get("latency_millis_p50");

        // The merged p50 moves with the mean level: sd ≈ levelSd/√n · √((1+φ)/(1−φ)) with φ = 0.5, i.e. ×1.73.
        double theory = 2 * 1.96 * levelSd / Math.sqrt(seconds) * Math.sqrt(3);
        assertThat(p50.high() - p50.low()).isCloseTo(theory, within(0.3 * theory));
        assertThat(p50.low()).isLessThanOrEqualTo(metrics.get("latency_millis_p50"));
        assertThat(p50.high()).isGreaterThanOrEqualTo(metrics.get("latency_millis_p50"));
    }

    @Test
    void requestRateIntervalCoversTheMedianOfPerSecondCounts() {
        List<TrialSecondRow> rows = CraftedSeconds.wandering(200, 100, 100, 1, 3);
        Map<String, Double> metrics = metrics(rows);

        ConfidenceInterval rate = WithinTrialIntervals.of(rows, metrics).get("requests_per_second_p50");

        // counts are uniform over 95..105: the median's interval is a few requests wide, not zero, not the range
        assertThat(rate.low()).isBetween(97.0, 100.0);
        assertThat(rate.high()).isBetween(100.0, 103.0);
        assertThat(rate.high() - rate.low()).isPositive();
    }

    @Test
    void tooFewSecondsGiveNoInterval() {
        List<TrialSecondRow> rows = CraftedSeconds.wandering(4, 100, 100, 1, 4);

        assertThat(WithinTrialIntervals.of(rows, metrics(rows))).isEmpty();
    }
}
