package io.threadbench.controller.capacity;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The answer of a capacity search.
 *
 * @param capacityRps       the highest offered rate that met the SLO; 0 when none did
 * @param capacityP99Millis p99 of that step; NaN when none passed
 * @param limit             what stopped the search from going higher
 * @param steps             every judged step in the order run
 */
public record CapacityResult(int capacityRps, double capacityP99Millis, CapacityLimit limit, List<CapacityStep> steps) {

    public static final String CAPACITY_RPS = "capacity_rps";
    public static final String CAPACITY_P99_MILLIS = "capacity_p99_millis";
    public static final String CAPACITY_LIMIT = "capacity_limit";
    public static final String CAPACITY_STEPS = "capacity_steps";

    public CapacityResult {
        steps = List.copyOf(steps);
    }

    /** The summary metrics of the result (a missing p99 is left out, never 0). */
    public Map<String, Double> metrics() {
        Map<String, Double> metrics = new LinkedHashMap<>();
        metrics.put(CAPACITY_RPS, (double) capacityRps);
        if (!Double.isNaN(capacityP99Millis)) {
            metrics.put(CAPACITY_P99_MILLIS, capacityP99Millis);
        }
        metrics.put(CAPACITY_LIMIT, (double) limit.code());
        metrics.put(CAPACITY_STEPS, (double) steps.size());
        return metrics;
    }

    /** One line for logs and the CLI, e.g. {@code 102 req/s (p99 131.2 ms), limited by SLO latency after 9 steps}. */
    public String describe() {
        return capacityRps + " req/s"
                + (Double.isNaN(capacityP99Millis)
                        ? ""
                        : String.format(java.util.Locale.ROOT, " (p99 %.1f ms)", capacityP99Millis))
                + ", limited by " + limit.label() + " after " + steps.size() + " steps";
    }
}
