package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.RepetitionSummary;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Ranks the selected approaches in one cell of a {@link MetricTable}; rules in {@link CellRanking}. */
public final class CellRanker {

    private CellRanker() {}

    public static CellRanking rank(MetricTable table, String metric, String scenario, List<String> approaches) {
        return rank(table, metric, scenario, approaches, false);
    }

    /**
     * As {@link #rank(MetricTable, String, String, List)}; a win or tie is {@link CellOutcome#DOUBTFUL} unless
     * {@code includeFlagged} when any of its trials raised a trust flag that questions the measurement, or when
     * it is a win of a SUT that fell behind the requested rate: such a value understates how badly it did, while a
     * SUT that fell behind further down the ranking, or in a tie, only looked better than it was, which leaves the
     * winner (or the tie, the cautious verdict) standing.
     */
    public static CellRanking rank(
            MetricTable table, String metric, String scenario, List<String> approaches, boolean includeFlagged) {
        CellRanking ranking = rankAll(table, metric, scenario, approaches);
        boolean flagged = ranking.ranked().stream().anyMatch(a -> table.isFlagged(scenario, a.approach()))
                || (ranking.outcome() == CellOutcome.WIN
                        && table.fellBehind(scenario, ranking.best().approach()));
        if (includeFlagged
                || !flagged
                || (ranking.outcome() != CellOutcome.WIN && ranking.outcome() != CellOutcome.TIE)) {
            return ranking;
        }
        return new CellRanking(
                ranking.metric(),
                ranking.scenario(),
                ranking.higherIsBetter(),
                CellOutcome.DOUBTFUL,
                ranking.ranked(),
                ranking.missing(),
                ranking.lead(),
                0,
                false);
    }

    private static CellRanking rankAll(MetricTable table, String metric, String scenario, List<String> approaches) {
        boolean higherIsBetter = MetricNames.higherIsBetter(metric);
        List<RankedApproach> ranked = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String approach : approaches) {
            if (table.finiteValues(scenario, approach, metric).isEmpty()) {
                missing.add(approach);
            } else {
                ranked.add(new RankedApproach(
                        approach, table.summary(scenario, approach, metric), table.hadErrors(scenario, approach)));
            }
        }
        Comparator<RankedApproach> byValue = Comparator.comparingDouble(RankedApproach::value);
        // List.sort is stable: equal values keep the table's approach order.
        ranked.sort(Comparator.comparing(RankedApproach::errors)
                .thenComparing(higherIsBetter ? byValue.reversed() : byValue));
        return decide(metric, scenario, higherIsBetter, ranked, missing);
    }

    private static CellRanking decide(
            String metric, String scenario, boolean higherIsBetter, List<RankedApproach> ranked, List<String> missing) {
        if (ranked.isEmpty()) {
            return new CellRanking(
                    metric, scenario, higherIsBetter, CellOutcome.EMPTY, ranked, missing, Double.NaN, 0, false);
        }
        RankedApproach best = ranked.getFirst();
        if (ranked.size() == 1) {
            // No comparison: still the best of those measured, but with no lead to colour by.
            CellOutcome outcome = best.errors() ? CellOutcome.NO_WINNER : CellOutcome.WIN;
            return new CellRanking(metric, scenario, higherIsBetter, outcome, ranked, missing, Double.NaN, 0, false);
        }
        RankedApproach second = ranked.get(1);
        double lead = WinStrength.lead(best.value(), second.value());
        if (best.errors()) {
            return new CellRanking(
                    metric, scenario, higherIsBetter, CellOutcome.NO_WINNER, ranked, missing, lead, 0, false);
        }
        if (second.errors()) {
            return new CellRanking(
                    metric, scenario, higherIsBetter, CellOutcome.WIN, ranked, missing, lead, 1.0, false);
        }
        if (lead == 0 || withinNoise(best.summary(), second.summary())) {
            return new CellRanking(metric, scenario, higherIsBetter, CellOutcome.TIE, ranked, missing, lead, 0, false);
        }
        return new CellRanking(
                metric,
                scenario,
                higherIsBetter,
                CellOutcome.WIN,
                ranked,
                missing,
                lead,
                WinStrength.strength(lead),
                WinStrength.negligible(lead));
    }

    /**
     * Needs intervals on both sides (2+ repetitions, or within-trial intervals of the trials); otherwise the values
     * decide alone.
     */
    private static boolean withinNoise(RepetitionSummary a, RepetitionSummary b) {
        return a.hasInterval() && b.hasInterval() && a.interval().overlaps(b.interval());
    }
}
