package io.threadbench.controller.results.heatmap;

import java.util.List;

/**
 * The ranking of approaches in one cell (metric × scenario), best first.
 *
 * @param ranked     approaches with at least one value, best first: error-free before erroneous,
 *                   then by value in the metric's direction, then in table order
 * @param missing    selected approaches with no value in this cell (not ranked)
 * @param lead       relative lead of the first over the second ({@link WinStrength#lead}); NaN with
 *                   fewer than two ranked approaches
 * @param strength   colour strength in [0, 1]: {@link WinStrength#strength} of the lead for a win
 *                   between error-free approaches, 1 when the runner-up had errors (errors decide),
 *                   0 for a single (uncontested) approach and for ties, no-winner and empty cells
 * @param negligible a win whose lead is below {@link WinStrength#NEGLIGIBLE_LEAD}
 */
public record CellRanking(
        String metric,
        String scenario,
        boolean higherIsBetter,
        CellOutcome outcome,
        List<RankedApproach> ranked,
        List<String> missing,
        double lead,
        double strength,
        boolean negligible) {

    public CellRanking {
        ranked = List.copyOf(ranked);
        missing = List.copyOf(missing);
    }

    /** The winner's id, or null unless the outcome is {@link CellOutcome#WIN}. */
    public String winner() {
        return outcome == CellOutcome.WIN ? ranked.getFirst().approach() : null;
    }

    /** First ranked approach, or null for an empty cell. */
    public RankedApproach best() {
        return ranked.isEmpty() ? null : ranked.getFirst();
    }

    /**
     * Which intervals the tie rule compared for the best two, or null when either had none (the values decided).
     */
    public IntervalBasis intervalBasis() {
        if (ranked.size() < 2
                || !best().summary().hasInterval()
                || !second().summary().hasInterval()) {
            return null;
        }
        boolean within = best().summary().interval().method().withinTrial()
                || second().summary().interval().method().withinTrial();
        return within ? IntervalBasis.WITHIN_TRIAL : IntervalBasis.BETWEEN_REPETITIONS;
    }

    /** Second ranked approach, or null. */
    public RankedApproach second() {
        return ranked.size() < 2 ? null : ranked.get(1);
    }
}
