package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.DifferenceTest;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.SmallestDifference;
import io.threadbench.controller.results.BenchmarkResults;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;

/**
 * Compares a benchmark with a baseline benchmark, gated figure by gated figure (p50, p99, requests/s and the error
 * rate), for every scenario × approach both have results of (DESIGN §9, the CLI). Welch's test on the two
 * benchmarks' repetitions, each side's spread floored at its figure's resolution ({@link DifferenceTest}), gives how
 * much worse the figure got, widened at both ends by the {@link GateRule}'s drift allowance. A figure is:
 * <ul>
 *   <li>SAME (or BETTER) when the one-sided 95 % upper bound of the worsening is within the margin the user allows;
 *   <li>WORSE, a regression, when that bound is beyond the margin and the lower bound is above 0 at 5 % ÷ the number
 *       of figures judged (Bonferroni: any one regression fails the build, so one build is failed wrongly at most
 *       5 % of the time while the drift stays within its allowance);
 *   <li>INCONCLUSIVE when the interval allows both; NO_INTERVAL with one repetition on a side; DOUBTFUL when trials
 *       of either side raised trust flags. These three the gate cannot judge.
 * </ul>
 */
public final class RegressionCheck {

    /** The figures the gate judges. */
    public static final List<String> GATED = Stream.concat(
                    MetricNames.HEADLINE.stream(), Stream.of(MetricNames.ERROR_RATE))
            .toList();

    private RegressionCheck() {}

    public static List<Regression> compare(BenchmarkResults baseline, BenchmarkResults current, GateRule rule) {
        return compare(baseline.metricTable(), current.metricTable(), rule);
    }

    /** Every scenario × approach of {@code after} against the same of a stored {@code before}. */
    public static List<Regression> compare(MetricTable before, MetricTable after, GateRule rule) {
        List<Pair> pairs = new ArrayList<>();
        for (String scenario : after.scenarios()) {
            for (String approach : after.approaches()) {
                pairs.add(new Pair(before, scenario, approach, after, approach));
            }
        }
        return judge(pairs, rule, scenario -> GateRule.ALPHA);
    }

    /**
     * Every other variant of {@code results} against {@code baselineVariant}, measured in the same benchmark: the
     * repetitions interleaved, so no drift between benchmarks enters the comparison.
     */
    public static List<Regression> againstVariant(BenchmarkResults results, String baselineVariant, GateRule rule) {
        return againstVariant(
                results.metricTable(), baselineVariant, rule, scenario -> results.level(scenario, GateRule.ALPHA));
    }

    /**
     * As {@link #againstVariant(BenchmarkResults, String, GateRule)}, each scenario's error rates at most {@code
     * alpha} of it: 5 %, or the level of a sequential benchmark's latest look at the scenario.
     */
    public static List<Regression> againstVariant(
            MetricTable table, String baselineVariant, GateRule rule, ToDoubleFunction<String> alpha) {
        List<Pair> pairs = new ArrayList<>();
        for (String scenario : table.scenarios()) {
            for (String variant : table.approaches()) {
                if (!variant.equals(baselineVariant)) {
                    pairs.add(new Pair(table, scenario, baselineVariant, table, variant));
                }
            }
        }
        return judge(pairs, rule, alpha);
    }

    /** A candidate's cell and the baseline's cell it is judged against. */
    private record Pair(MetricTable before, String scenario, String baseline, MetricTable after, String candidate) {

        boolean flagged() {
            return before.isFlagged(scenario, baseline) || after.isFlagged(scenario, candidate);
        }
    }

