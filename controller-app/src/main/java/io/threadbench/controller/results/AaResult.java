package io.threadbench.controller.results;

import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.results.heatmap.CellOutcome;
import io.threadbench.controller.results.heatmap.Heatmap;
import io.threadbench.controller.results.heatmap.HeatmapBuilder;
import io.threadbench.controller.results.heatmap.HeatmapCell;
import io.threadbench.controller.results.heatmap.HeatmapOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What an A/A check found (DESIGN §3a): the same variant ran under two labels, so every heatmap cell it wins is
 * noise. The share of rated cells that came out tied is the honest measure of how much noise this machine makes.
 *
 * @param ratedCells the cells decided one way or the other (ties and wins); doubtful cells, cells without a basis
 *                   (one repetition) and cells where both labels measured exactly 0 (no errors, no pinning) are
 *                   counted apart: they say nothing about noise
 * @param wins the cells one label won anyway, as {@code scenario · metric's label: label}
 * @param ratedCountingFlagged the cells decided when flagged trials count as well
 * @param flagReasons one reason per trust flag code the trials raised, for the "too noisy" message
 */
public record AaResult(
        int ratedCells,
        int ties,
        double tieSharePercent,
        int doubtful,
        List<String> wins,
        int ratedCountingFlagged,
        int tiesCountingFlagged,
        int notEnoughData,
        List<String> flagReasons) {

    public AaResult {
        wins = List.copyOf(wins);
        flagReasons = List.copyOf(flagReasons);
    }

    /** The A/A result of a benchmark's heatmap over every metric, and again counting flagged trials. */
    public static AaResult of(BenchmarkResults results) {
        Map<String, String> reasons = new LinkedHashMap<>();
        results.trials().stream()
                .filter(BenchmarkResults.TrialResult::counts)
                .flatMap(t -> t.flags().stream())
                .forEach(flag -> reasons.putIfAbsent(flag.code(), flag.code() + ": " + flag.reason()));
        return of(results.metricTable(), List.copyOf(reasons.values()));
    }

    /** The A/A result of a metric table holding two labels of one variant. */
    public static AaResult of(MetricTable table) {
        return of(table, List.of());
    }

    private static AaResult of(MetricTable table, List<String> flagReasons) {
        Tally strict = tally(HeatmapBuilder.build(table, HeatmapOptions.all()));
        Tally counted = tally(HeatmapBuilder.build(table, HeatmapOptions.all().withIncludeFlagged(true)));
        return new AaResult(
                strict.rated,
                strict.ties,
                strict.rated == 0 ? 0 : 100.0 * strict.ties / strict.rated,
                strict.doubtful,
                strict.wins,
                counted.rated,
                counted.ties,
                strict.notEnoughData,
                flagReasons);
    }

    private record Tally(int rated, int ties, int doubtful, int notEnoughData, List<String> wins) {}

    private static Tally tally(Heatmap heatmap) {
        List<String> wins = new ArrayList<>();
        int ties = 0;
        int doubtful = 0;
        int notEnoughData = 0;
        for (var row : heatmap.rows()) {
            for (HeatmapCell cell : row.cells()) {
                CellOutcome outcome = cell.ranking().outcome();
                if (bothZero(cell)) {
                    continue;
                }
                if (outcome == CellOutcome.NOT_ENOUGH_DATA) {
                    notEnoughData++;
                } else if (outcome == CellOutcome.EQUIVALENT || outcome == CellOutcome.INCONCLUSIVE) {
                    ties++;
                } else if (outcome == CellOutcome.WIN) {
                    wins.add(cell.ranking().scenario() + " · "
                            + MetricCatalog.of(cell.ranking().metric()).label() + ": "
                            + cell.ranking().winner());
                } else if (outcome == CellOutcome.DOUBTFUL) {
                    doubtful++;
                }
            }
        }
        // Doubtful cells are rated by the legend but decided by nobody: they are counted apart.
        return new Tally(ties + wins.size(), ties, doubtful, notEnoughData, wins);
    }

    /** Both labels measured exactly 0 (errors, pinning, dropped iterations): a structural tie, not a noise test. */
    private static boolean bothZero(HeatmapCell cell) {
        return cell.ranking().ranked().size() >= 2
                && cell.ranking().ranked().stream()
                        .allMatch(a -> a.summary().median() == 0
                                && (a.summary().interval() == null
                                        || a.summary().interval().low() == 0
                                                && a.summary().interval().high() == 0));
    }

    /**
     * e.g. {@code no winner in 52 of 60 comparisons (86.7 %), as it should be; 8 named a winner by noise; 0 doubtful},
     * and when trials were flagged the same counting them.
     */
    public String summary() {
        if (ratedCells == 0 && doubtful > 0) {
            return "every one of the " + doubtful + " cells was doubtful: the machine was too noisy to judge noise."
                    + (flagReasons.isEmpty() ? "" : " " + String.join("; ", flagReasons))
                    + " Rerun on a quiet machine.";
        }
        if (ratedCells == 0 && notEnoughData > 0) {
            return "no cell could be judged: each label has one repetition, which shows no run-to-run noise; run"
                    + " the A/A check with 3 or more repetitions";
        }
        String strict = String.format(
                Locale.ROOT,
                "no winner in %d of %d comparisons (%.1f %%), as it should be; %d named a winner by noise; %d doubtful",
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
                        "; counting flagged trials: no winner in %d of %d (%.1f %%)",
                        tiesCountingFlagged,
                        ratedCountingFlagged,
                        100.0 * tiesCountingFlagged / ratedCountingFlagged);
    }
}
