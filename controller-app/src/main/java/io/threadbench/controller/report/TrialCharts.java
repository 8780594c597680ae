package io.threadbench.controller.report;

import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.seconds.LatencyPercentiles;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.JfrSecond;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A trial's report charts from its stored seconds (warm-up included and shaded): latency p50/p90/p99 per
 * second on a log axis with the seconds that had request errors marked; under it, on the same seconds, the
 * pinning lane and the GC-pause lane when the SUT's flight recorder was streamed; requests per second, ok and
 * failed, and the failed ones by kind when there were any.
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

    /**
     * The pinning lane: time virtual threads spent pinned per second and the longest pin (flight recorder), with
     * the queued virtual threads (JDK 24+, over JMX); null when none of it was measured, or when the variant runs its
     * handlers on platform threads or event loops ({@code virtualThreads} false): nothing of theirs can pin.
     */
    static LineChart pinning(long trialId, List<TrialSecondRow> seconds, boolean virtualThreads) {
        if (!virtualThreads) {
            return null;
        }
        List<LineChart.Series> lines = measured(
                seconds,
                new Figure("pinned ms per s", ERROR, TelemetrySample.jfrFigure(JfrSecond::pinnedMillis)),
                new Figure("longest pin ms", P99, TelemetrySample.jfrFigure(JfrSecond::pinnedMillisMax)),
                new Figure("queued virtual threads", P90, s -> s.jvm().virtualThreadsQueued()));
        return lines.isEmpty()
                ? null
                : new LineChart(
                        "pinning-" + trialId,
                        "Pinned virtual threads",
                        "second",
                        "ms, threads",
                        xs(seconds),
                        false,
                        lines,
                        List.of(),
                        warmupEnd(seconds),
                        "warm-up");
    }

    /** The GC-pause lane: pause time per second and the longest pause (flight recorder); null when not streamed. */
    static LineChart gcPauses(long trialId, List<TrialSecondRow> seconds) {
        List<LineChart.Series> lines = measured(
                seconds,
                new Figure("pause ms per s", ERROR, TelemetrySample.jfrFigure(JfrSecond::gcPauseMillis)),
                new Figure("longest pause ms", P90, TelemetrySample.jfrFigure(JfrSecond::gcPauseMillisMax)));
        return lines.isEmpty()
                ? null
                : new LineChart(
                        "gc-pauses-" + trialId,
                        "GC pauses",
                        "second",
                        "ms",
                        xs(seconds),
                        false,
                        lines,
                        List.of(),
                        warmupEnd(seconds),
                        "warm-up");
    }

    /**
     * Failed requests per second by kind, stacked (the parts add up to the failed requests), one series per kind
     * that occurred; null without failures of known kind.
     */
    static LineChart errorKinds(long trialId, List<TrialSecondRow> seconds) {
        List<LineChart.Series> lines = new ArrayList<>();
        for (ErrorKind kind : ErrorKind.values()) {
            List<Double> values = seconds.stream()
                    .map(row -> row.errorKinds() == null
                            ? null
                            : (double) row.errorKinds().getOrDefault(kind, 0L))
                    .toList();
            if (values.stream().anyMatch(value -> value != null && value > 0)) {
                lines.add(new LineChart.Series(kind.id(), KIND_COLOURS[kind.ordinal()], values));
            }
        }
        return lines.isEmpty()
                ? null
                : new LineChart(
                                "errors-" + trialId,
                                "Errors by kind",
                                "second",
                                "failed requests/s",
                                xs(seconds),
                                false,
                                lines,
                                List.of(),
                                warmupEnd(seconds),
                                "warm-up")
                        .stackedBars();
    }

    /** The colour of each {@link ErrorKind}, in its order, as in the dashboard's error chart. */
    private static final String[] KIND_COLOURS = {
        "#9c36b5", "#f08c00", "#c92a2a", "#e8590c", "#868e96", "#fcc419", "#e03131", "#adb5bd"
    };

    private record Figure(String name, String colour, Function<TelemetrySample, ? extends Number> value) {}

    /** A series per figure that any second measured. */
    private static List<LineChart.Series> measured(List<TrialSecondRow> seconds, Figure... figures) {
        List<LineChart.Series> lines = new ArrayList<>();
        for (Figure figure : figures) {
            List<Double> values = seconds.stream()
                    .map(row -> {
                        Number value =
                                row.telemetry() == null ? null : figure.value().apply(row.telemetry());
                        return value == null ? null : value.doubleValue();
                    })
                    .toList();
            if (values.stream().anyMatch(java.util.Objects::nonNull)) {
                lines.add(new LineChart.Series(figure.name(), figure.colour(), values));
            }
        }
        return lines;
    }

    private static List<Long> xs(List<TrialSecondRow> seconds) {
        return seconds.stream().map(TrialSecondRow::second).toList();
    }

    private static Double warmupEnd(List<TrialSecondRow> seconds) {
        return seconds.stream().anyMatch(TrialSecondRow::warmup) ? WARMUP_END : null;
    }
}
