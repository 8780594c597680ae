package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.SmallestDifference;
import java.util.List;

/**
 * The ranking of approaches in one cell (metric × scenario), best first.
 *
 * @param ranked     approaches with at least one value, best first: error-free before erroneous,
 *                   then by value in the metric's direction, then in table order
 * @param missing    selected approaches with no value in this cell (not ranked)
 * @param lead       how much better the first is than the second, as a ratio less one ({@link WinStrength#lead}):
 *                   1.0 for a 2× lower latency and for a 2× higher throughput; NaN with fewer than two ranked
 * @param strength   colour strength in [0, 1]: {@link WinStrength#strength} of the lead for a win,
 *                   0 for a single (uncontested) approach and for every other outcome
 * @param negligible a win whose lead is below {@link WinStrength#NEGLIGIBLE_LEAD}
 * @param difference the first against the second ({@link CellRanker}: above 1, or 0, favours the first), its
 *                   interval at the level the decision used; null with fewer than two ranked
 * @param ranks      1-based rank of each ranked approach, shared within a group not told apart; empty where the
 *                   cell ranks nobody (no winner, not enough data)
 * @param smallest   the smallest difference that matters for this figure, against which the cell was judged
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
        boolean negligible,
        Difference difference,
        List<Integer> ranks,
        SmallestDifference smallest) {

    public CellRanking {
        ranked = List.copyOf(ranked);
        missing = List.copyOf(missing);
        ranks = List.copyOf(ranks);
    }

    /** The winner's id, or null unless the outcome is {@link CellOutcome#WIN}. */
    public String winner() {
        return outcome == CellOutcome.WIN ? ranked.getFirst().approach() : null;
    }

    /** First ranked approach, or null for an empty cell. */
    public RankedApproach best() {
        return ranked.isEmpty() ? null : ranked.getFirst();
    }

    /** Second ranked approach, or null. */
    public RankedApproach second() {
        return ranked.size() < 2 ? null : ranked.get(1);
    }

    /** The rank of the approach at {@code index} in {@link #ranked()}, or 0 when the cell ranks nobody. */
    public int rank(int index) {
        return outcome.judged() ? ranks.get(index) : 0;
    }

    /** The approaches sharing rank 1 (the equivalent or not told apart), or the winner alone; empty where the cell ranks nobody. */
    public List<String> leaders() {
        if (!outcome.judged()) {
            return List.of();
        }
        return java.util.stream.IntStream.range(0, ranked.size())
                .filter(i -> ranks.get(i) == 1)
                .mapToObj(i -> ranked.get(i).approach())
                .toList();
    }

    /**
     * How many times better the best's value is than the runner-up's, as both are shown (their medians over the
     * repetitions), so that "9.56 ms against 6.83 ms" reads "1.4×" wherever it is quoted; the interval around it is
     * the test's. NaN without a runner-up or when a value is 0 or negative.
     */
    public double factor() {
        if (second() == null || best().value() <= 0 || second().value() <= 0) {
            return Double.NaN;
        }
        return higherIsBetter ? best().value() / second().value() : second().value() / best().value();
    }

    /** The same ranking with another outcome (a doubtful one crowns nobody: no strength). */
    CellRanking withOutcome(CellOutcome newOutcome) {
        return new CellRanking(
                metric,
                scenario,
                higherIsBetter,
                newOutcome,
                ranked,
                missing,
                lead,
                0,
                false,
                difference,
                ranks,
                smallest);
    }
}
