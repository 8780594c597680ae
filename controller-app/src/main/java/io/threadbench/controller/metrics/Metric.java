package io.threadbench.controller.metrics;

import io.threadbench.controller.metrics.MetricInfo.Direction;
import io.threadbench.controller.metrics.MetricInfo.Group;
import io.threadbench.controller.metrics.MetricInfo.Scope;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every summary metric, defined once (DESIGN §8): its name (the constant's in lower case: {@code LATENCY_MILLIS_P50}
 * is {@code latency_millis_p50}), its label with the unit, which way is better, its group and scope; the order of the
 * constants is results.csv's column order, block by block. {@link MetricNames} and {@link MetricCatalog} read it;
 * {@code MetricCatalogTests} fails when a producer puts a metric that is not defined here.
 */
public enum Metric {
    REQUESTS_OK(Block.REFERENCE, "Requests answered OK", Direction.HIGHER, Group.THROUGHPUT),
    REQUESTS_ERROR(Block.REFERENCE, "Failed requests", Direction.LOWER, Group.ERRORS),
    REQUESTS_PER_SECOND_P50(Block.REFERENCE, "Throughput, median second (req/s)", Direction.HIGHER, Group.THROUGHPUT),
    REQUESTS_PER_SECOND_P90(Block.REFERENCE, "Throughput, p90 second (req/s)", Direction.HIGHER, Group.THROUGHPUT),
    REQUESTS_PER_SECOND_MAX(Block.REFERENCE, "Throughput, busiest second (req/s)", Direction.HIGHER, Group.THROUGHPUT),
    LATENCY_MILLIS_MIN(Block.REFERENCE, "min latency (ms)", Direction.LOWER, Group.LATENCY),
    LATENCY_MILLIS_P50(Block.REFERENCE, "p50 latency (ms)", Direction.LOWER, Group.LATENCY),
    LATENCY_MILLIS_P90(Block.REFERENCE, "p90 latency (ms)", Direction.LOWER, Group.LATENCY),
    LATENCY_MILLIS_P99(Block.REFERENCE, "p99 latency (ms)", Direction.LOWER, Group.LATENCY),
    LATENCY_MILLIS_MAX(Block.REFERENCE, "max latency (ms)", Direction.LOWER, Group.LATENCY),
    CPU_USE_PERCENT_AVG(Block.REFERENCE, "Machine CPU, average (% of all cores)", Direction.LOWER, Group.EFFICIENCY),
    CPU_USE_PERCENT_MAX(
            Block.REFERENCE, "Machine CPU, busiest second (% of all cores)", Direction.LOWER, Group.EFFICIENCY),
    RAM_USE_PERCENT_AVG(Block.REFERENCE, "Machine RAM used, average (%)", Direction.NONE, Group.CONTEXT),
    RAM_USE_PERCENT_MAX(Block.REFERENCE, "Machine RAM used, peak (%)", Direction.NONE, Group.CONTEXT),
    HEAP_USE_PERCENT_AVG(Block.REFERENCE, "Heap used, average (% of max)", Direction.LOWER, Group.JVM),
    HEAP_USE_PERCENT_MAX(Block.REFERENCE, "Heap used, peak (% of max)", Direction.LOWER, Group.JVM),
    GARBAGE_COLLECTION_COUNT(Block.REFERENCE, "Garbage collections", Direction.LOWER, Group.JVM),
    GARBAGE_COLLECTION_TIME_MILLIS(Block.REFERENCE, "Garbage collection time (ms)", Direction.LOWER, Group.JVM),
    PLATFORM_THREADS_AVG(Block.REFERENCE, "Platform threads, average", Direction.NONE, Group.CONTEXT),
    PLATFORM_THREADS_MAX(Block.REFERENCE, "Platform threads, most", Direction.NONE, Group.CONTEXT),
    SOCKETS_AVG(Block.REFERENCE, "Open sockets, average", Direction.NONE, Group.CONTEXT),
    SOCKETS_MAX(Block.REFERENCE, "Open sockets, most", Direction.NONE, Group.CONTEXT),
    NETWORK_KIB_PER_REQ_AVG(Block.REFERENCE, "Network per request, average (KiB)", Direction.NONE, Group.CONTEXT),
    NETWORK_KIB_PER_REQ_MAX(Block.REFERENCE, "Network per request, most (KiB)", Direction.NONE, Group.CONTEXT),
    NETWORK_PACKETS_PER_REQ_AVG(Block.REFERENCE, "Packets per request, average", Direction.NONE, Group.CONTEXT),
    NETWORK_PACKETS_PER_REQ_MAX(Block.REFERENCE, "Packets per request, most", Direction.NONE, Group.CONTEXT),
    LATENCY_MILLIS_P999(Block.THREADBENCH, "p99.9 latency (ms)", Direction.LOWER, Group.LATENCY),
    LATENCY_MILLIS_MEAN(Block.THREADBENCH, "mean latency (ms)", Direction.LOWER, Group.LATENCY),
    CPU_SUT_PERCENT_AVG(Block.THREADBENCH, "SUT CPU, average (% of one core)", Direction.LOWER, Group.EFFICIENCY),
    CPU_SUT_PERCENT_MAX(
            Block.THREADBENCH, "SUT CPU, busiest second (% of one core)", Direction.LOWER, Group.EFFICIENCY),
    CPU_MILLIS_PER_REQUEST(Block.THREADBENCH, "CPU per request (ms)", Direction.LOWER, Group.EFFICIENCY),
    RSS_SUT_MIB_AVG(
            Block.THREADBENCH,
            "SUT memory, average: RSS, cgroup memory in a container (MiB)",
            Direction.LOWER,
            Group.EFFICIENCY),
    RSS_SUT_MIB_MAX(
            Block.THREADBENCH,
            "SUT memory, peak: RSS, cgroup memory in a container (MiB)",
            Direction.LOWER,
            Group.EFFICIENCY),
    CPU_LOADGEN_PERCENT_AVG(Block.THREADBENCH, "k6 CPU, average (% of one core)", Direction.NONE, Group.CONTEXT),
    CPU_CONTROLLER_PERCENT_AVG(
            Block.THREADBENCH, "Controller CPU, average (% of one core)", Direction.NONE, Group.CONTEXT),
    CPU_DB_PERCENT_AVG(Block.THREADBENCH, "Database CPU, average (% of one core)", Direction.LOWER, Group.EFFICIENCY),
    CPU_DB_PERCENT_MAX(
            Block.THREADBENCH, "Database CPU, busiest second (% of one core)", Direction.LOWER, Group.EFFICIENCY),
    DROPPED_ITERATIONS(
            Block.THREADBENCH, "Requests k6 could not start (dropped iterations)", Direction.LOWER, Group.ERRORS),
    ERROR_RATE_PERCENT(Block.THREADBENCH, "Error rate (%)", Direction.LOWER, Group.ERRORS),
    PINNED_EVENTS(
            Block.THREADBENCH, "Pinned virtual threads (events)", Direction.LOWER, Group.WHY, Scope.VIRTUAL_THREADS),
    PINNED_MILLIS_TOTAL(
            Block.THREADBENCH, "Pinned time, total (ms)", Direction.LOWER, Group.WHY, Scope.VIRTUAL_THREADS),
    PINNED_MILLIS_MAX(
            Block.THREADBENCH, "Pinned time, longest (ms)", Direction.LOWER, Group.WHY, Scope.VIRTUAL_THREADS),
    VIRTUAL_THREAD_SUBMIT_FAILED(
            Block.THREADBENCH,
            "Virtual threads not started (submit failed)",
            Direction.LOWER,
            Group.WHY,
            Scope.VIRTUAL_THREADS),
    GC_PAUSE_MILLIS_TOTAL(Block.THREADBENCH, "GC pauses, total (ms)", Direction.LOWER, Group.JVM),
    GC_PAUSE_MILLIS_MAX(Block.THREADBENCH, "GC pause, longest (ms)", Direction.LOWER, Group.JVM),
    CARRIER_QUEUED_MAX(
            Block.THREADBENCH, "Carrier queue, longest (tasks)", Direction.LOWER, Group.WHY, Scope.VIRTUAL_THREADS),
    CARRIER_MOUNTED_MAX(
            Block.THREADBENCH, "Carriers busy, most (threads)", Direction.NONE, Group.WHY, Scope.VIRTUAL_THREADS),
    CARRIER_POOL_SIZE_MAX(
            Block.THREADBENCH, "Carrier pool size (threads)", Direction.NONE, Group.WHY, Scope.VIRTUAL_THREADS),
    ERRORS_REQUEST_TIMEOUT(Block.THREADBENCH, "Errors: request timeout", Direction.LOWER, Group.ERRORS),
    ERRORS_DIAL_TIMEOUT(Block.THREADBENCH, "Errors: connect timeout", Direction.LOWER, Group.ERRORS),
    ERRORS_REFUSED(Block.THREADBENCH, "Errors: connection refused (accept queue full)", Direction.LOWER, Group.ERRORS),
    ERRORS_RESET(Block.THREADBENCH, "Errors: connection reset", Direction.LOWER, Group.ERRORS),
    ERRORS_NETWORK_OTHER(Block.THREADBENCH, "Errors: other network", Direction.LOWER, Group.ERRORS),
    ERRORS_HTTP_4XX(Block.THREADBENCH, "Errors: HTTP 4xx", Direction.LOWER, Group.ERRORS),
    ERRORS_HTTP_5XX(Block.THREADBENCH, "Errors: HTTP 5xx", Direction.LOWER, Group.ERRORS),
    ERRORS_HTTP_3XX(Block.THREADBENCH, "Errors: HTTP 3xx (unexpected redirect)", Direction.LOWER, Group.ERRORS),
    ERRORS_HTTP_OTHER(Block.THREADBENCH, "Errors: other HTTP status", Direction.LOWER, Group.ERRORS),
    STALL_SECONDS_TOTAL(
            Block.THREADBENCH, "Seconds without answers while requests waited (s)", Direction.LOWER, Group.LATENCY),
    STALL_SECONDS_LONGEST(Block.THREADBENCH, "Longest stall (s)", Direction.LOWER, Group.LATENCY),
    CAPACITY_RPS(Block.CAPACITY, "Capacity within the SLO (req/s)", Direction.HIGHER, Group.THROUGHPUT),
    CAPACITY_P99_MILLIS(Block.CAPACITY, "p99 at capacity (ms)", Direction.NONE, Group.CONTEXT),
    CAPACITY_LIMIT(Block.CAPACITY, "What limited capacity", Direction.NONE, Group.CONTEXT),
    CAPACITY_STEPS(Block.CAPACITY, "Capacity search steps", Direction.NONE, Group.CONTEXT),
    ALLOCATED_KIB_PER_REQUEST(Block.JVM_COST, "Allocated per request (KiB)", Direction.LOWER, Group.EFFICIENCY),
    JIT_COMPILATION_MILLIS_TOTAL(Block.JVM_COST, "JIT compiler CPU while measured (ms)", Direction.NONE, Group.JVM),
    LATENCY_MILLIS_P50_CORRECTED(
            Block.COORDINATED_OMISSION,
            "p50 latency, corrected for coordinated omission (ms)",
            Direction.LOWER,
            Group.LATENCY),
    LATENCY_MILLIS_P90_CORRECTED(
            Block.COORDINATED_OMISSION,
            "p90 latency, corrected for coordinated omission (ms)",
            Direction.LOWER,
            Group.LATENCY),
    LATENCY_MILLIS_P99_CORRECTED(
            Block.COORDINATED_OMISSION,
            "p99 latency, corrected for coordinated omission (ms)",
            Direction.LOWER,
            Group.LATENCY),
    LATENCY_MILLIS_P999_CORRECTED(
            Block.COORDINATED_OMISSION,
            "p99.9 latency, corrected for coordinated omission (ms)",
            Direction.LOWER,
            Group.LATENCY),
    CO_INTERVAL_MILLIS(
            Block.COORDINATED_OMISSION, "A closed-loop user's intended interval (ms)", Direction.NONE, Group.CONTEXT),
    DROPPED_ITERATIONS_PERCENT(
            Block.COORDINATED_OMISSION, "Requests k6 could not start (% of scheduled)", Direction.LOWER, Group.ERRORS),
    REQUESTS_IN_FLIGHT_MEAN(
            Block.MEMORY_AND_SPEED,
            "Requests in flight, mean (throughput × mean latency)",
            Direction.NONE,
            Group.CONTEXT),
    RSS_SUT_MIB_IDLE(
            Block.MEMORY_AND_SPEED,
            "SUT memory idle before the load: RSS, cgroup memory in a container (MiB)",
            Direction.NONE,
            Group.CONTEXT),
    HEAP_USED_MIB_IDLE(Block.MEMORY_AND_SPEED, "Heap used idle before the load (MiB)", Direction.NONE, Group.CONTEXT),
    HEAP_COMMITTED_MIB_IDLE(
            Block.MEMORY_AND_SPEED, "Heap committed idle before the load (MiB)", Direction.NONE, Group.CONTEXT),
    HEAP_USED_MIB_AVG(Block.MEMORY_AND_SPEED, "Heap used under load, average (MiB)", Direction.NONE, Group.JVM),
    HEAP_COMMITTED_MIB_AVG(
            Block.MEMORY_AND_SPEED, "Heap committed under load, average (MiB)", Direction.NONE, Group.JVM),
    MEMORY_KIB_PER_REQUEST_IN_FLIGHT(
            Block.MEMORY_AND_SPEED,
            "Memory per request in flight: RSS under load minus idle (KiB)",
            Direction.LOWER,
            Group.EFFICIENCY),
    HEAP_KIB_PER_REQUEST_IN_FLIGHT(
            Block.MEMORY_AND_SPEED, "… of it in the heap (KiB)", Direction.LOWER, Group.EFFICIENCY),
    OUTSIDE_HEAP_KIB_PER_REQUEST_IN_FLIGHT(
            Block.MEMORY_AND_SPEED,
            "… of it outside the heap: thread stacks, code, buffers (KiB)",
            Direction.LOWER,
            Group.EFFICIENCY),
    STARTUP_SECONDS(
            Block.MEMORY_AND_SPEED, "Start-up to the first healthy answer (s)", Direction.LOWER, Group.EFFICIENCY),
    WARMUP_SECONDS_TO_STEADY_P99(
            Block.MEMORY_AND_SPEED, "Load until p99 settled (s)", Direction.LOWER, Group.EFFICIENCY),
    STEADY_P99_MILLIS(
            Block.MEMORY_AND_SPEED, "Steady p99: the measured run's second half (ms)", Direction.NONE, Group.CONTEXT),
    REQUESTS_PER_SECOND_MEAN(
            Block.MEAN_RATE, "Throughput, mean of the measured seconds (req/s)", Direction.HIGHER, Group.THROUGHPUT),
    DB_MEMORY_MIB_MAX(
            Block.NEIGHBOURS,
            "Database memory, peak: cgroup memory of its container (MiB)",
            Direction.LOWER,
            Group.EFFICIENCY),
    CPU_UPSTREAM_PERCENT_AVG(Block.NEIGHBOURS, "Upstream CPU, average (% of one core)", Direction.NONE, Group.CONTEXT),
    CPU_UPSTREAM_PERCENT_MAX(
            Block.NEIGHBOURS, "Upstream CPU, busiest second (% of one core)", Direction.NONE, Group.CONTEXT),
    UPSTREAM_MEMORY_MIB_MAX(
            Block.NEIGHBOURS,
            "Upstream memory, peak: cgroup memory of its container (MiB)",
            Direction.NONE,
            Group.CONTEXT);

