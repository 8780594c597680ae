package io.threadbench.controller.capacity;

/**
 * What one step of a capacity search measured over its judged seconds (the settle time left out).
 *
 * @param offeredRate       arrival rate k6 was asked for, requests/s
 * @param achievedRps       requests (ok and failed) per judged second
 * @param p50Millis         median latency; NaN when no request was answered
 * @param p99Millis         99th percentile of latency; NaN when no request was answered
 * @param errorPercent      failed requests in % of all
 * @param droppedIterations iterations k6 could not start for want of a free VU
 * @param loadgenCpuPercent k6's CPU in % of one core, averaged; null when not measured
 * @param seconds           how many seconds were judged
 * @param otherCpuPercent   CPU of the host's other processes (not the SUT, k6 or the controller) in % of one core,
 *                          averaged; null when not measured
 */
public record StepMeasurement(
        int offeredRate,
        double achievedRps,
        double p50Millis,
        double p99Millis,
        double errorPercent,
        long droppedIterations,
        Double loadgenCpuPercent,
        int seconds,
        Double otherCpuPercent) {

    /** A measurement without the host's other CPU (not sampled). */
    public StepMeasurement(
            int offeredRate,
            double achievedRps,
            double p50Millis,
            double p99Millis,
            double errorPercent,
            long droppedIterations,
            Double loadgenCpuPercent,
            int seconds) {
        this(
                offeredRate,
                achievedRps,
                p50Millis,
                p99Millis,
                errorPercent,
                droppedIterations,
                loadgenCpuPercent,
                seconds,
                null);
    }
}
