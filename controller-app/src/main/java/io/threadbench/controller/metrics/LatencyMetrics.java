package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.LatencyPercentiles;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.springframework.stereotype.Component;

/**
 * The request and latency metrics of DESIGN §8 over a trial's measured seconds. Latency percentiles come from
 * the seconds' histograms merged into one (never from averaged per-second percentiles), computed k6-style by
 * {@link LatencyPercentiles} so they match k6's own summary; connection failures
 * are not in the histograms, so they count as errors only. Requests per second are percentiles of the
 * per-second counts (ok + error) over every measured second, with linear interpolation between ranks, as
 * loom-webflux-benchmarks computes them (numpy's default).
 */
@Component
public class LatencyMetrics implements MetricContributor {

    @Override
    public void contribute(Scenario scenario, List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics) {
        long ok = 0;
        long errors = 0;
        long dropped = 0;
        double[] perSecond = new double[measuredSeconds.size()];
        for (int i = 0; i < measuredSeconds.size(); i++) {
            TrialSecondRow row = measuredSeconds.get(i);
            ok += row.requestsOk();
            errors += row.requestsError();
            dropped += row.droppedIterations();
            perSecond[i] = row.requestsOk() + row.requestsError();
        }
        metrics.put("requests_ok", (double) ok);
        metrics.put("requests_error", (double) errors);
        metrics.put("dropped_iterations", (double) dropped);
        if (ok + errors > 0) {
            metrics.put("error_rate_percent", 100.0 * errors / (ok + errors));
        }
        if (perSecond.length > 0) {
            Arrays.sort(perSecond);
            metrics.put("requests_per_second_p50", interpolated(perSecond, 50));
            metrics.put("requests_per_second_p90", interpolated(perSecond, 90));
            metrics.put("requests_per_second_max", perSecond[perSecond.length - 1]);
            // answered requests over every measured second, those after the load's end included (k6's graceful stop)
            metrics.put(MetricNames.THROUGHPUT, (double) ok / perSecond.length);
        }
        Histogram merged = merged(measuredSeconds);
        if (merged != null) {
            LatencyPercentiles latency = LatencyPercentiles.of(merged);
            metrics.put("latency_millis_min", latency.minMillis());
            metrics.put("latency_millis_p50", latency.p50Millis());
            metrics.put("latency_millis_p90", latency.p90Millis());
            metrics.put("latency_millis_p99", latency.p99Millis());
            metrics.put("latency_millis_p999", latency.p999Millis());
            metrics.put("latency_millis_max", latency.maxMillis());
            metrics.put("latency_millis_mean", latency.meanMillis());
        }
    }

    /** The seconds' histograms merged into a new one; null when no second recorded a latency. */
    static Histogram merged(List<TrialSecondRow> rows) {
        Histogram merged = null;
        for (TrialSecondRow row : rows) {
            if (row.histogram() != null && row.histogram().getTotalCount() > 0) {
                merged = merge(merged, row.histogram());
            }
        }
        return merged;
    }

    private static Histogram merge(Histogram merged, Histogram second) {
        if (merged == null) {
            Histogram copy = new Histogram(second.getNumberOfSignificantValueDigits());
            copy.add(second);
            return copy;
        }
        merged.add(second);
        return merged;
    }

    /** Percentile of sorted values, interpolating linearly between the closest ranks. */
    static double interpolated(double[] sorted, double percentile) {
        double rank = percentile / 100 * (sorted.length - 1);
        int lower = (int) Math.floor(rank);
        int upper = Math.min(lower + 1, sorted.length - 1);
        return sorted[lower] + (rank - lower) * (sorted[upper] - sorted[lower]);
    }
}
