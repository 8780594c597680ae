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
                    MetricNames.HEADLINE.stream(), Stream.of("error_rate_percent"))
            .toList();

    private RegressionCheck() {}

    public static List<Regression> compare(BenchmarkResults baseline, BenchmarkResults current, GateRule rule) {
        return compare(baseline.metricTable(), current.metricTable(), rule);
    }

    public static List<Regression> compare(MetricTable before, MetricTable after, GateRule rule) {
        record Cell(String scenario, String approach, String metric, Difference difference, boolean flagged) {}
        List<Cell> cells = new ArrayList<>();
        for (String scenario : after.scenarios()) {
            for (String approach : after.approaches()) {
                boolean flagged = before.isFlagged(scenario, approach) || after.isFlagged(scenario, approach);
                for (String metric : GATED) {
                    List<Double> then = before.finiteValues(scenario, approach, metric);
                    List<Double> now = after.finiteValues(scenario, approach, metric);
                    if (then.isEmpty() || now.isEmpty()) {
                        continue;
                    }
                    cells.add(new Cell(
                            scenario,
                            approach,
                            metric,
                            DifferenceTest.compare(metric, now, then, after.closedLoopUsers(scenario)),
                            flagged));
                }
            }
        }
        long judged = cells.stream()
                .filter(c -> !c.flagged() && c.difference().hasBasis())
                .count();
        double worseLevel = 1 - 2 * GateRule.ALPHA / Math.max(1, judged);
        List<Regression> results = new ArrayList<>();
        for (Cell cell : cells) {
            Regression.Worsening worsening =
                    cell.flagged() || !cell.difference().hasBasis()
                            ? null
                            : worsening(cell.metric(), cell.difference(), rule, worseLevel);
            Regression.Outcome outcome;
            if (cell.flagged()) {
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
                    cell.scenario(),
                    cell.approach(),
                    cell.metric(),
                    before.summary(cell.scenario(), cell.approach(), cell.metric())
                            .median(),
                    after.summary(cell.scenario(), cell.approach(), cell.metric())
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
            String metric, Difference difference, GateRule rule, double worseLevel) {
        double direction = MetricCatalog.of(metric).higherIsBetter() ? -1 : 1;
        double drift = rule.driftAllowancePercent() > 0
                ? difference.margin(SmallestDifference.share(rule.driftAllowancePercent()))
                : 0;
        Difference upper = difference.at(1 - 2 * GateRule.ALPHA);
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
