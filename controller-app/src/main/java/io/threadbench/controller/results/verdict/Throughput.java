package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.scenario.Scenario;
import java.util.Map;

/**
 * The throughput the verdict quotes, computed in one place: requests answered OK over the scenario's measured
 * seconds, in requests per second. The verdict's sentences, the pool's Little's-law reason and the recommendation
 * all read it, so "5.33 req/s" means the same wherever it appears.
 */
final class Throughput {

    private Throughput() {}

    /** The seconds the scenario measures (warm-up excluded); 0 when it has none. */
    static int measuredSeconds(Scenario scenario) {
        return scenario == null
                ? 0
                : scenario.plannedSeconds() - scenario.timing().warmupSeconds();
    }

    /** {@code requestsOk} over the measured seconds; NaN when the scenario measures no seconds. */
    static double perSecond(double requestsOk, Scenario scenario) {
        int seconds = measuredSeconds(scenario);
        return seconds > 0 ? requestsOk / seconds : Double.NaN;
    }

    /** The mean rate a cell served: its answered requests over the measured seconds; null when unknown. */
    static Double of(Map<String, Double> metrics, Scenario scenario) {
        Double answered = metrics.get(MetricNames.REQUESTS_OK);
        if (answered == null) {
            return null;
        }
        double rate = perSecond(answered, scenario);
        return Double.isNaN(rate) ? null : rate;
    }
}
