package io.threadbench.controller.capacity;

import io.threadbench.controller.scenario.CapacityPlan.Slo;
import java.util.Comparator;
import java.util.List;

/**
 * One trial's capacity search as the charts draw it: a line per variant over offered rate.
 *
 * @param steps the judged steps in the order run
 */
public record CapacityCurve(long trialId, String scenario, String variant, Slo slo, List<CapacityStep> steps) {

    public CapacityCurve {
        steps = List.copyOf(steps);
    }

    /**
     * The steps by offered rate, the order a line over rate joins them; a step run again on a busy host is left out
     * (its repeat is drawn), a rate judged twice otherwise keeps both.
     */
    public List<CapacityStep> byRate() {
        return steps.stream()
                .filter(step -> step.verdict() != StepOutcome.REPEATED_HOST_BUSY)
                .sorted(Comparator.comparingInt(
                                (CapacityStep s) -> s.measurement().offeredRate())
                        .thenComparingInt(CapacityStep::index))
                .toList();
    }
}
