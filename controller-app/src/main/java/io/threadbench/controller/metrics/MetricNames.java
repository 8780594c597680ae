package io.threadbench.controller.metrics;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.SequencedMap;
import java.util.stream.Stream;

/** Summary metric names (DESIGN §8), in results.csv column order: lists of {@link Metric}'s definitions. */
public final class MetricNames {

    /** Failed requests in % of all: read first by the verdict, compared in percentage points (SmallestDifference). */
    public static final String ERROR_RATE = Metric.ERROR_RATE_PERCENT.id();

    /** Requests answered OK in the measured seconds. */
    public static final String REQUESTS_OK = Metric.REQUESTS_OK.id();

    /**
     * Requests answered OK over the measured seconds, per second (issue 38): the throughput the verdict quotes. The
     * measured seconds include those after the load's end in which answers to queued requests still came (k6's
     * graceful stop), so it is not {@code requests_ok} over the scenario's duration.
     */
    public static final String THROUGHPUT = Metric.REQUESTS_PER_SECOND_MEAN.id();

    /** Names and meanings shared with loom-webflux-benchmarks' results.csv, in its order. */
    public static final List<String> REFERENCE = Metric.ids(Metric.Block.REFERENCE);

    /** Threadbench's own metrics, after the reference ones. */
    public static final List<String> THREADBENCH = Metric.ids(Metric.Block.THREADBENCH);

    /**
     * The headline metrics by the short names a user types for them ({@code --max-regression p99=8%}), in their
     * order.
     */
    public static final SequencedMap<String, String> HEADLINE_BY_SHORT_NAME = headlineByShortName();

    /** The headline metrics: what trends, regression checks and repetition advice look at. */
    public static final List<String> HEADLINE = List.copyOf(HEADLINE_BY_SHORT_NAME.values());

    public static final List<String> ALL =
            Stream.concat(REFERENCE.stream(), THREADBENCH.stream()).toList();

    /**
     * Every name with a place in the order: {@link Metric}'s blocks in their order ({@link #ALL} first, then the
     * capacity search's names, shown when present, then each later issue's block), so that every older column keeps
     * its place in results.csv when a block is added.
     */
    public static final List<String> KNOWN = Arrays.stream(Metric.Block.values())
            .flatMap(block -> Metric.ids(block).stream())
            .toList();

    private MetricNames() {}

    private static SequencedMap<String, String> headlineByShortName() {
        SequencedMap<String, String> names = new LinkedHashMap<>();
        names.put("p50", Metric.LATENCY_MILLIS_P50.id());
        names.put("p99", Metric.LATENCY_MILLIS_P99.id());
        names.put("rps", Metric.REQUESTS_PER_SECOND_P50.id());
        return Collections.unmodifiableSequencedMap(names);
    }
}
