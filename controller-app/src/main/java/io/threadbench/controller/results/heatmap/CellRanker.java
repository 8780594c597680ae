package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.FalseDiscoveryRate;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricInfo;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.SmallestDifference;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Ranks the selected approaches in the cells of a {@link MetricTable}; rules in {@link CellRanking} and DESIGN §8.
 * The two best approaches of a cell are compared by Welch's test on their repetitions, each side's spread floored
 * at its figure's resolution ({@link MetricTable#compare}); the cell is a win when the interval of their difference
 * lies wholly beyond the smallest difference that matters, equivalent when it lies wholly inside it, and
 * inconclusive otherwise. The interval is quoted at the level the decision used.
 */
public final class CellRanker {

    /** The error rate a cell on its own, or each of a verdict's figures, allows. */
    public static final double ALPHA = 0.05;

    /** How the cells ranked together share their error rate: the level each cell's claim is judged at. */
    @FunctionalInterface
    public interface Family {
        /** Each cell is a claim of its own at {@link #ALPHA} (the verdict's figures, an A/B check, advice). */
        Family EACH_CELL = (table, approaches) -> ALPHA;

        /**
         * Every rankable cell of the table, whatever is shown, as one family at a false discovery rate of {@link
         * FalseDiscoveryRate#Q} (Benjamini–Hochberg on each cell's p-value of its claim): a display filter never
         * changes a cell's answer.
         */
        Family WHOLE_TABLE = CellRanker::familyLevel;

        /**
         * Each cell a claim of its own at {@code level}: a look of a sequential benchmark judges at the level it
         * spends ({@link io.threadbench.controller.metrics.SequentialPlan}).
         */
        static Family atLevel(double level) {
            return (table, approaches) -> level;
        }

        /** The level of each cell's claim in {@code table} among {@code approaches}. */
        double level(MetricTable table, List<String> approaches);
    }

    private CellRanker() {}

    /** One cell on its own: a family of one, so a win needs its interval at 95 % beyond the smallest difference. */
    public static CellRanking rank(MetricTable table, String metric, String scenario, List<String> approaches) {
        return rank(table, metric, scenario, approaches, false);
    }

    /** One cell on its own, counting flagged trials when {@code includeFlagged}. */
    public static CellRanking rank(
            MetricTable table, String metric, String scenario, List<String> approaches, boolean includeFlagged) {
        return rankAll(table, List.of(metric), List.of(scenario), approaches, includeFlagged, Family.EACH_CELL)
                .getFirst();
    }

    /**
     * The {@code metrics} × {@code scenarios} cells, metric-major, each judged at the level of its {@code family}. A
     * win or equivalent is {@link CellOutcome#DOUBTFUL} unless {@code includeFlagged} when any of its trials raised a
     * trust flag that questions the measurement, or when it is a win of a SUT that fell behind the requested rate.
     */
    public static List<CellRanking> rankAll(
            MetricTable table,
            List<String> metrics,
            List<String> scenarios,
            List<String> approaches,
            boolean includeFlagged,
            Family family) {
        double level = family.level(table, approaches);
        List<CellRanking> rankings = new ArrayList<>();
        for (String metric : metrics) {
            for (String scenario : scenarios) {
                rankings.add(doubt(table, decide(draft(table, metric, scenario, approaches), level), includeFlagged));
            }
        }
        return rankings;
    }

    /** The Benjamini–Hochberg level of every rankable cell of the table: all its metrics × all its scenarios. */
    private static double familyLevel(MetricTable table, List<String> approaches) {
        List<Double> pValues = new ArrayList<>();
        for (String metric : table.metrics()) {
            if (!MetricCatalog.of(metric).ranked()) {
                continue;
            }
            for (String scenario : table.scenarios()) {
                pValues.add(draft(table, metric, scenario, approaches).pValue());
            }
        }
        return FalseDiscoveryRate.cutoff(pValues, FalseDiscoveryRate.Q);
    }

