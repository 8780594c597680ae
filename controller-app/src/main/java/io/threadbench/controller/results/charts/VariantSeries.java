package io.threadbench.controller.results.charts;

import java.util.List;

/**
 * One variant of a scenario, as the compare-variants charts draw it.
 *
 * @param label       the variant's label
 * @param name        what it is, in words ("virtual threads on Tomcat (loom-tomcat)")
 * @param threadKind  "platform", "virtual", "event-loop", or null when nothing says
 * @param trialId     the trial whose seconds are drawn: the repetition with the median p99
 * @param repetition  that trial's repetition
 * @param repetitions the variant's counted trials in the scenario
 * @param seconds     the measured seconds of that trial
 * @param percentiles the latency distribution over every counted trial: pairs of percentile (0–100) and
 *                    milliseconds
 */
public record VariantSeries(
        String label,
        String name,
        String threadKind,
        long trialId,
        int repetition,
        int repetitions,
        List<ChartSecond> seconds,
        List<double[]> percentiles) {

    public VariantSeries {
        seconds = List.copyOf(seconds);
        percentiles = List.copyOf(percentiles);
    }

    /**
     * One measured second.
     *
     * @param x              seconds from the measured start
     * @param virtualThreads virtual threads mounted on a carrier or queued for one (the scheduler's figures; parked
     *                       ones are not counted); null when not measured
     * @param gcPauseMillis  the second's longest GC pause (flight recorder); null when not streamed
     * @param pinnedMillis   the second's longest pinning of a virtual thread (flight recorder); null when not
     *                       streamed
     */
    public record ChartSecond(
            long x,
            Double p50,
            Double p99,
            long ok,
            long errors,
            Double cpuPercent,
            Double rssMib,
            Double heapMib,
            Integer platformThreads,
            Integer virtualThreads,
            Double gcPauseMillis,
            Double pinnedMillis) {}
}
