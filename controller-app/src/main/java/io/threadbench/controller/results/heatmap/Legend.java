package io.threadbench.controller.results.heatmap;

import java.util.List;

/**
 * A heatmap's legend. Denominator of all shares: the rated cells, i.e. every cell except the empty
 * ones (no selected approach had a value). Each rated cell is exactly one of: a win of one approach,
 * a tie, not enough data, no winner or doubtful; so the shares add up to 100 within rounding (each share is
 * rounded on its own to 0.1); all are 0 when no cell is rated.
 *
 * @param entries approaches by rank, then in table order
 * @param tested  cells whose top two were compared by Welch's test: the family of the false discovery rate
 */
public record Legend(
        List<LegendEntry> entries,
        int ratedCells,
        int ties,
        double tieSharePercent,
        int noWinner,
        double noWinnerSharePercent,
        int emptyCells,
        int doubtful,
        double doubtfulSharePercent,
        int notEnoughData,
        double notEnoughDataSharePercent,
        int tested) {

    public Legend {
        entries = List.copyOf(entries);
    }

    /** How cells were decided, in words, e.g. "A win needs Welch's test … across 48 cells". */
    public String decisionNote() {
        if (tested == 0) {
            return "No cell could be tested: a win needs two or more repetitions of each variant (one JVM per"
                    + " variant shows no run-to-run noise). Run the benchmark with 3 repetitions.";
        }
        return "A cell names a winner when Welch's test on the repetitions (log values) finds the difference of its"
                + " two best variants while the false discovery rate across its " + tested
                + (tested == 1 ? " tested cell" : " tested cells") + " stays at 5 % (Benjamini–Hochberg).";
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
