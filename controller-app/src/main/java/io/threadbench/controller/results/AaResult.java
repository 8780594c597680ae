package io.threadbench.controller.results;

import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.results.heatmap.CellOutcome;
import io.threadbench.controller.results.heatmap.Heatmap;
import io.threadbench.controller.results.heatmap.HeatmapBuilder;
import io.threadbench.controller.results.heatmap.HeatmapCell;
import io.threadbench.controller.results.heatmap.HeatmapOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What an A/A check found (DESIGN §3a): the same variant ran under two labels, so every heatmap cell it wins is
 * noise. The share of rated cells that came out tied is the honest measure of how much noise this machine makes.
 *
 * @param ratedCells the cells decided one way or the other (ties and wins); doubtful cells are counted apart
 * @param wins the cells one label won anyway, as {@code scenario · metric: label}
 * @param ratedCountingFlagged the cells decided when flagged trials count as well
 */
public record AaResult(
        int ratedCells,
        int ties,
        double tieSharePercent,
        int doubtful,
        List<String> wins,
        int ratedCountingFlagged,
        int tiesCountingFlagged) {

    public AaResult {
        wins = List.copyOf(wins);
    }

    /** The A/A result of a benchmark's heatmap over every metric, and again counting flagged trials. */
    public static AaResult of(BenchmarkResults results) {
        return of(results.metricTable());
    }

    /** The A/A result of a metric table holding two labels of one variant. */
    public static AaResult of(MetricTable table) {
        Tally strict = tally(HeatmapBuilder.build(table, HeatmapOptions.all()));
        Tally counted = tally(HeatmapBuilder.build(table, HeatmapOptions.all().withIncludeFlagged(true)));
        return new AaResult(
                strict.rated,
                strict.ties,
                strict.rated == 0 ? 0 : 100.0 * strict.ties / strict.rated,
                strict.doubtful,
                strict.wins,
                counted.rated,
                counted.ties);
    }

    private record Tally(int rated, int ties, int doubtful, List<String> wins) {}

    private static Tally tally(Heatmap heatmap) {
        List<String> wins = new ArrayList<>();
        int ties = 0;
        int doubtful = 0;
        for (var row : heatmap.rows()) {
            for (HeatmapCell cell : row.cells()) {
                CellOutcome outcome = cell.ranking().outcome();
                if (outcome == CellOutcome.TIE) {
                    ties++;
                } else if (outcome == CellOutcome.WIN) {
                    wins.add(cell.ranking().scenario() + " · " + cell.ranking().metric() + ": "
                            + cell.ranking().winner());
                } else if (outcome == CellOutcome.DOUBTFUL) {
                    doubtful++;
                }
            }
        }
        // Doubtful cells are rated by the legend but decided by nobody: they are counted apart.
        return new Tally(ties + wins.size(), ties, doubtful, wins);
    }

    /**
     * e.g. {@code 52 of 60 rated cells tied (86.7 %), 8 won by noise, 0 doubtful}, and when trials were flagged the
     * same counting them.
     */
    public String summary() {
        String strict = String.format(
                Locale.ROOT,
                "%d of %d rated cells tied (%.1f %%), %d won by noise, %d doubtful",
                ties,
                ratedCells,
                tieSharePercent,
                wins.size(),
                doubtful);
        if (doubtful == 0 || ratedCountingFlagged == 0) {
            return strict;
        }
        return strict
                + String.format(
                        Locale.ROOT,
                        "; counting flagged trials: %d of %d tied (%.1f %%)",
                        tiesCountingFlagged,
                        ratedCountingFlagged,
                        100.0 * tiesCountingFlagged / ratedCountingFlagged);
    }
}
