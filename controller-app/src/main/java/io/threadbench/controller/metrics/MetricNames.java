package io.threadbench.controller.metrics;

import java.util.List;
import java.util.stream.Stream;

/** Summary metric names (DESIGN §8), in results.csv column order. */
public final class MetricNames {

    /** Failed requests in % of all: read first by the verdict, compared in percentage points (SmallestDifference). */
    public static final String ERROR_RATE = "error_rate_percent";

    /** Requests answered OK in the measured seconds. */
    public static final String REQUESTS_OK = "requests_ok";

    /**
     * Requests answered OK over the measured seconds, per second (issue 38): the throughput the verdict quotes. The
     * measured seconds include those after the load's end in which answers to queued requests still came (k6's
     * graceful stop), so it is not {@code requests_ok} over the scenario's duration.
     */
    public static final String THROUGHPUT = "requests_per_second_mean";

    /** Names and meanings shared with loom-webflux-benchmarks' results.csv, in its order. */
    public static final List<String> REFERENCE = List.of(
            "requests_ok",
            "requests_error",
            "requests_per_second_p50",
            "requests_per_second_p90",
            "requests_per_second_max",
            "latency_millis_min",
            "latency_millis_p50",
            "latency_millis_p90",
            "latency_millis_p99",
            "latency_millis_max",
            "cpu_use_percent_avg",
            "cpu_use_percent_max",
            "ram_use_percent_avg",
            "ram_use_percent_max",
            "heap_use_percent_avg",
            "heap_use_percent_max",
            "garbage_collection_count",
            "garbage_collection_time_millis",
            "platform_threads_avg",
            "platform_threads_max",
            "sockets_avg",
            "sockets_max",
            "network_kib_per_req_avg",
            "network_kib_per_req_max",
            "network_packets_per_req_avg",
            "network_packets_per_req_max");

    /** Threadbench's own metrics, after the reference ones. */
    public static final List<String> THREADBENCH = List.of(
            "latency_millis_p999",
            "latency_millis_mean",
            "cpu_sut_percent_avg",
            "cpu_sut_percent_max",
            "cpu_millis_per_request",
            "rss_sut_mib_avg",
            "rss_sut_mib_max",
            "cpu_loadgen_percent_avg",
            "cpu_controller_percent_avg",
            "cpu_db_percent_avg",
            "cpu_db_percent_max",
            "dropped_iterations",
            "error_rate_percent",
            // why a model wins (DESIGN §6): the SUT's flight recorder and virtual thread scheduler, error kinds
            "pinned_events",
            "pinned_millis_total",
            "pinned_millis_max",
            "virtual_thread_submit_failed",
            "gc_pause_millis_total",
            "gc_pause_millis_max",
            "carrier_queued_max",
            "carrier_mounted_max",
            "carrier_pool_size_max",
            "errors_request_timeout",
            "errors_dial_timeout",
            "errors_refused",
            "errors_reset",
            "errors_network_other",
            "errors_http_4xx",
            "errors_http_5xx",
            "errors_http_3xx",
            "errors_http_other",
            // seconds without answers while requests waited (StallMetrics)
            "stall_seconds_total",
            "stall_seconds_longest");

    /**
     * A capacity search's answer (issue 12), present only in trials of the {@code capacity} load shape: the highest
     * offered rate that met the SLO, its p99, the code of what limited it ({@code CapacityLimit}) and the steps run.
     */
    public static final List<String> CAPACITY =
            List.of("capacity_rps", "capacity_p99_millis", "capacity_limit", "capacity_steps");

    /**
     * What the SUT's JVM spent per request and whether it was at speed (issue 39): bytes allocated per request and
     * the JIT's compilation time over the measured seconds. After {@link #CAPACITY}, so that every older column
     * keeps its place in results.csv.
     */
    public static final List<String> JVM_COST = List.of("allocated_kib_per_request", "jit_compilation_millis_total");

    /**
     * Latency corrected for coordinated omission (issue 39, {@code CoordinatedOmissionMetrics}): closed-loop shapes
     * with the user's intended interval, arrival rates equal to the raw percentiles with the share of dropped
     * iterations beside them.
     */
    public static final List<String> COORDINATED_OMISSION = List.of(
            "latency_millis_p50_corrected",
            "latency_millis_p90_corrected",
            "latency_millis_p99_corrected",
            "latency_millis_p999_corrected",
            "co_interval_millis",
            "dropped_iterations_percent");

    /** The mean rate answered (issue 38), after {@link #COORDINATED_OMISSION} so that older columns keep their place. */
    public static final List<String> MEAN_RATE = List.of(THROUGHPUT);

    /** The headline metrics: what trends, regression checks and repetition advice look at. */
    public static final List<String> HEADLINE =
            List.of("latency_millis_p50", "latency_millis_p99", "requests_per_second_p50");

    public static final List<String> ALL =
            Stream.concat(REFERENCE.stream(), THREADBENCH.stream()).toList();

    /**
     * Every name with a place in the order: {@link #ALL}, then the {@link #CAPACITY} names (shown when present), then
     * {@link #JVM_COST}, then {@link #COORDINATED_OMISSION}, then {@link #MEAN_RATE}.
     */
    public static final List<String> KNOWN = Stream.of(ALL, CAPACITY, JVM_COST, COORDINATED_OMISSION, MEAN_RATE)
            .flatMap(List::stream)
            .toList();

    private MetricNames() {}
}
