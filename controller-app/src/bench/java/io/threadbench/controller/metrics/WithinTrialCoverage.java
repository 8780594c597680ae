package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;

/**
 * Measures how often a trial's within-trial 95 % interval holds the true value (issue 26), before (lag-1 block
 * bootstrap, {@link LagOneBlockBootstrap}) and now ({@link WithinTrialIntervals}), on simulated trials of 20, 30
 * and 60 measured seconds whose seconds are AR(1) with φ = 0, 0.3 and 0.6:
 * <ul>
 *   <li>latency: 200 requests a second, log-normal about a per-second level whose log is AR(1) (sd 0.1) plus each
 *   request's own log-normal spread (sd 0.3); the merged p50 is then 50 ms and the p99 50·e^(2.3263·√0.1) ms;</li>
 *   <li>requests per second: AR(1) counts about 100 (sd 5), median 100;</li>
 *   <li>CPU use: an AR(1) figure about 40 % (sd 5), its average 40 (before issue 26 it had no interval; its row
 *   shows what the lag-1 bootstrap of the mean would have given).</li>
 * </ul>
 * Each cell prints the coverage and the mean half-width in % of the truth.
 *
 * <p>{@code ./threadbench bench coverage [TRIALS]} (default 400 trials per cell).
 */
public final class WithinTrialCoverage {

    private static final int[] SECONDS = {20, 30, 60};
    private static final double[] PHIS = {0, 0.3, 0.6};
    private static final int REQUESTS = 200;
    private static final double LEVEL_SD = 0.1;
    private static final double REQUEST_SD = 0.3;
    private static final double P50 = 50;
    private static final double P99 =
            50 * Math.exp(2.326348 * Math.sqrt(LEVEL_SD * LEVEL_SD + REQUEST_SD * REQUEST_SD));
    private static final Scenario SCENARIO = ScenarioCodec.fromJson("""
            {"name": "coverage", "workload": "epoch-millis", "loadShape": "constant-rate", "vus": 20, "rps": 100,
             "durationSeconds": 60}""");
    private static final List<MetricContributor> CONTRIBUTORS = List.of(new LatencyMetrics(), new TelemetryMetrics());

    private record Target(String metric, String label, double truth) {}

    private static final List<Target> TARGETS = List.of(
            new Target("latency_millis_p50", "p50 latency (merged)", P50),
            new Target("latency_millis_p99", "p99 latency (merged)", P99),
            new Target("requests_per_second_p50", "requests/s p50", 100),
            new Target("cpu_use_percent_avg", "CPU use avg", 40));

    private WithinTrialCoverage() {}

    /** Covered trials and summed half-widths of one metric, before and now. */
    private static final class Tally {
        int trials;
        int[] covered = new int[2];
        double[] halfWidths = new double[2];

        void add(int method, ConfidenceInterval interval, double truth) {
            if (interval.low() <= truth && truth <= interval.high()) {
                covered[method]++;
            }
            halfWidths[method] += interval.halfWidth() / truth * 100;
        }

        String cell(int method) {
            return String.format(
                    Locale.ROOT, "%.1f %% (±%.1f %%)", 100.0 * covered[method] / trials, halfWidths[method] / trials);
        }
    }

    public static void main(String[] args) {
        int trials = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        System.out.printf(
                Locale.ROOT,
                "%d simulated trials per cell; coverage of the true value (mean half-width in %% of it); target 95 %%%n%n",
                trials);
        // [φ][seconds][target]
        Tally[][][] tallies = new Tally[PHIS.length][SECONDS.length][];
        for (int p = 0; p < PHIS.length; p++) {
            for (int i = 0; i < SECONDS.length; i++) {
                tallies[p][i] = tallies(PHIS[p], SECONDS[i], trials);
            }
        }
        System.out.println("| metric | seconds' φ | interval | 20 s | 30 s | 60 s |");
        System.out.println("|---|---|---|---|---|---|");
        for (int t = 0; t < TARGETS.size(); t++) {
            for (int p = 0; p < PHIS.length; p++) {
                for (int method = 0; method < 2; method++) {
                    StringBuilder row = new StringBuilder();
                    for (int i = 0; i < SECONDS.length; i++) {
                        row.append(' ').append(tallies[p][i][t].cell(method)).append(" |");
                    }
                    System.out.printf(
                            Locale.ROOT,
                            "| %s | %s | %s |%s%n",
                            method == 0 && p == 0 ? TARGETS.get(t).label() : "",
                            method == 0 ? String.format(Locale.ROOT, "%.1f", PHIS[p]) : "",
                            method == 0 ? "before: lag-1 block bootstrap" : "now: batch means",
                            row);
                }
            }
        }
    }

