package io.threadbench.controller.metrics;

import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * How long the SUT took to reach speed (DESIGN §6): the seconds of load, from the warm-up's first (or the measured
 * run's, from a cold start), until p99 stays within {@link #BAND} of its steady value for good. The steady value is
 * the p99 of the measured run's second half; each second is judged by the p99 of the {@link #WINDOW} seconds from it
 * on (one second holds too few answers for a p99 of its own), and a window without answers is out of the band.
 */
public final class WarmupMetrics {

    /** From the SUT's launch to its first healthy answer, timed by the trial's launch. */
    public static final String STARTUP = "startup_seconds";

    static final String SETTLED = "warmup_seconds_to_steady_p99";
    static final String STEADY = "steady_p99_millis";

    /** Seconds whose answers make one p99. */
    static final int WINDOW = 3;
    /** How far from the steady p99 a window may lie, as a share of it, and at least {@link #BAND_FLOOR_MILLIS}. */
    static final double BAND = 0.25;

    static final double BAND_FLOOR_MILLIS = 2.0;

    private WarmupMetrics() {}

    /** Both figures from a trial's seconds in order, warm-up and measured; none when the run is too short. */
    static void contribute(List<TrialSecondRow> seconds, Map<String, Double> metrics) {
        List<TrialSecondRow> measured =
                seconds.stream().filter(row -> !row.warmup()).toList();
        Histogram steady = LatencyMetrics.merged(measured.subList(measured.size() / 2, measured.size()));
        if (steady == null || seconds.size() < WINDOW) {
            return;
        }
        double steadyMillis = steady.getValueAtPercentile(99) / 1000.0;
        metrics.put(STEADY, steadyMillis);
        double band = Math.max(BAND * steadyMillis, BAND_FLOOR_MILLIS);
        int settled = -1;
        for (int start = seconds.size() - WINDOW; start >= 0; start--) {
            Histogram window = LatencyMetrics.merged(seconds.subList(start, start + WINDOW));
            boolean within =
                    window != null && Math.abs(window.getValueAtPercentile(99) / 1000.0 - steadyMillis) <= band;
            if (!within) {
                break;
            }
            settled = start;
        }
        if (settled >= 0) {
            metrics.put(SETTLED, (double) settled);
        }
    }
}
