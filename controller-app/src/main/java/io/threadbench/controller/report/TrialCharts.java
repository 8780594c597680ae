package io.threadbench.controller.report;

import io.threadbench.controller.seconds.LatencyPercentiles;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.ArrayList;
import java.util.List;

/**
 * A trial's two report charts from its stored seconds (warm-up included and shaded): latency p50/p90/p99 per
 * second on a log axis with the seconds that had request errors marked, and requests per second, ok and failed.
 * Colours are the dashboard's (charts.js).
 */
final class TrialCharts {

    static final String P50 = "#1971c2";
    static final String P90 = "#f08c00";
    static final String P99 = "#9c36b5";
    static final String OK = "#2f9e44";
    static final String ERROR = "#e03131";
    /** Seconds are whole numbers from -warm-up; the band ends half-way between the last warm-up second and 0. */
    private static final double WARMUP_END = -0.5;

    private TrialCharts() {}

    static LineChart latency(long trialId, List<TrialSecondRow> seconds) {
        List<Double> p50 = new ArrayList<>();
        List<Double> p90 = new ArrayList<>();
        List<Double> p99 = new ArrayList<>();
        List<LineChart.Mark> errors = new ArrayList<>();
        for (TrialSecondRow row : seconds) {
            LatencyPercentiles latency =
                    row.histogram() == null || row.histogram().getTotalCount() == 0
                            ? null
                            : LatencyPercentiles.of(row.histogram());
            p50.add(latency == null ? null : latency.p50Millis());
            p90.add(latency == null ? null : latency.p90Millis());
            p99.add(latency == null ? null : latency.p99Millis());
            if (row.requestsError() > 0) {
                errors.add(new LineChart.Mark(
                        row.second(), row.requestsError() + " failed requests in second " + row.second()));
            }
        }
        return new LineChart(
                "latency-" + trialId,
                "Latency per second",
                "second",
                "ms",
                xs(seconds),
                true,
                List.of(
                        new LineChart.Series("p50", P50, p50),
                        new LineChart.Series("p90", P90, p90),
                        new LineChart.Series("p99", P99, p99)),
                errors,
                warmupEnd(seconds),
                "warm-up");
    }

    static LineChart requests(long trialId, List<TrialSecondRow> seconds) {
        List<Double> ok = seconds.stream().map(row -> (double) row.requestsOk()).toList();
        List<Double> failed =
                seconds.stream().map(row -> (double) row.requestsError()).toList();
        return new LineChart(
                "requests-" + trialId,
                "Requests per second",
                "second",
                "requests/s",
                xs(seconds),
                false,
                List.of(new LineChart.Series("ok", OK, ok), new LineChart.Series("failed", ERROR, failed)),
                List.of(),
                warmupEnd(seconds),
                "warm-up");
    }

    private static List<Long> xs(List<TrialSecondRow> seconds) {
        return seconds.stream().map(TrialSecondRow::second).toList();
    }

    private static Double warmupEnd(List<TrialSecondRow> seconds) {
        return seconds.stream().anyMatch(TrialSecondRow::warmup) ? WARMUP_END : null;
    }
}
