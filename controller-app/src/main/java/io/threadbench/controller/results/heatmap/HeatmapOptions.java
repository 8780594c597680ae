package io.threadbench.controller.results.heatmap;

import java.util.List;

/**
 * What to draw.
 *
 * @param approaches approach ids to compare, in legend order; empty = all in the table
 * @param metrics    metric names to show; empty = all in the table. Shown in the table's metric order.
 * @param transposed false: rows = metrics, columns = scenarios; true: rows = scenarios, columns = metrics
 * @param title      optional caption drawn above the grid (null for none)
 */
public record HeatmapOptions(List<String> approaches, List<String> metrics, boolean transposed, String title) {

    public HeatmapOptions {
        approaches = approaches == null ? List.of() : List.copyOf(approaches);
        metrics = metrics == null ? List.of() : List.copyOf(metrics);
    }

    public static HeatmapOptions all() {
        return new HeatmapOptions(List.of(), List.of(), false, null);
    }

    public HeatmapOptions withApproaches(List<String> selected) {
        return new HeatmapOptions(selected, metrics, transposed, title);
    }

    public HeatmapOptions withMetrics(List<String> selected) {
        return new HeatmapOptions(approaches, selected, transposed, title);
    }

    public HeatmapOptions withTransposed(boolean transpose) {
        return new HeatmapOptions(approaches, metrics, transpose, title);
    }

    public HeatmapOptions withTitle(String caption) {
        return new HeatmapOptions(approaches, metrics, transposed, caption);
    }
}
