package io.threadbench.controller.results;

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
 * @param wins the cells one label won anyway, as {@code scenario · metric: label}
 */
public record AaResult(int ratedCells, int ties, double tieSharePercent, int doubtful, List<String> wins) {

    public AaResult {
        wins = List.copyOf(wins);
    }

    /** The A/A result of a benchmark's heatmap over every metric. */
    public static AaResult of(BenchmarkResults results) {
        Heatmap heatmap = HeatmapBuilder.build(results.metricTable(), HeatmapOptions.all());
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
        int rated = heatmap.legend().ratedCells();
        return new AaResult(rated, ties, rated == 0 ? 0 : 100.0 * ties / rated, doubtful, wins);
    }

    /** e.g. {@code 52 of 60 rated cells tied (86.7 %), 8 won by noise, 0 doubtful}. */
    public String summary() {
        return String.format(
                Locale.ROOT,
                "%d of %d rated cells tied (%.1f %%), %d won by noise, %d doubtful",
                ties,
                ratedCells,
                tieSharePercent,
                wins.size(),
                doubtful);
    }
}
