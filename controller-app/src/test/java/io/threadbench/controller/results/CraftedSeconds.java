package io.threadbench.controller.results;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import org.HdrHistogram.Histogram;

/** Crafted trial-seconds and scenarios for results tests. */
public final class CraftedSeconds {

    private CraftedSeconds() {}

    /** A constant-rate scenario at {@code rps} requests per second. */
    public static Scenario constantRate(String name, int rps) {
        return ScenarioCodec.fromJson("""
                {"name": "%s", "workload": "epoch-millis", "loadShape": "constant-rate", "vus": 20, "rps": %d,
                 "durationSeconds": 5}""".formatted(name, rps));
    }

    /** A histogram (µs) holding {@code count} requests of each given latency in milliseconds. */
    public static Histogram millis(long count, double... latenciesMillis) {
        Histogram histogram = new Histogram(3);
        for (double latency : latenciesMillis) {
            histogram.recordValueWithCount(Math.round(latency * 1000), count);
        }
        return histogram;
    }

    public static TrialSecondRow second(long second, long ok, long errors, Histogram histogram) {
        return new TrialSecondRow(second, 1_700_000_000L + second, second < 0, ok, errors, 0, histogram, null);
    }

    public static TrialSecondRow second(
            long second, long ok, long errors, Histogram histogram, TelemetrySample telemetry) {
        return new TrialSecondRow(second, 1_700_000_000L + second, second < 0, ok, errors, 0, histogram, telemetry);
    }
}
