package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.SmallestDifference;
import java.util.List;

/**
 * A heatmap's legend. Denominator of all shares: the rated cells, i.e. every cell except the empty
 * ones (no selected approach had a value). Each rated cell is exactly one of: a win of one approach,
 * equivalent, could not tell, not enough data, no winner or doubtful; so the shares add up to 100 within rounding (each share is
 * rounded on its own to 0.1); all are 0 when no cell is rated.
 *
 * @param entries approaches by rank, then in table order
 * @param tested  cells whose top two were compared by Welch's test (the family of the false discovery rate is every
 *                rankable cell of the benchmark, whatever is shown)
 * @param smallestDifferencePercent the benchmark's smallest difference that matters
 */
public record Legend(
        List<LegendEntry> entries,
        int ratedCells,
        int equivalent,
        double equivalentSharePercent,
        int inconclusive,
        double inconclusiveSharePercent,
        int noWinner,
        double noWinnerSharePercent,
        int emptyCells,
        int doubtful,
        double doubtfulSharePercent,
        int notEnoughData,
        double notEnoughDataSharePercent,
        int tested,
        double smallestDifferencePercent) {

    public Legend {
        entries = List.copyOf(entries);
    }

    /** How cells were decided, in words, e.g. "A win needs Welch's test … across 48 cells". */
    public String decisionNote() {
        if (tested == 0) {
            return "No cell could be tested: a win needs two or more repetitions of each variant (one JVM per"
                    + " variant shows no run-to-run noise). Run the benchmark with 3 repetitions.";
        }
        String smallest = SmallestDifference.share(smallestDifferencePercent).describe();
        return "A cell names a winner when the interval of its two best variants' difference (Welch's test on the"
                + " repetitions, log values) lies wholly beyond the smallest difference that matters (" + smallest
                + ", error rates ±1 percentage point), and calls them the same when it lies wholly inside it; else"
                + " it could not tell. The benchmark's cells share a 5 % false discovery rate (Benjamini–Hochberg),"
                + " " + tested + (tested == 1 ? " cell" : " cells") + " tested here.";
    }

    /** Overall rank of the approach, or 0 if it is not in the legend. */
    public int rankOf(String approach) {
        return entries.stream()
                .filter(e -> e.approach().equals(approach))
                .mapToInt(LegendEntry::rank)
                .findFirst()
                .orElse(0);
    }
}
