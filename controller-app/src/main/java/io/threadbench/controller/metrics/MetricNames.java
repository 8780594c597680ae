package io.threadbench.controller.metrics;

import java.util.List;
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
     * A capacity search's answer (issue 12), present only in trials of the {@code capacity} load shape: the highest
     * offered rate that met the SLO, its p99, the code of what limited it ({@code CapacityLimit}) and the steps run.
     */
    public static final List<String> CAPACITY = Metric.ids(Metric.Block.CAPACITY);

    /**
     * What the SUT's JVM spent per request and whether it was at speed (issue 39): bytes allocated per request and
     * the JIT's compilation time over the measured seconds. After {@link #CAPACITY}, so that every older column
     * keeps its place in results.csv.
     */
    public static final List<String> JVM_COST = Metric.ids(Metric.Block.JVM_COST);

    /**
     * Latency corrected for coordinated omission (issue 39, {@code CoordinatedOmissionMetrics}): closed-loop shapes
     * with the user's intended interval, arrival rates equal to the raw percentiles with the share of dropped
     * iterations beside them.
     */
    public static final List<String> COORDINATED_OMISSION = Metric.ids(Metric.Block.COORDINATED_OMISSION);

    /**
     * Memory per request in flight and time to speed (issue 39, {@code MemoryInFlightMetrics}, {@code WarmupMetrics}):
     * the requests in flight by Little's law, the idle SUT's memory before the load and the heap under it, memory per
     * request in flight in its parts, start-up to the first healthy answer, and the seconds of load until p99 settled
     * at its steady value. After {@link #COORDINATED_OMISSION}, so that every older column keeps its place.
     */
    public static final List<String> MEMORY_AND_SPEED = Metric.ids(Metric.Block.MEMORY_AND_SPEED);

    /** The mean rate answered (issue 38), after {@link #MEMORY_AND_SPEED} so that older columns keep their place. */
    public static final List<String> MEAN_RATE = Metric.ids(Metric.Block.MEAN_RATE);

    /** The headline metrics: what trends, regression checks and repetition advice look at. */
    public static final List<String> HEADLINE = Stream.of(
                    Metric.LATENCY_MILLIS_P50, Metric.LATENCY_MILLIS_P99, Metric.REQUESTS_PER_SECOND_P50)
            .map(Metric::id)
            .toList();

    public static final List<String> ALL =
            Stream.concat(REFERENCE.stream(), THREADBENCH.stream()).toList();

    /**
     * Every name with a place in the order: {@link #ALL}, then the {@link #CAPACITY} names (shown when present), then
     * {@link #JVM_COST}, then {@link #COORDINATED_OMISSION}, then {@link #MEMORY_AND_SPEED}, then {@link #MEAN_RATE}.
     */
    public static final List<String> KNOWN = Stream.of(
                    ALL, CAPACITY, JVM_COST, COORDINATED_OMISSION, MEMORY_AND_SPEED, MEAN_RATE)
            .flatMap(List::stream)
            .toList();

    private MetricNames() {}
}