    /** results.csv's blocks of columns, in order: a new block goes last so that every older column keeps its place. */
    public enum Block {
        /** Names and meanings shared with loom-webflux-benchmarks' results.csv, in its order. */
        REFERENCE,
        /** Threadbench's own metrics, after the reference ones. */
        THREADBENCH,
        /** A capacity search's answer (issue 12), present only in trials of the {@code capacity} load shape. */
        CAPACITY,
        /** What the SUT's JVM spent per request and whether it was at speed (issue 39). */
        JVM_COST,
        /** Latency corrected for coordinated omission (issue 39, {@code CoordinatedOmissionMetrics}). */
        COORDINATED_OMISSION,
        /**
         * Memory per request in flight and time to speed (issue 39, {@code MemoryInFlightMetrics}, {@code
         * WarmupMetrics}).
         */
        MEMORY_AND_SPEED,
        /** The mean rate answered over the measured seconds (issue 38), the throughput the verdict quotes. */
        MEAN_RATE,
        /**
         * The scenario's database and upstream in containers of their own (issue 40): memory from their cgroups (a
         * bare one's is not sampled), the upstream's CPU; the database's CPU is {@link #CPU_DB_PERCENT_AVG}.
         */
        NEIGHBOURS
    }

    private static final Map<String, Metric> BY_ID =
            Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(Metric::id, Function.identity()));

    private final Block block;
    private final MetricInfo info;

    Metric(Block block, String label, Direction direction, Group group) {
        this(block, label, direction, group, Scope.ALL);
    }

    Metric(Block block, String label, Direction direction, Group group, Scope scope) {
        this.block = block;
        this.info = new MetricInfo(name().toLowerCase(Locale.ROOT), label, direction, group, scope);
    }

    /** The name in results.csv, the API and storage, e.g. {@code latency_millis_p50}. */
    public String id() {
        return info.name();
    }

    public Block block() {
        return block;
    }

    /** What it means to a reader: label, direction, group, scope. */
    public MetricInfo info() {
        return info;
    }

    /** The metric of a stored name; empty for a name no longer defined (a trial stored by an older version). */
    public static Optional<Metric> of(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }

    /** The names of one block, in column order. */
    public static List<String> ids(Block block) {
        return Arrays.stream(values())
                .filter(m -> m.block == block)
                .map(Metric::id)
                .toList();
    }
}
