package io.threadbench.controller.results;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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

    /**
     * Measured seconds of about {@code perSecond} requests (± 5) whose latencies sit around a per-second level that
     * wanders about {@code centreMillis} (AR(1) with φ = 0.5 and sd {@code levelSd}), ± 2 ms inside each second.
     */
    public static List<TrialSecondRow> wandering(
            int seconds, int perSecond, double centreMillis, double levelSd, long seed) {
        Random random = new Random(seed);
        List<TrialSecondRow> rows = new ArrayList<>();
        double level = random.nextGaussian() * levelSd;
        for (int s = 0; s < seconds; s++) {
            level = 0.5 * level + random.nextGaussian() * levelSd * Math.sqrt(1 - 0.25);
            Histogram histogram = new Histogram(3);
            for (int r = 0; r < perSecond; r++) {
                histogram.recordValue(Math.round((centreMillis + level + (random.nextDouble() - 0.5) * 4) * 1000));
            }
            rows.add(second(s, perSecond + random.nextInt(11) - 5, 0, histogram));
        }
        return rows;
    }

    public static TrialSecondRow second(long second, long ok, long errors, Histogram histogram) {
        return new TrialSecondRow(second, 1_700_000_000L + second, second < 0, ok, errors, 0, histogram, null);
    }

    public static TrialSecondRow second(
            long second, long ok, long errors, Histogram histogram, TelemetrySample telemetry) {
        return new TrialSecondRow(second, 1_700_000_000L + second, second < 0, ok, errors, 0, histogram, telemetry);
    }
}