    /** A cell before its level is known: its ranking and the comparison of its top two, if any. */
    private record Draft(
            MetricTable table,
            String metric,
            String scenario,
            MetricInfo info,
            List<RankedApproach> ranked,
            List<String> missing,
            Difference difference) {

        SmallestDifference smallest() {
            return table.smallestDifference(metric);
        }

        /** The p-value of the cell's claim (a win or equivalence), NaN when no test decides it. */
        double pValue() {
            if (ranked.size() < 2 || ranked.getFirst().errors() || !difference.hasBasis()) {
                return Double.NaN;
            }
            return Math.min(difference.pBeyond(smallest()), difference.pEquivalent(smallest()));
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
        Difference difference = ranked.size() < 2
                ? null
                : oriented(
                        table,
                        info,
                        scenario,
                        ranked.get(0).approach(),
                        ranked.get(1).approach());
        return new Draft(table, metric, scenario, info, ranked, missing, difference);
    }

    /** The better against the worse, so that an estimate above 1 (or 0) always favours the better. */
    static Difference oriented(MetricTable table, MetricInfo info, String scenario, String better, String worse) {
        return info.higherIsBetter()
                ? table.compare(scenario, info.name(), better, worse)
                : table.compare(scenario, info.name(), worse, better);
    }

    private static CellRanking decide(Draft draft, double level) {
        List<RankedApproach> ranked = draft.ranked();
        if (ranked.isEmpty()) {
            return cell(draft, CellOutcome.EMPTY, Double.NaN, 0, null, List.of());
        }
        RankedApproach best = ranked.getFirst();
        if (ranked.size() == 1) {
            // No comparison: still the best of those measured, but with no lead to colour by.
            return cell(
                    draft, best.errors() ? CellOutcome.NO_WINNER : CellOutcome.WIN, Double.NaN, 0, null, List.of(1));
        }
        RankedApproach second = ranked.get(1);
        double lead =
                WinStrength.lead(best.value(), second.value(), draft.info().higherIsBetter());
        Difference difference = draft.difference().at(1 - level);
        if (best.errors()) {
            return cell(draft, CellOutcome.NO_WINNER, lead, 0, difference, List.of());
        }
        if (second.errors()) {
            // the runner-up fails and the best does not: errors decide, when they are shown to differ
            Difference errors = draft.table()
                    .compare(draft.scenario(), MetricNames.ERROR_RATE, second.approach(), best.approach())
                    .at(1 - level);
            boolean fewer = errors.hasBasis()
                    && outcome(errors, draft.table().smallestDifference(MetricNames.ERROR_RATE), level)
                            == CellOutcome.WIN;
            return fewer
                    ? cell(draft, CellOutcome.WIN, lead, 1.0, difference, ranks(draft, CellOutcome.WIN, level))
                    : cell(
                            draft,
                            CellOutcome.INCONCLUSIVE,
                            lead,
                            0,
                            difference,
                            ranks(draft, CellOutcome.INCONCLUSIVE, level));
        }
        if (nothingOnEitherSide(draft)) {
            // no errors, no pinning, no GC on either side: the same, from any number of repetitions
            return cell(
                    draft, CellOutcome.EQUIVALENT, lead, 0, difference, ranks(draft, CellOutcome.EQUIVALENT, level));
        }
        if (!difference.hasBasis()) {
            return cell(draft, CellOutcome.NOT_ENOUGH_DATA, lead, 0, difference, List.of());
        }
        CellOutcome outcome = outcome(difference, draft.smallest(), level);
        List<Integer> ranks = ranks(draft, outcome, level);
        return cell(
                draft, outcome, lead, outcome == CellOutcome.WIN ? WinStrength.strength(lead) : 0, difference, ranks);
    }

    /** Every value of the two best is exactly 0. */
    private static boolean nothingOnEitherSide(Draft draft) {
        return draft.ranked().stream()
                .limit(2)
                .allMatch(approach ->
                        draft.table().finiteValues(draft.scenario(), approach.approach(), draft.metric()).stream()
                                .allMatch(value -> value == 0));
    }

    /**
     * WIN when the interval at 1 − level lies wholly beyond the smallest difference on the better side, EQUIVALENT
     * when wholly inside it, else INCONCLUSIVE.
     */
    static CellOutcome outcome(Difference difference, SmallestDifference smallest, double level) {
        boolean favoursFirst =
                difference.scale() == Difference.Scale.RATIO ? difference.estimate() > 1 : difference.estimate() > 0;
        if (difference.pBeyond(smallest) <= level) {
            // ranked by medians, tested on means: where the two disagree on direction nothing is told
            return favoursFirst ? CellOutcome.WIN : CellOutcome.INCONCLUSIVE;
        }
        return difference.pEquivalent(smallest) <= level ? CellOutcome.EQUIVALENT : CellOutcome.INCONCLUSIVE;
    }

    /**
     * Ranks with groups: an approach shares the rank of the group above unless it is beyond the smallest difference
     * from that group's first at level ÷ (m − 1) for m ranked (each step of the ranking a comparison of its own); the
     * winner of a won cell ranks alone. An approach that fails ranks after every one that does not.
     */
    private static List<Integer> ranks(Draft draft, CellOutcome outcome, double level) {
        List<RankedApproach> ranked = draft.ranked();
        double stepLevel = level / Math.max(1, ranked.size() - 1);
        List<Integer> ranks = new ArrayList<>();
        ranks.add(1);
        int leader = 0;
        for (int i = 1; i < ranked.size(); i++) {
            boolean sameGroup;
            if (ranked.get(i).errors() != ranked.get(leader).errors()) {
                sameGroup = false;
            } else if (i == 1 && leader == 0) {
                sameGroup = outcome != CellOutcome.WIN;
            } else {
                Difference d = oriented(
                        draft.table(),
                        draft.info(),
                        draft.scenario(),
                        ranked.get(leader).approach(),
                        ranked.get(i).approach());
                sameGroup = !d.hasBasis() || !(d.pBeyond(draft.smallest()) <= stepLevel);
            }
            if (!sameGroup) {
                leader = i;
            }
            ranks.add(sameGroup ? ranks.get(leader) : i + 1);
        }
        return ranks;
    }

    private static CellRanking cell(
            Draft draft,
            CellOutcome outcome,
            double lead,
            double strength,
            Difference difference,
            List<Integer> ranks) {
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
                difference,
                ranks,
                draft.smallest());
    }

    private static CellRanking doubt(MetricTable table, CellRanking ranking, boolean includeFlagged) {
        boolean flagged = ranking.ranked().stream().anyMatch(a -> table.isFlagged(ranking.scenario(), a.approach()))
                || (ranking.outcome() == CellOutcome.WIN
                        && table.fellBehind(ranking.scenario(), ranking.best().approach()));
        boolean judgeable = ranking.outcome().judged() || ranking.outcome() == CellOutcome.NOT_ENOUGH_DATA;
        if (includeFlagged || !flagged || !judgeable) {
            return ranking;
        }
        return ranking.withOutcome(CellOutcome.DOUBTFUL);
    }
}