    /**
     * Judges every gated figure of every pair: a regression needs its lower bound above 0 at {@code alpha} ÷ the
     * figures judged, "the same" its one-sided upper bound at {@code alpha} within the margin.
     */
    private static List<Regression> judge(List<Pair> pairs, GateRule rule, ToDoubleFunction<String> alpha) {
        record Cell(Pair pair, String metric, Difference difference) {}
        List<Cell> cells = new ArrayList<>();
        for (Pair pair : pairs) {
            for (String metric : GATED) {
                List<Double> then = pair.before().finiteValues(pair.scenario(), pair.baseline(), metric);
                List<Double> now = pair.after().finiteValues(pair.scenario(), pair.candidate(), metric);
                if (then.isEmpty() || now.isEmpty()) {
                    continue;
                }
                cells.add(new Cell(
                        pair,
                        metric,
                        DifferenceTest.compare(metric, now, then, pair.after().closedLoop(pair.scenario()))));
            }
        }
        long judged = cells.stream()
                .filter(c -> !c.pair().flagged() && c.difference().hasBasis())
                .count();
        List<Regression> results = new ArrayList<>();
        for (Cell cell : cells) {
            Pair pair = cell.pair();
            double level = alpha.applyAsDouble(pair.scenario());
            double upperLevel = 1 - 2 * level;
            double worseLevel = 1 - 2 * level / Math.max(1, judged);
            boolean flagged = pair.flagged();
            Regression.Worsening worsening = flagged || !cell.difference().hasBasis()
                    ? null
                    : worsening(cell.metric(), cell.difference(), rule, upperLevel, worseLevel);
            Regression.Outcome outcome;
            if (flagged) {
                outcome = Regression.Outcome.DOUBTFUL;
            } else if (worsening == null) {
                outcome = Regression.Outcome.NO_INTERVAL;
            } else if (worsening.high() <= worsening.allowed()) {
                outcome = worsening.high() < 0 ? Regression.Outcome.BETTER : Regression.Outcome.SAME;
            } else if (worsening.low() > 0) {
                outcome = Regression.Outcome.WORSE;
            } else {
                outcome = Regression.Outcome.INCONCLUSIVE;
            }
            results.add(new Regression(
                    pair.scenario(),
                    pair.candidate(),
                    cell.metric(),
                    pair.before()
                            .summary(pair.scenario(), pair.baseline(), cell.metric())
                            .median(),
                    pair.after()
                            .summary(pair.scenario(), pair.candidate(), cell.metric())
                            .median(),
                    worsening,
                    outcome));
        }
        return results;
    }

    /**
     * How much worse current is than baseline, in the metric's bad direction: the one-sided 95 % upper bound and
     * the lower bound at {@code worseLevel} (two-sided levels), each moved outwards by the drift allowance.
     */
    private static Regression.Worsening worsening(
            String metric, Difference difference, GateRule rule, double upperLevel, double worseLevel) {
        double direction = MetricCatalog.of(metric).higherIsBetter() ? -1 : 1;
        double drift = rule.driftAllowancePercent() > 0
                ? difference.margin(SmallestDifference.share(rule.driftAllowancePercent()))
                : 0;
        Difference upper = difference.at(upperLevel);
        Difference lower = difference.at(worseLevel);
        double high = direction > 0 ? onScale(upper, upper.high()) : -onScale(upper, upper.low());
        double low = direction > 0 ? onScale(lower, lower.low()) : -onScale(lower, lower.high());
        double estimate = direction * onScale(difference, difference.estimate());
        boolean points = SmallestDifference.comparedAsDifference(metric);
        return new Regression.Worsening(
                shown(difference, estimate, points),
                shown(difference, low - drift, points),
                shown(difference, high + drift, points),
                shown(difference, difference.margin(rule.allowed(metric)), points),
                points);
    }

    /** A value of the difference on the test's scale: the log of a ratio, or the difference itself. */
    private static double onScale(Difference difference, double value) {
        return difference.scale() == Difference.Scale.RATIO ? Math.log(value) : value;
    }

    /**
     * Back from the test's scale: percentage points for error rates, else percent of the baseline (a ratio's log,
     * or a difference as a share of the larger mean when a 0 kept the figure off the log scale).
     */
    private static double shown(Difference difference, double value, boolean points) {
        if (points) {
            return value;
        }
        return difference.scale() == Difference.Scale.RATIO
                ? Math.expm1(value) * 100
                : value / difference.reference() * 100;
    }
}
