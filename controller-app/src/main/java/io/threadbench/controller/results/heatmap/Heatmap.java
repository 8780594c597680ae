package io.threadbench.controller.results.heatmap;

import java.util.List;

/**
 * A computed winner heatmap, ready to render: iterate {@link #rows()} and their cells in
 * {@link #columns()} order. Built by {@link HeatmapBuilder}, drawn by {@link HeatmapSvgRenderer}.
 *
 * @param rowAxis    "metric", or "scenario" when transposed
 * @param columnAxis "scenario", or "metric" when transposed
 * @param approaches the compared approaches, in table (or filter) order
 */
public record Heatmap(
        String title,
        boolean transposed,
        String rowAxis,
        String columnAxis,
        List<String> approaches,
        List<Header> columns,
        List<HeatmapRow> rows,
        Legend legend) {

    public Heatmap {
        approaches = List.copyOf(approaches);
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }

    /** The cell of a metric in a scenario, whatever the orientation. */
    public HeatmapCell cell(String metric, String scenario) {
        return rows.stream()
                .flatMap(row -> row.cells().stream())
                .filter(c -> c.ranking().metric().equals(metric)
                        && c.ranking().scenario().equals(scenario))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no cell for " + metric + " in " + scenario));
    }
}
