package io.threadbench.controller.capacity;

/**
 * One judged step of a search.
 *
 * @param index     0, 1, … in the order run
 * @param bisecting false while climbing, true while narrowing
 * @param reason    why the verdict, in words (the figure that decided)
 */
public record CapacityStep(
        int index, boolean bisecting, StepMeasurement measurement, StepOutcome verdict, String reason) {}
