package io.threadbench.controller.metrics;

import io.threadbench.controller.metrics.MetricInfo.Direction;
import io.threadbench.controller.metrics.MetricInfo.Group;
import io.threadbench.controller.metrics.MetricInfo.Scope;

/**
 * The meaning of a summary metric by its name (DESIGN §8): label and unit, direction, group and scope, as
 * {@link Metric} defines them. The heatmap, summary table, compare, trends and the verdict all read it; a name no
 * longer defined is context.
 */
public final class MetricCatalog {

    private MetricCatalog() {}

    /** The metric's meaning; a name not in the catalog is context, labelled by its name. */
    public static MetricInfo of(String name) {
        return Metric.of(name)
                .map(Metric::info)
                .orElseGet(() -> new MetricInfo(name, name, Direction.NONE, Group.CONTEXT, Scope.ALL));
    }
}
