package io.threadbench.controller.results.trend;

import java.util.List;

/** One headline metric of a scenario × approach over its benchmarks, oldest first, with the change points found. */
public record MetricTrend(String metric, boolean higherIsBetter, List<TrendPoint> points, List<ChangePoint> changes) {

    public MetricTrend {
        points = List.copyOf(points);
        changes = List.copyOf(changes);
    }
}
