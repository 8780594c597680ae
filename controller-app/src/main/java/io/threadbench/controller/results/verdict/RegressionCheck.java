package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.RepetitionSummary;
import io.threadbench.controller.results.BenchmarkResults;
import java.util.ArrayList;
import java.util.List;

/**
 * Compares a benchmark with a baseline benchmark, headline metric by headline metric, for every scenario × approach
 * both have results of. A metric got worse beyond the noise when the two cells' 95 % intervals (between repetitions
 * and within trials, as the heatmap uses them) do not overlap and the value moved in the metric's bad direction.
 */
public final class RegressionCheck {

    private RegressionCheck() {}

    public static List<Regression> compare(BenchmarkResults baseline, BenchmarkResults current) {
        MetricTable before = baseline.metricTable();
        MetricTable after = current.metricTable();
        List<Regression> results = new ArrayList<>();
        for (String scenario : after.scenarios()) {
            for (String approach : after.approaches()) {
                for (String metric : MetricNames.HEADLINE) {
                    if (before.finiteValues(scenario, approach, metric).isEmpty()
                            || after.finiteValues(scenario, approach, metric).isEmpty()) {
                        continue;
                    }
                    results.add(judge(
                            scenario,
                            approach,
                            metric,
                            before.summary(scenario, approach, metric),
                            after.summary(scenario, approach, metric)));
                }
            }
        }
        return results;
    }

    private static Regression judge(
            String scenario, String approach, String metric, RepetitionSummary before, RepetitionSummary after) {
        Regression.Outcome outcome;
        if (!before.hasInterval() || !after.hasInterval()) {
            outcome = Regression.Outcome.NO_INTERVAL;
        } else if (before.interval().overlaps(after.interval())) {
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
