package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.DifferenceTest;
import io.threadbench.controller.metrics.FalseDiscoveryRate;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricInfo;
import io.threadbench.controller.metrics.MetricTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Ranks the selected approaches in the cells of a {@link MetricTable}; rules in {@link CellRanking} and DESIGN §8.
 * The two best error-free approaches of a cell are compared by {@link DifferenceTest} (Welch on the repetitions);
 * the cells ranked together are one family whose false discovery rate {@link FalseDiscoveryRate} holds at 5 %.
 */
public final class CellRanker {

    private CellRanker() {}

    /** One cell on its own: a family of one, so a win needs p ≤ 0.05. */
    public static CellRanking rank(MetricTable table, String metric, String scenario, List<String> approaches) {
        return rank(table, metric, scenario, approaches, false);
    }

    /** One cell on its own, counting flagged trials when {@code includeFlagged}. */
    public static CellRanking rank(
            MetricTable table, String metric, String scenario, List<String> approaches, boolean includeFlagged) {
        return rankAll(table, List.of(metric), List.of(scenario), approaches, includeFlagged)
                .getFirst();
    }

    /**
     * Every metric × scenario cell, metric-major, as one family: a cell's win needs its p-value among the
     * Benjamini–Hochberg discoveries of all of them. A win or tie is {@link CellOutcome#DOUBTFUL} unless
     * {@code includeFlagged} when any of its trials raised a trust flag that questions the measurement, or when it
     * is a win of a SUT that fell behind the requested rate (its value understates how badly it did).
     */
    public static List<CellRanking> rankAll(
            MetricTable table,
            List<String> metrics,
            List<String> scenarios,
            List<String> approaches,
            boolean includeFlagged) {
        List<Draft> drafts = new ArrayList<>();
        for (String metric : metrics) {
            for (String scenario : scenarios) {
                drafts.add(draft(table, metric, scenario, approaches));
            }
        }
        double threshold =
                FalseDiscoveryRate.cutoff(drafts.stream().map(Draft::pValue).toList(), FalseDiscoveryRate.Q);
        List<CellRanking> rankings = new ArrayList<>();
        for (Draft draft : drafts) {
            rankings.add(doubt(table, decide(draft, threshold), includeFlagged));
        }
        return rankings;
    }

    /** A cell before the family's threshold is known: its ranking and the p-value of its top two, if tested. */
    private record Draft(
            String metric,
            String scenario,
            MetricInfo info,
            List<RankedApproach> ranked,
            List<String> missing,
            List<List<Double>> values,
            Difference difference) {

        /** The p-value that decides the cell, NaN when errors, equal values or no basis decide instead. */
        double pValue() {
            if (ranked.size() < 2 || ranked.get(0).errors() || ranked.get(1).errors()) {
                return Double.NaN;
            }
            return difference.pValue();
        }
    }

    private static Draft draft(MetricTable table, String metric, String scenario, List<String> approaches) {
        MetricInfo info = MetricCatalog.of(metric);
        List<RankedApproach> ranked = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String approach : approaches) {
            if (info.scope() == MetricInfo.Scope.VIRTUAL_THREADS && !table.mayRunVirtualThreads(approach)) {
                continue;
            }
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
                .thenComparing(info.higherIsBetter() ? byValue.reversed() : byValue));
        List<List<Double>> values = ranked.stream()
                .map(a -> table.finiteValues(scenario, a.approach(), metric))
                .toList();
        Difference difference = ranked.size() < 2 ? null : oriented(info, values.get(0), values.get(1));
        return new Draft(metric, scenario, info, ranked, missing, values, difference);
    }

    /** The better against the worse, so that an estimate above 1 (or 0) always favours the better. */
    static Difference oriented(MetricInfo info, List<Double> better, List<Double> worse) {
        return info.higherIsBetter() ? DifferenceTest.compare(better, worse) : DifferenceTest.compare(worse, better);
    }

    private static CellRanking decide(Draft draft, double threshold) {
        List<RankedApproach> ranked = draft.ranked();
        if (ranked.isEmpty()) {
            return cell(draft, CellOutcome.EMPTY, Double.NaN, 0, List.of());
        }
        RankedApproach best = ranked.getFirst();
        if (ranked.size() == 1) {
            // No comparison: still the best of those measured, but with no lead to colour by.
            return cell(draft, best.errors() ? CellOutcome.NO_WINNER : CellOutcome.WIN, Double.NaN, 0, List.of(1));
        }
        RankedApproach second = ranked.get(1);
        double lead =
                WinStrength.lead(best.value(), second.value(), draft.info().higherIsBetter());
        List<Integer> ranks = ranks(draft, threshold);
        if (best.errors()) {
            return cell(draft, CellOutcome.NO_WINNER, lead, 0, List.of());
        }
        if (second.errors()) {
            return cell(draft, CellOutcome.WIN, lead, 1.0, ranks);
        }
        Difference difference = draft.difference();
        if (lead == 0) {
            // equal values (often both 0: no errors, no pinning) are a tie whatever the repetitions
            return cell(draft, CellOutcome.TIE, lead, 0, ranks);
        }
        if (!difference.hasBasis()) {
            return cell(draft, CellOutcome.NOT_ENOUGH_DATA, lead, 0, List.of());
        }
        if (!(difference.pValue() <= threshold)) {
            return cell(draft, CellOutcome.TIE, lead, 0, ranks);
        }
        return cell(draft, CellOutcome.WIN, lead, WinStrength.strength(lead), ranks);
    }

    /**
     * Ranks with ties: an error-free approach shares the rank of the group above while its difference from that
     * group's first is not a discovery; an approach with errors ranks after every error-free one.
     */
    private static List<Integer> ranks(Draft draft, double threshold) {
        List<RankedApproach> ranked = draft.ranked();
        List<Integer> ranks = new ArrayList<>();
        ranks.add(1);
        int leader = 0;
        for (int i = 1; i < ranked.size(); i++) {
            boolean sameGroup;
            if (ranked.get(i).errors() != ranked.get(leader).errors()) {
                sameGroup = false;
            } else {
                Difference d = oriented(
                        draft.info(), draft.values().get(leader), draft.values().get(i));
                sameGroup = d.hasBasis() && !(d.pValue() <= threshold)
                        || ranked.get(i).value() == ranked.get(leader).value();
            }
            if (!sameGroup) {
                leader = i;
            }
            ranks.add(sameGroup ? ranks.get(leader) : i + 1);
        }
        return ranks;
    }

    private static CellRanking cell(
            Draft draft, CellOutcome outcome, double lead, double strength, List<Integer> ranks) {
        return new CellRanking(
                draft.metric(),
                draft.scenario(),
                draft.info().higherIsBetter(),
                outcome,
                draft.ranked(),
                draft.missing(),
                lead,
                strength,
                outcome == CellOutcome.WIN && WinStrength.negligible(lead),
                draft.difference(),
                ranks);
    }

    private static CellRanking doubt(MetricTable table, CellRanking ranking, boolean includeFlagged) {
        boolean flagged = ranking.ranked().stream().anyMatch(a -> table.isFlagged(ranking.scenario(), a.approach()))
                || (ranking.outcome() == CellOutcome.WIN
                        && table.fellBehind(ranking.scenario(), ranking.best().approach()));
        boolean judged = ranking.outcome() == CellOutcome.WIN
                || ranking.outcome() == CellOutcome.TIE
                || ranking.outcome() == CellOutcome.NOT_ENOUGH_DATA;
        if (includeFlagged || !flagged || !judged) {
            return ranking;
        }
        return ranking.withOutcome(CellOutcome.DOUBTFUL);
    }
}