    /** Every target's tally over {@code trials} simulated trials. */
    private static Tally[] tallies(double phi, int seconds, int trials) {
        SplittableRandom random = new SplittableRandom(26L * seconds + (long) (phi * 10));
        Tally[] tallies = new Tally[TARGETS.size()];
        for (int i = 0; i < tallies.length; i++) {
            tallies[i] = new Tally();
        }
        for (int t = 0; t < trials; t++) {
            List<TrialSecondRow> rows = trial(random, phi, seconds);
            Map<String, Double> metrics = summary(rows);
            Map<String, ConfidenceInterval> now = WithinTrialIntervals.of(rows, metrics, WithinTrialCoverage::summary);
            for (int i = 0; i < tallies.length; i++) {
                Target target = TARGETS.get(i);
                tallies[i].trials++;
                tallies[i].add(0, before(target.metric(), rows, metrics), target.truth());
                tallies[i].add(1, now.get(target.metric()), target.truth());
            }
        }
        return tallies;
    }

    private static Map<String, Double> summary(List<TrialSecondRow> rows) {
        Map<String, Double> metrics = new HashMap<>();
        CONTRIBUTORS.forEach(contributor -> contributor.contribute(SCENARIO, rows, metrics));
        return metrics;
    }

    /** The interval the trial summary stored before issue 26 (for CPU use: the same bootstrap of the mean). */
    private static ConfidenceInterval before(String metric, List<TrialSecondRow> rows, Map<String, Double> metrics) {
        switch (metric) {
            case "latency_millis_p50", "latency_millis_p99" -> {
                ConfidenceInterval[] latency = LagOneBlockBootstrap.latency(rows, new double[] {
                    metrics.get("latency_millis_p50"),
                    metrics.get("latency_millis_p90"),
                    metrics.get("latency_millis_p99")
                });
                return metric.equals("latency_millis_p50") ? latency[0] : latency[2];
            }
            case "requests_per_second_p50" -> {
                double[] counts = rows.stream()
                        .mapToDouble(row -> row.requestsOk() + row.requestsError())
                        .toArray();
                return LagOneBlockBootstrap.of(counts, metrics.get(metric), indices -> median(counts, indices));
            }
            default -> {
                double[] cpu = rows.stream()
                        .mapToDouble(row -> row.telemetry().system().cpuTotalPercent())
                        .toArray();
                return LagOneBlockBootstrap.of(cpu, metrics.get(metric), indices -> {
                    double sum = 0;
                    for (int i : indices) {
                        sum += cpu[i];
                    }
                    return sum / indices.length;
                });
            }
        }
    }

    private static double median(double[] series, int[] indices) {
        double[] picked = new double[indices.length];
        for (int i = 0; i < indices.length; i++) {
            picked[i] = series[indices[i]];
        }
        java.util.Arrays.sort(picked);
        return LatencyMetrics.interpolated(picked, 50);
    }

    /** One trial's seconds: AR(1) latency level, request count and CPU use, each started in its stationary law. */
    private static List<TrialSecondRow> trial(SplittableRandom random, double phi, int seconds) {
        double innovation = Math.sqrt(1 - phi * phi);
        double level = gaussian(random);
        double count = gaussian(random);
        double cpu = gaussian(random);
        List<TrialSecondRow> rows = new ArrayList<>();
        for (int s = 0; s < seconds; s++) {
            Histogram histogram = new Histogram(3);
            for (int r = 0; r < REQUESTS; r++) {
                double millis = P50 * Math.exp(LEVEL_SD * level + REQUEST_SD * gaussian(random));
                histogram.recordValue(Math.round(millis * 1000));
            }
            TelemetrySample telemetry = TelemetrySample.builder(1_700_000_000L + s)
                    .cpuTotalPercent(40 + 5 * cpu)
                    .build();
            rows.add(new TrialSecondRow(
                    s, 1_700_000_000L + s, false, Math.round(100 + 5 * count), 0, 0, histogram, telemetry));
            level = phi * level + innovation * gaussian(random);
            count = phi * count + innovation * gaussian(random);
            cpu = phi * cpu + innovation * gaussian(random);
        }
        return rows;
    }

    private static double gaussian(SplittableRandom random) {
        // Box–Muller: two uniforms to one standard normal
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
