package io.threadbench.controller.results.heatmap;

import java.util.List;

/**
 * A heatmap's legend. Denominator of all shares: the rated cells, i.e. every cell except the empty
 * ones (no selected approach had a value). Each rated cell is exactly one of: a win of one approach,
 * a tie, or no winner; so the win shares, the tie share and the no-winner share add up to 100.
 * Each share is rounded on its own to 0.1 (equal counts show equal shares), so the shown shares add up
 * to 100 within rounding; all are 0 when no cell is rated.
 *
 * @param entries             approaches by rank, then in table order
 * @param withinTrialCells    rated cells whose tie rule used a within-trial bootstrap interval
 * @param betweenRepetitionCells rated cells whose tie rule used only between-repetition intervals
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
        int withinTrialCells,
        int betweenRepetitionCells) {

    public Legend {
        entries = List.copyOf(entries);
    }

    /** Which intervals decided ties, e.g. "Intervals: within-trial bootstrap in 4 cells, between repetitions in 2". */
    public String intervalNote() {
        if (withinTrialCells == 0 && betweenRepetitionCells == 0) {
            return "Intervals: none (one repetition without stored seconds), so values decide alone.";
        }
        StringBuilder note = new StringBuilder("Intervals: ");
        if (withinTrialCells > 0) {
            note.append(IntervalBasis.WITHIN_TRIAL.label()).append(" in ").append(cells(withinTrialCells));
        }
        if (betweenRepetitionCells > 0) {
            note.append(withinTrialCells > 0 ? ", " : "")
                    .append(IntervalBasis.BETWEEN_REPETITIONS.label())
                    .append(" in ")
                    .append(cells(betweenRepetitionCells));
        }
        return note.append('.').toString();
    }

    private static String cells(int count) {
        return count == 1 ? "1 cell" : count + " cells";
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
