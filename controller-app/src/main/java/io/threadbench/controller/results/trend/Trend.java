package io.threadbench.controller.results.trend;

import java.util.List;

/**
 * A scenario × approach across every benchmark with a successful trial of it: one {@link MetricTrend} per headline
 * metric.
 *
 * @param environmentChanges where a benchmark ran on another environment than the one before it, e.g.
 *                           {@code #7 (after #5): kernel: 6.1.0 → 6.8.0}: a step there may be the machine's
 */
public record Trend(String scenario, String approach, List<MetricTrend> metrics, List<String> environmentChanges) {

    public Trend {
        metrics = List.copyOf(metrics);
        environmentChanges = environmentChanges == null ? List.of() : List.copyOf(environmentChanges);
    }

    public Trend(String scenario, String approach, List<MetricTrend> metrics) {
        this(scenario, approach, metrics, List.of());
    }
}
