package io.threadbench.controller.results.heatmap;

import java.util.List;

/**
 * What to draw.
 *
 * @param approaches approach ids to compare, in legend order; empty = all in the table
 * @param metrics    metric names to show; empty = all in the table. Shown in the table's metric order.
 * @param transposed false: rows = metrics, columns = scenarios; true: rows = scenarios, columns = metrics
 * @param title      optional caption drawn above the grid (null for none)
 * @param includeFlagged false: a cell whose trials raised trust flags is doubtful and crowns no winner
 */
public record HeatmapOptions(
        List<String> approaches, List<String> metrics, boolean transposed, String title, boolean includeFlagged) {

    public HeatmapOptions {
        approaches = approaches == null ? List.of() : List.copyOf(approaches);
        metrics = metrics == null ? List.of() : List.copyOf(metrics);
    }

    /** Options under which flagged trials make their cells doubtful (the default). */
    public HeatmapOptions(List<String> approaches, List<String> metrics, boolean transposed, String title) {
        this(approaches, metrics, transposed, title, false);
    }

    /** Flagged trials may crown winners too (the user's choice, stated in the legend). */
    public HeatmapOptions withIncludeFlagged(boolean include) {
        return new HeatmapOptions(approaches, metrics, transposed, title, include);
    }

    public static HeatmapOptions all() {
        return new HeatmapOptions(List.of(), List.of(), false, null);
    }

    public HeatmapOptions withApproaches(List<String> selected) {
        return new HeatmapOptions(selected, metrics, transposed, title, includeFlagged);
    }

    public HeatmapOptions withMetrics(List<String> selected) {
        return new HeatmapOptions(approaches, selected, transposed, title, includeFlagged);
    }

    public HeatmapOptions withTransposed(boolean transpose) {
        return new HeatmapOptions(approaches, metrics, transpose, title, includeFlagged);
    }

    public HeatmapOptions withTitle(String caption) {
        return new HeatmapOptions(approaches, metrics, transposed, caption, includeFlagged);
    }
}
