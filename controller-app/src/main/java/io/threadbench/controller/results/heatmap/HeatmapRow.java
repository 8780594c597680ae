package io.threadbench.controller.results.heatmap;

import java.util.List;

/** One row of the grid: a metric (or a scenario when transposed) and its cells, column order. */
public record HeatmapRow(Header header, List<HeatmapCell> cells) {

    public HeatmapRow {
        cells = List.copyOf(cells);
    }
}
