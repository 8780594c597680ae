package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import java.util.Map;

/**
 * Adds summary metrics computed from a finished trial's measured seconds (warm-up excluded).
 * Latency metrics and telemetry metrics are separate contributors; every Spring bean of this type is used.
 */
public interface MetricContributor {
    void contribute(Scenario scenario, List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics);
}
