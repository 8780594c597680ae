package io.threadbench.controller.metrics;

import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * 95 % intervals of a trial's headline metrics from its own measured seconds, by {@link BlockBootstrap}: the
 * latency percentiles of the merged histograms of resampled seconds (the same statistic as the stored metric) and
 * the median of resampled per-second request counts. The block length comes from the per-second series of the
 * metric (the longest of the per-second p50, p90 and p99 series' for the three latency percentiles, which share
 * one merge per resample).
 */
public final class WithinTrialIntervals {

    /** Metrics that get a within-trial interval. */
    public static final List<String> METRICS =
            List.of("latency_millis_p50", "latency_millis_p90", "latency_millis_p99", "requests_per_second_p50");

    private static final double[] PERCENTS = {50, 90, 99};

    /** Seconds below which a bootstrap says nothing useful. */
    static final int MIN_SECONDS = 5;

    private WithinTrialIntervals() {}

    /**
     * Intervals of the metrics in {@link #METRICS} that {@code metrics} holds; empty with fewer than
     * {@link #MIN_SECONDS} measured seconds.
     *
     * @param metrics the trial's summary metrics, the point values the intervals are built around
     */
    public static Map<String, ConfidenceInterval> of(
            List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics) {
        Map<String, ConfidenceInterval> intervals = new LinkedHashMap<>();
        int n = measuredSeconds.size();
        if (n < MIN_SECONDS) {
            return intervals;
        }
        PooledBuckets pooled = new PooledBuckets(measuredSeconds);
        // One merge per resample serves all three percentiles, so they share the longest of their block lengths.
        int block = 1;
        int[] one = new int[1];
        for (int p = 0; p < PERCENTS.length; p++) {
            double[] percent = {PERCENTS[p]};
            double[] perSecond = new double[n];
            for (int s = 0; s < n; s++) {
                one[0] = s;
                perSecond[s] = pooled.millisAt(one, percent)[0];
            }
            block = Math.max(
                    block,
                    BlockBootstrap.blockLength(
                            Arrays.stream(perSecond).filter(Double::isFinite).toArray()));
        }
        double[][] replicates =
                BlockBootstrap.replicates(n, block, PERCENTS.length, indices -> pooled.millisAt(indices, PERCENTS));
        for (int p = 0; p < PERCENTS.length; p++) {
            Double value = metrics.get(METRICS.get(p));
            double[] finite =
                    Arrays.stream(replicates[p]).filter(Double::isFinite).toArray();
            if (value != null && finite.length > 0) {
                intervals.put(METRICS.get(p), BlockBootstrap.percentileInterval(finite, value));
            }
        }
        Double rate = metrics.get("requests_per_second_p50");
        if (rate != null) {
            double[] perSecond = measuredSeconds.stream()
                    .mapToDouble(row -> row.requestsOk() + row.requestsError())
                    .toArray();
            intervals.put(
                    "requests_per_second_p50",
                    BlockBootstrap.percentileInterval(
                            BlockBootstrap.replicates(
                                    n, BlockBootstrap.blockLength(perSecond), indices -> median(perSecond, indices)),
                            rate));
        }
        return intervals;
    }

    private static double median(double[] series, int[] indices) {
        double[] picked = new double[indices.length];
        for (int i = 0; i < indices.length; i++) {
            picked[i] = series[indices[i]];
        }
        Arrays.sort(picked);
        return LatencyMetrics.interpolated(picked, 50);
    }
}
