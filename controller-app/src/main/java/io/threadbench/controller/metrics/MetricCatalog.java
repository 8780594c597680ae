package io.threadbench.controller.metrics;

import io.threadbench.controller.metrics.MetricInfo.Direction;
import io.threadbench.controller.metrics.MetricInfo.Group;
import io.threadbench.controller.metrics.MetricInfo.Scope;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The meaning of every summary metric in one place (DESIGN §8): label and unit, direction, group and scope. The
 * heatmap, summary table, compare, trends and the verdict all read it; a name it does not know is context.
 */
public final class MetricCatalog {

    private static final Map<String, MetricInfo> INFO = new LinkedHashMap<>();

    static {
        Direction up = Direction.HIGHER;
        Direction down = Direction.LOWER;
        Direction none = Direction.NONE;
        add("requests_ok", "Requests answered OK", up, Group.THROUGHPUT);
        add(MetricNames.THROUGHPUT, "Throughput, mean of the measured seconds (req/s)", up, Group.THROUGHPUT);
        add("requests_per_second_p50", "Throughput, median second (req/s)", up, Group.THROUGHPUT);
        add("requests_per_second_p90", "Throughput, p90 second (req/s)", up, Group.THROUGHPUT);
        add("requests_per_second_max", "Throughput, busiest second (req/s)", up, Group.THROUGHPUT);
        add("capacity_rps", "Capacity within the SLO (req/s)", up, Group.THROUGHPUT);
        add("latency_millis_min", "min latency (ms)", down, Group.LATENCY);
        add("latency_millis_p50", "p50 latency (ms)", down, Group.LATENCY);
        add("latency_millis_mean", "mean latency (ms)", down, Group.LATENCY);
        add("latency_millis_p90", "p90 latency (ms)", down, Group.LATENCY);
        add("latency_millis_p99", "p99 latency (ms)", down, Group.LATENCY);
        add("latency_millis_p999", "p99.9 latency (ms)", down, Group.LATENCY);
        add("latency_millis_max", "max latency (ms)", down, Group.LATENCY);
        add(
                "latency_millis_p50_corrected",
                "p50 latency, corrected for coordinated omission (ms)",
                down,
                Group.LATENCY);
        add(
                "latency_millis_p90_corrected",
                "p90 latency, corrected for coordinated omission (ms)",
                down,
                Group.LATENCY);
        add(
                "latency_millis_p99_corrected",
                "p99 latency, corrected for coordinated omission (ms)",
                down,
                Group.LATENCY);
        add(
                "latency_millis_p999_corrected",
                "p99.9 latency, corrected for coordinated omission (ms)",
                down,
                Group.LATENCY);
        add("requests_error", "Failed requests", down, Group.ERRORS);
        add("error_rate_percent", "Error rate (%)", down, Group.ERRORS);
        add("dropped_iterations", "Requests k6 could not start (dropped iterations)", down, Group.ERRORS);
        add("dropped_iterations_percent", "Requests k6 could not start (% of scheduled)", down, Group.ERRORS);
        add("errors_request_timeout", "Errors: request timeout", down, Group.ERRORS);
        add("errors_dial_timeout", "Errors: connect timeout", down, Group.ERRORS);
        add("errors_refused", "Errors: connection refused (accept queue full)", down, Group.ERRORS);
        add("errors_reset", "Errors: connection reset", down, Group.ERRORS);
        add("errors_network_other", "Errors: other network", down, Group.ERRORS);
        add("errors_http_4xx", "Errors: HTTP 4xx", down, Group.ERRORS);
        add("errors_http_5xx", "Errors: HTTP 5xx", down, Group.ERRORS);
        add("errors_http_3xx", "Errors: HTTP 3xx (unexpected redirect)", down, Group.ERRORS);
        add("errors_http_other", "Errors: other HTTP status", down, Group.ERRORS);
        add("stall_seconds_total", "Seconds without answers while requests waited (s)", down, Group.LATENCY);
        add("stall_seconds_longest", "Longest stall (s)", down, Group.LATENCY);
        add("cpu_millis_per_request", "CPU per request (ms)", down, Group.EFFICIENCY);
        add("allocated_kib_per_request", "Allocated per request (KiB)", down, Group.EFFICIENCY);
        add("cpu_sut_percent_avg", "SUT CPU, average (% of one core)", down, Group.EFFICIENCY);
        add("cpu_sut_percent_max", "SUT CPU, busiest second (% of one core)", down, Group.EFFICIENCY);
        add("rss_sut_mib_avg", "SUT memory, average: RSS, cgroup memory in a container (MiB)", down, Group.EFFICIENCY);
        add("rss_sut_mib_max", "SUT memory, peak: RSS, cgroup memory in a container (MiB)", down, Group.EFFICIENCY);
        add("cpu_use_percent_avg", "Machine CPU, average (% of all cores)", down, Group.EFFICIENCY);
        add("cpu_use_percent_max", "Machine CPU, busiest second (% of all cores)", down, Group.EFFICIENCY);
        add("cpu_db_percent_avg", "Database CPU, average (% of one core)", down, Group.EFFICIENCY);
        add("cpu_db_percent_max", "Database CPU, busiest second (% of one core)", down, Group.EFFICIENCY);
        add("heap_use_percent_avg", "Heap used, average (% of max)", down, Group.JVM);
        add("heap_use_percent_max", "Heap used, peak (% of max)", down, Group.JVM);
        add("garbage_collection_count", "Garbage collections", down, Group.JVM);
        add("garbage_collection_time_millis", "Garbage collection time (ms)", down, Group.JVM);
        add("jit_compilation_millis_total", "JIT compilation while measured (ms)", none, Group.JVM);
        add("gc_pause_millis_total", "GC pauses, total (ms)", down, Group.JVM);
        add("gc_pause_millis_max", "GC pause, longest (ms)", down, Group.JVM);
        INFO.put("pinned_events", virtual("pinned_events", "Pinned virtual threads (events)", down));
        INFO.put("pinned_millis_total", virtual("pinned_millis_total", "Pinned time, total (ms)", down));
        INFO.put("pinned_millis_max", virtual("pinned_millis_max", "Pinned time, longest (ms)", down));
        INFO.put(
                "virtual_thread_submit_failed",
                virtual("virtual_thread_submit_failed", "Virtual threads not started (submit failed)", down));
        INFO.put("carrier_queued_max", virtual("carrier_queued_max", "Carrier queue, longest (tasks)", down));
        INFO.put("carrier_mounted_max", virtual("carrier_mounted_max", "Carriers busy, most (threads)", none));
        INFO.put("carrier_pool_size_max", virtual("carrier_pool_size_max", "Carrier pool size (threads)", none));
        add("platform_threads_avg", "Platform threads, average", none, Group.CONTEXT);
        add("platform_threads_max", "Platform threads, most", none, Group.CONTEXT);
        add("sockets_avg", "Open sockets, average", none, Group.CONTEXT);
        add("sockets_max", "Open sockets, most", none, Group.CONTEXT);
        add("ram_use_percent_avg", "Machine RAM used, average (%)", none, Group.CONTEXT);
        add("ram_use_percent_max", "Machine RAM used, peak (%)", none, Group.CONTEXT);
        add("network_kib_per_req_avg", "Network per request, average (KiB)", none, Group.CONTEXT);
        add("network_kib_per_req_max", "Network per request, most (KiB)", none, Group.CONTEXT);
        add("network_packets_per_req_avg", "Packets per request, average", none, Group.CONTEXT);
        add("network_packets_per_req_max", "Packets per request, most", none, Group.CONTEXT);
        add("cpu_loadgen_percent_avg", "k6 CPU, average (% of one core)", none, Group.CONTEXT);
        add("cpu_controller_percent_avg", "Controller CPU, average (% of one core)", none, Group.CONTEXT);
        add("co_interval_millis", "A closed-loop user's intended interval (ms)", none, Group.CONTEXT);
        add("capacity_p99_millis", "p99 at capacity (ms)", none, Group.CONTEXT);
        add("capacity_limit", "What limited capacity", none, Group.CONTEXT);
        add("capacity_steps", "Capacity search steps", none, Group.CONTEXT);
    }

    private MetricCatalog() {}

    /** The metric's meaning; a name not in the catalog is context, labelled by its name. */
    public static MetricInfo of(String name) {
        MetricInfo info = INFO.get(name);
        return info != null ? info : new MetricInfo(name, name, Direction.NONE, Group.CONTEXT, Scope.ALL);
    }

    private static void add(String name, String label, Direction direction, Group group) {
        INFO.put(name, new MetricInfo(name, label, direction, group, Scope.ALL));
    }

    private static MetricInfo virtual(String name, String label, Direction direction) {
        return new MetricInfo(name, label, direction, Group.WHY, Scope.VIRTUAL_THREADS);
    }
}
