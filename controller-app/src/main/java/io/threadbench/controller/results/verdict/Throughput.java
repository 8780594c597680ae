package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.scenario.Scenario;
import java.util.Map;

/**
 * The throughput the verdict quotes, read in one place: the mean rate answered over the measured seconds
 * ({@link MetricNames#THROUGHPUT}, the summary table's row). The recommendation and the pool's Little's-law reason
 * both read it, so "5.33 req/s" means the same wherever it appears.
 */
final class Throughput {

    private Throughput() {}

    /**
     * The mean rate a cell served ({@link MetricNames#THROUGHPUT}); for trials stored before it existed, its answered
     * requests over the scenario's measured seconds; null when unknown.
     */
    static Double of(Map<String, Double> metrics, Scenario scenario) {
        Double mean = metrics.get(MetricNames.THROUGHPUT);
        if (mean != null) {
            return mean;
        }
        Double answered = metrics.get(MetricNames.REQUESTS_OK);
        if (answered == null) {
            return null;
        }
        int seconds = scenario == null
                ? 0
                : scenario.plannedSeconds() - scenario.timing().warmupSeconds();
        return seconds > 0 ? answered / seconds : null;
    }
}
