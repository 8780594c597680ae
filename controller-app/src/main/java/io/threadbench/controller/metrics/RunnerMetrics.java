package io.threadbench.controller.metrics;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Figures of a trial's k6 runners when several shared its load (DESIGN §12): how many, how far apart their
 * request counts were, and the fewest and most iterations one of them dropped. Stored with the trial's metrics
 * (not results.csv columns); {@link TrustChecks} flags runners that disagree.
 */
public final class RunnerMetrics {

    public static final String RUNNERS = "loadgen_runners";
    public static final String REQUEST_SPREAD_PERCENT = "loadgen_runner_request_spread_percent";
    public static final String DROPPED_MIN = "loadgen_runner_dropped_min";
    public static final String DROPPED_MAX = "loadgen_runner_dropped_max";
    /** The least and the most CPU one runner used, in % of one core over the measured run. */
    public static final String CPU_MIN = "loadgen_runner_cpu_percent_min";

    public static final String CPU_MAX = "loadgen_runner_cpu_percent_max";

    /** Request counts further apart than this (in % of the mean) mean a runner fell behind. */
    static final double DISAGREEMENT_PERCENT = 2.0;

    private RunnerMetrics() {}

    /** The metrics of runners that delivered {@code requests} and dropped {@code dropped}, in runner order. */
    public static Map<String, Double> of(long[] requests, long[] dropped) {
        Map<String, Double> metrics = new LinkedHashMap<>();
        metrics.put(RUNNERS, (double) requests.length);
        double mean = Arrays.stream(requests).average().orElse(0);
        long spread = Arrays.stream(requests).max().orElse(0)
                - Arrays.stream(requests).min().orElse(0);
        // a segment boundary may put one request on either side: that much is no disagreement
        metrics.put(REQUEST_SPREAD_PERCENT, mean == 0 ? 0.0 : Math.max(0, spread - 1) * 100.0 / mean);
        metrics.put(DROPPED_MIN, (double) Arrays.stream(dropped).min().orElse(0));
        metrics.put(DROPPED_MAX, (double) Arrays.stream(dropped).max().orElse(0));
        return metrics;
    }

    /**
     * As {@link #of(long[], long[])}, with each runner's CPU over a run of {@code seconds}: the least and the most one
     * runner used, in % of one core (left out when the CPU was not sampled for every runner).
     */
    public static Map<String, Double> of(long[] requests, long[] dropped, double[] cpuMillis, int seconds) {
        Map<String, Double> metrics = of(requests, dropped);
        if (cpuMillis.length == requests.length && cpuMillis.length > 0 && seconds > 0) {
            double toPercent = 100.0 / (seconds * 1000.0);
            metrics.put(CPU_MIN, Arrays.stream(cpuMillis).min().orElse(0) * toPercent);
            metrics.put(CPU_MAX, Arrays.stream(cpuMillis).max().orElse(0) * toPercent);
        }
        return metrics;
    }
}
