package io.threadbench.controller.results.trend;

import java.util.List;

/** A scenario × approach across every benchmark with a successful trial of it: one {@link MetricTrend} per headline metric. */
public record Trend(String scenario, String approach, List<MetricTrend> metrics) {

    public Trend {
        metrics = List.copyOf(metrics);
    }
}
