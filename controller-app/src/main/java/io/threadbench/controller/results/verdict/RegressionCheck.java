package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.DifferenceTest;
import io.threadbench.controller.metrics.FalseDiscoveryRate;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.RepetitionSummary;
import io.threadbench.controller.results.BenchmarkResults;
import java.util.ArrayList;
import java.util.List;

/**
 * Compares a benchmark with a baseline benchmark, headline metric by headline metric, for every scenario × approach
 * both have results of. A metric got worse beyond the noise when Welch's test on the two benchmarks' repetitions finds
 * the change (the headline comparisons are one family at a 5 % false discovery rate, as a heatmap's cells are) and the
 * value moved in the metric's bad direction. A cell whose trials raised trust flags on either side is doubtful: it is
 * reported, never counted as a regression, since its figures may measure the machine.
 */
public final class RegressionCheck {

    private RegressionCheck() {}

    public static List<Regression> compare(BenchmarkResults baseline, BenchmarkResults current) {
        MetricTable before = baseline.metricTable();
        MetricTable after = current.metricTable();
        List<String[]> cells = new ArrayList<>();
        List<Difference> differences = new ArrayList<>();
        for (String scenario : after.scenarios()) {
            for (String approach : after.approaches()) {
                for (String metric : MetricNames.HEADLINE) {
                    List<Double> then = before.finiteValues(scenario, approach, metric);
                    List<Double> now = after.finiteValues(scenario, approach, metric);
                    if (then.isEmpty() || now.isEmpty()) {
                        continue;
                    }
                    cells.add(new String[] {scenario, approach, metric});
                    differences.add(DifferenceTest.compare(metric, now, then, after.closedLoopUsers(scenario)));
                }
            }
        }
        double level = FalseDiscoveryRate.cutoff(
                differences.stream().map(Difference::pValue).toList(), FalseDiscoveryRate.Q);
        List<Regression> results = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            String scenario = cells.get(i)[0];
            String approach = cells.get(i)[1];
            String metric = cells.get(i)[2];
            boolean flagged = before.isFlagged(scenario, approach) || after.isFlagged(scenario, approach);
            results.add(judge(
                    scenario,
                    approach,
                    metric,
                    before.summary(scenario, approach, metric),
                    after.summary(scenario, approach, metric),
                    differences.get(i),
                    level,
                    flagged));
        }
        return results;
    }

    private static Regression judge(
            String scenario,
            String approach,
            String metric,
            RepetitionSummary before,
            RepetitionSummary after,
            Difference difference,
            double level,
            boolean flagged) {
        Regression.Outcome outcome;
        if (flagged) {
            outcome = Regression.Outcome.DOUBTFUL;
        } else if (!difference.hasBasis()) {
            outcome = Regression.Outcome.NO_INTERVAL;
        } else if (!(difference.pValue() <= level) || after.median() == before.median()) {
            outcome = Regression.Outcome.SAME;
        } else {
            boolean higher = after.median() > before.median();
            outcome = higher == MetricCatalog.of(metric).higherIsBetter()
                    ? Regression.Outcome.BETTER
                    : Regression.Outcome.WORSE;
        }
        return new Regression(
                scenario,
                approach,
                metric,
                before.median(),
                after.median(),
                before.interval(),
                after.interval(),
                outcome);
    }
}
