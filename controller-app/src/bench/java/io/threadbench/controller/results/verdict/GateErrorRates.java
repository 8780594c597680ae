package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MetricTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Measures the regression gate's answers in its stored-baseline form (issue 36): simulated pairs of benchmarks, 2
 * scenarios × 3 approaches × 3 repetitions each, go through {@link RegressionCheck} and {@link GateDecision} with the
 * default {@link GateRule} (3 %, 1 percentage point, 1 % drift allowed). Run-to-run noise per repetition is Gaussian
 * on p50, p99 and requests/s (a quiet and a busier machine); no errors. The candidate benchmark drifts from the
 * baseline by 0, 1 or 2 % in the bad direction on every figure (machine state between the two runs), and its build
 * is either unchanged or 5 % slower everywhere. It prints the share of builds that exit 3 (a false alarm when the
 * build is unchanged), exit 4 (cannot judge) and exit 0 (a missed regression when it is slower).
 *
 * <p>{@code ./threadbench bench gate [BUILDS]} (default 400 simulated builds per row).
 */
public final class GateErrorRates {

    private static final int SCENARIOS = 2;
    private static final int APPROACHES = 3;
    private static final int[] REPETITIONS = {3, 10};

    private GateErrorRates() {}

    /** Run-to-run noise (a share of the value, one standard deviation) of p50, p99 and requests/s. */
    private record Noise(String name, double p50, double p99, double rps) {}

    public static void main(String[] args) {
        int builds = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        System.out.printf(
                Locale.ROOT,
                "%d simulated builds per row; %d scenarios × %d approaches, n repetitions a side; rule: %s;"
                        + " Monte-Carlo error of a 5 %% share ±%.1f %%%n%n",
                builds,
                SCENARIOS,
                APPROACHES,
                GateRule.DEFAULT.describe(),
                100 * Math.sqrt(0.05 * 0.95 / builds));
        System.out.println(
                "| run-to-run noise (p50 / p99 / req/s) | n | build | drift | exit 3 % | exit 4 % | exit 0 % |");
        System.out.println("|---|---|---|---|---|---|---|");
        List<Noise> noises = List.of(
                new Noise("0.5 % / 1 % / 0.5 % (quiet)", 0.005, 0.01, 0.005),
                new Noise("1 % / 2 % / 1 % (busier)", 0.01, 0.02, 0.01));
        for (Noise noise : noises) {
            for (int n : REPETITIONS) {
                for (double slower : new double[] {0, 0.05}) {
                    for (double drift : new double[] {0, 0.01, 0.02}) {
                        int[] exits = new int[3];
                        SplittableRandom random = new SplittableRandom(20_261_128L
                                + Math.round(drift * 1000) * 31
                                + Math.round(slower * 1000)
                                + noise.name().hashCode());
                        for (int i = 0; i < builds; i++) {
                            MetricTable baseline = benchmark(random, noise, n, 0, 0);
                            MetricTable candidate = benchmark(random, noise, n, drift, slower);
                            GateDecision decision = GateDecision.of(
                                    RegressionCheck.compare(baseline, candidate, GateRule.DEFAULT), false);
                            exits[decision.ordinal()]++;
                        }
                        System.out.printf(
                                Locale.ROOT,
                                "| %s | %d | %s | %.0f %% | %.1f | %.1f | %.1f |%n",
                                noise.name(),
                                n,
                                slower == 0 ? "unchanged" : "5 % slower",
                                drift * 100,
                                100.0 * exits[GateDecision.REGRESSION.ordinal()] / builds,
                                100.0 * exits[GateDecision.CANNOT_JUDGE.ordinal()] / builds,
                                100.0 * exits[GateDecision.PASS.ordinal()] / builds);
                    }
                }
            }
        }
    }

    /** One benchmark: every figure moved by {@code drift} and {@code slower} in its bad direction, plus noise. */
    private static MetricTable benchmark(
            SplittableRandom random, Noise noise, int repetitions, double drift, double slower) {
        double worse = (1 + drift) * (1 + slower);
        MetricTable.Builder table = MetricTable.builder();
        for (int s = 0; s < SCENARIOS; s++) {
            for (int a = 0; a < APPROACHES; a++) {
                String scenario = "s" + s;
                String approach = "a" + a;
                List<Double> p50 = new ArrayList<>();
                List<Double> p99 = new ArrayList<>();
                List<Double> rps = new ArrayList<>();
                List<Double> errors = new ArrayList<>();
                for (int r = 0; r < repetitions; r++) {
                    p50.add(100 * worse * (1 + noise.p50() * gaussian(random)));
                    p99.add(200 * worse * (1 + noise.p99() * gaussian(random)));
                    rps.add(200 / worse * (1 + noise.rps() * gaussian(random)));
                    errors.add(0.0);
                }
                table.addAll(scenario, approach, "latency_millis_p50", p50)
                        .addAll(scenario, approach, "latency_millis_p99", p99)
                        .addAll(scenario, approach, "requests_per_second_p50", rps)
                        .addAll(scenario, approach, "error_rate_percent", errors);
            }
        }
        return table.build();
    }

    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
