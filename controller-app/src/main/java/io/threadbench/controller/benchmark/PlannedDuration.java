package io.threadbench.controller.benchmark;

/**
 * How long a benchmark will take, shown before it is started.
 *
 * @param loadSeconds      seconds of k6 load (warm-up included), summed over the trials
 * @param estimatedSeconds load plus the start and stop of the SUT in every trial ({@link TrialOverhead})
 */
public record PlannedDuration(int trials, long loadSeconds, long estimatedSeconds) {}
