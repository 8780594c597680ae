package io.threadbench.controller.benchmark;

import io.threadbench.controller.capacity.CapacityStep;
import io.threadbench.controller.scenario.CapacityPlan.Slo;

/**
 * Published (Spring application event) after each judged step of a capacity search; the live stream sends it on,
 * so the knee charts grow while the search runs.
 *
 * @param variant the trial's variant label (one line per variant in the charts)
 */
public record CapacityStepEvent(
        long benchmarkId, long trialId, String scenario, String variant, Slo slo, CapacityStep step) {}
