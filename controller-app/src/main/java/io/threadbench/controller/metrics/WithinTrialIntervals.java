package io.threadbench.controller.metrics;

import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * 95 % intervals of a trial's metrics from its own measured seconds (DESIGN §8, "Within-trial interval"): every
 * metric the seconds give, except the extremes, by {@link BatchMeansInterval} over at most {@link #MAX_BATCHES}
 * contiguous batches, each batch summarised by the same code as the whole trial (the latency percentiles of its
 * merged histograms, its request counts, its telemetry averages). A batch is at least one block of the metric's
 * mean-type per-second series ({@link AutomaticBlockLength}: the per-second mean latency for the latency metrics,
 * the metric over each single second for the others), so strongly correlated seconds make fewer, longer batches.
 *
 * <p>No interval: for trials under {@link #MIN_SECONDS}; for a metric that a batch lacks (a figure measured in
 * some seconds only); for the extremes ({@code _max}, {@code _min}), which are no estimate of a fixed value (the
 * highest of n seconds grows with n) and which a batch never exceeds.
 */
public final class WithinTrialIntervals {

    /**
     * Measured seconds below which there is no interval: Politis and White's rule reads {@link
     * AutomaticBlockLength#NEGLIGIBLE_RUN} lags past the correlation's end, and {@link #MAX_BATCHES} batches of
     * under 2.5 seconds would hold next to none of it.
     */
    public static final int MIN_SECONDS = 10;

    /**
     * The most batches: few enough that each is long against a correlation that 20–60 s cannot measure well (the
     * estimated autocorrelation is biased low), so that the batch values are nearly independent; t(0.975, 3) = 3.18
     * pays for their spread being estimated from 4 values. Measured: {@code ./threadbench bench coverage}.
     */
    static final int MAX_BATCHES = 4;

    /** Totals over the measured run: a batch's total stands for its share of the seconds. */
    static final Set<String> TOTALS = Stream.concat(
                    Stream.of(
                            "requests_ok",
                            "requests_error",
                            "dropped_iterations",
                            "garbage_collection_count",
                            "garbage_collection_time_millis",
                            "pinned_events",
                            "pinned_millis_total",
                            "virtual_thread_submit_failed",
                            "gc_pause_millis_total"),
                    Stream.of(ErrorKind.values()).map(ErrorKind::metric))
            .collect(Collectors.toUnmodifiableSet());

    private static final String MEAN_LATENCY = "latency_millis_mean";

    private WithinTrialIntervals() {}

    /**
     * Intervals of the metrics of {@code metrics} that the seconds give, by name; empty with fewer than
     * {@link #MIN_SECONDS} measured seconds.
     *
     * @param metrics the trial's summary metrics, the point values the intervals are built around
     * @param summary the trial's metrics over some of its seconds (the contributors that gave {@code metrics})
     */
    public static Map<String, ConfidenceInterval> of(
            List<TrialSecondRow> measuredSeconds,
            Map<String, Double> metrics,
            Function<List<TrialSecondRow>, Map<String, Double>> summary) {
        int n = measuredSeconds.size();
        if (n < MIN_SECONDS) {
            return Map.of();
        }
        Map<String, List<Double>> perSecond = perSecondSeries(measuredSeconds, summary);
        Map<Integer, List<String>> byBatches = new TreeMap<>();
        for (String name : metrics.keySet()) {
            List<Double> series = perSecond.get(latency(name) ? MEAN_LATENCY : name);
            if (extreme(name) || series == null || series.size() < MIN_SECONDS) {
                continue;
            }
            int block = AutomaticBlockLength.of(
                    series.stream().mapToDouble(Double::doubleValue).toArray());
            byBatches.computeIfAbsent(batches(n, block), k -> new ArrayList<>()).add(name);
        }
        Map<String, ConfidenceInterval> intervals = new LinkedHashMap<>();
        byBatches.forEach((k, names) -> {
            List<List<TrialSecondRow>> batches = new ArrayList<>();
            for (int b = 0; b < k; b++) {
                batches.add(measuredSeconds.subList(b * n / k, (b + 1) * n / k));
            }
            List<Map<String, Double>> summaries = batches.stream().map(summary).toList();
            for (String name : names) {
                double[] values = new double[k];
                for (int b = 0; b < k; b++) {
                    Double value = summaries.get(b).get(name);
                    // a batch's total stands for its share of the seconds
                    double scale =
                            TOTALS.contains(name) ? (double) n / batches.get(b).size() : 1;
                    values[b] = value == null ? Double.NaN : value * scale;
                }
                if (Arrays.stream(values).allMatch(Double::isFinite)) {
                    intervals.put(name, BatchMeansInterval.of(metrics.get(name), values));
                }
            }
        });
        Map<String, ConfidenceInterval> ordered = new LinkedHashMap<>();
        metrics.keySet().stream()
                .filter(intervals::containsKey)
                .forEach(name -> ordered.put(name, intervals.get(name)));
        return ordered;
    }

    /** Batches of n seconds each at least a block long: {@link #MAX_BATCHES}, fewer for long blocks (3 at least). */
    static int batches(int n, int block) {
        return Math.min(MAX_BATCHES, n / block);
    }

    /** A highest or lowest second, request or figure: no within-trial interval (see the class comment). */
    static boolean extreme(String metric) {
        return metric.endsWith("_max") || metric.endsWith("_min");
    }

    private static boolean latency(String metric) {
        return metric.startsWith("latency_millis_");
    }

    /**
     * Each metric over each single second, in order, seconds without it left out; the latency metrics' shared
     * series is the per-second mean latency (mean-type, unlike a second's percentiles of a few hundred requests).
     */
    private static Map<String, List<Double>> perSecondSeries(
            List<TrialSecondRow> seconds, Function<List<TrialSecondRow>, Map<String, Double>> summary) {
        Map<String, List<Double>> series = new LinkedHashMap<>();
        for (TrialSecondRow row : seconds) {
            // the histogram's own mean, not a merge of one second's histogram
            if (row.histogram() != null && row.histogram().getTotalCount() > 0) {
                series.computeIfAbsent(MEAN_LATENCY, k -> new ArrayList<>())
                        .add(row.histogram().getMean() / 1000);
            }
            summary.apply(List.of(withoutHistogram(row))).forEach((name, value) -> {
                if (value != null && Double.isFinite(value)) {
                    series.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
                }
            });
        }
        return series;
    }

    private static TrialSecondRow withoutHistogram(TrialSecondRow row) {
        return new TrialSecondRow(
                row.second(),
                row.epochSecond(),
                row.warmup(),
                row.requestsOk(),
                row.requestsError(),
                row.droppedIterations(),
                null,
                row.telemetry(),
                row.errorKinds());
    }
}
