package io.threadbench.controller.metrics;

import java.util.Set;

/**
 * The smallest step a summary figure can move by at a given value (DESIGN §8, "No certainty from nothing"): two
 * repetitions that read the same are known only to within half that step either way, so a comparison's spread per
 * repetition never falls below half a step.
 * Latency figures move in the buckets of their HdrHistogram (3 significant digits: 64 µs near 101 ms); counts move
 * by one, and the requests a closed loop answers by a round of its users (answers in lockstep come a round at a
 * time, so the count depends on where the window's edges fall), its mean rate by a round over its measured seconds
 * ({@link ClosedLoop}); percentiles of per-second counts move by halves
 * (linear interpolation between integers); a capacity search stops within 5 % of the answer. Every other figure
 * (CPU, memory, percentages) is taken to be known to 0.1 % of its value: a timer's tick or a page, never nothing.
 */
public final class Resolution {

    /** The relative step below which no figure is taken to be known. */
    static final double RELATIVE_FLOOR = 0.001;

    /** A capacity search bisects to within this share of the highest rate that met the SLO. */
    static final double CAPACITY_STEP = 0.05;

    private static final Set<String> COUNTS = Set.of(
            "requests_ok",
            "requests_error",
            "dropped_iterations",
            "garbage_collection_count",
            "pinned_events",
            "virtual_thread_submit_failed",
            "carrier_queued_max",
            "carrier_mounted_max",
            "carrier_pool_size_max",
            "platform_threads_avg",
            "platform_threads_max",
            "sockets_avg",
            "sockets_max",
            "stall_seconds_total",
            "stall_seconds_longest",
            "capacity_steps");

    private Resolution() {}

    /**
     * The step of {@code metric} at {@code value}.
     *
     * @param closedLoop the users and window of a closed-loop scenario (a round of them is the step of its answered
     *                   requests and, over the window, of its mean rate); null for an arrival rate or when unknown
     */
    public static double step(String metric, double value, ClosedLoop closedLoop) {
        double magnitude = Math.abs(value);
        double step;
        boolean lockstep = closedLoop != null && closedLoop.users() > 1;
        if (metric.startsWith("latency_millis_") || metric.equals("capacity_p99_millis")) {
            step = histogramBucketMillis(magnitude);
        } else if (metric.equals(MetricNames.REQUESTS_OK) && lockstep) {
            step = closedLoop.answeredStep();
        } else if (metric.equals(MetricNames.THROUGHPUT) && lockstep) {
            step = closedLoop.rateStep();
        } else if (COUNTS.contains(metric) || metric.startsWith("errors_")) {
            step = 1;
        } else if (metric.startsWith("requests_per_second_")) {
            step = 0.5;
        } else if (metric.equals("capacity_rps")) {
            step = CAPACITY_STEP * magnitude;
        } else {
            step = 0;
        }
        return Math.max(step, RELATIVE_FLOOR * magnitude);
    }

    /**
     * The width of the HdrHistogram bucket (3 significant digits: 2,048 sub-buckets, half of them per power of two)
     * that holds {@code millis}, in milliseconds; 1 µs below 2,048 µs.
     */
    public static double histogramBucketMillis(double millis) {
        double micros = millis * 1000;
        if (micros < 2048) {
            return 0.001;
        }
        int exponent = 63 - Long.numberOfLeadingZeros((long) micros); // floor(log2)
        return Math.pow(2, exponent - 10) / 1000;
    }
}
