package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.SequentialPlan;
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
 * <p>Then the interleaved form ({@link #interleaved}). {@code ./threadbench bench gate [BUILDS [interleaved]]} (default
 * 400 simulated builds per row; {@code interleaved}: only its rows).
 */
public final class GateErrorRates {

    private static final int SCENARIOS = 2;
    private static final int APPROACHES = 3;
    private static final int[] REPETITIONS = {3, 10};

    private GateErrorRates() {}

    /** Run-to-run noise (a share of the value, one standard deviation) of p50, p99 and requests/s. */
    private record Noise(String name, double p50, double p99, double rps) {}

    private static final List<Noise> NOISES = List.of(
            new Noise("0.5 % / 1 % / 0.5 % (quiet)", 0.005, 0.01, 0.005),
            new Noise("1 % / 2 % / 1 % (busier)", 0.01, 0.02, 0.01));

    /**
     * The noise measured on this quiet 2-core machine (light-epoch-millis, 20 s trials at 200 req/s, 10 repetitions
     * of one build: p50 0.08–0.12 %, p99 2.7–4.7 %, the mean rate 0.01 %), judged with one margin and with p99's own.
     */
    private static final Noise MEASURED = new Noise("0.1 % / 4 % / 0.1 % (measured here)", 0.001, 0.04, 0.001);

    private static final GateRule INTERLEAVED_RULE =
            new GateRule(GateRule.DEFAULT_MAX_REGRESSION_PERCENT, GateRule.DEFAULT_MAX_ERROR_INCREASE_POINTS, 0);

    public static void main(String[] args) {
        int builds = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        if (args.length > 1 && args[1].equals("interleaved")) {
            interleaved(builds, NOISES, INTERLEAVED_RULE);
            interleavedMeasured(builds);
            return;
        }
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
        List<Noise> noises = NOISES;
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
        interleaved(builds, noises, INTERLEAVED_RULE);
        interleavedMeasured(builds);
    }

    /** The noise measured here, with one margin for every figure and with p99's own 8 % ({@code p99=8%}). */
    private static void interleavedMeasured(int builds) {
        interleaved(builds, List.of(MEASURED), INTERLEAVED_RULE);
        interleaved(
                builds,
                List.of(MEASURED),
                new GateRule(
                        GateRule.DEFAULT_MAX_REGRESSION_PERCENT,
                        java.util.Map.of("latency_millis_p99", 8.0),
                        GateRule.DEFAULT_MAX_ERROR_INCREASE_POINTS,
                        0));
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

    /**
     * The interleaved form ({@code --baseline-variant}): the old and the new build are two variants of one benchmark,
     * 2 scenarios, their repetitions interleaved round by round, so the machine's drift (here a trend over the rounds
     * that reaches {@code drift} by the last, on both variants) moves both alike. Fixed repetitions (3, 10) and
     * {@code --repetitions auto} (budget 10, each scenario until every gated figure is judged).
     */
    private static void interleaved(int builds, List<Noise> noises, GateRule rule) {
        System.out.printf(
                Locale.ROOT,
                "%nInterleaved (--baseline-variant): %d scenarios, the old and the new build as two variants; drift is a"
                        + " trend over the rounds on both; rule: %s%n%n",
                SCENARIOS,
                rule.describe());
        System.out.println("| run-to-run noise (p50 / p99 / req/s) | repetitions | build | drift | exit 3 % | exit 4 %"
                + " | exit 0 % | mean repetitions |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        for (Noise noise : noises) {
            for (int n : new int[] {3, 10, 0}) {
                for (double slower : new double[] {0, 0.05}) {
                    for (double drift : new double[] {0, 0.02}) {
                        int[] exits = new int[3];
                        long used = 0;
                        SplittableRandom random = new SplittableRandom(20_261_129L
                                + Math.round(drift * 1000) * 31
                                + Math.round(slower * 1000)
                                + n
                                + noise.name().hashCode());
                        for (int i = 0; i < builds; i++) {
                            int budget = n == 0 ? 10 : n;
                            MetricTable full = interleavedBenchmark(random, noise, budget, drift, slower);
                            GateDecision decision;
                            if (n > 0) {
                                decision = GateDecision.of(
                                        RegressionCheck.againstVariant(full, "old", rule, scenario -> GateRule.ALPHA),
                                        false);
                                used += n;
                            } else {
                                SequentialPlan plan = new SequentialPlan(budget);
                                List<Regression> finals = new ArrayList<>();
                                for (int s = 0; s < SCENARIOS; s++) {
                                    String scenario = "s" + s;
                                    List<Regression> last = List.of();
                                    int k = 2;
                                    for (; k <= budget; k++) {
                                        int looked = k;
                                        last = RegressionCheck.againstVariant(
                                                        firstRounds(full, scenario, k),
                                                        "old",
                                                        rule,
                                                        any -> plan.levelAt(looked))
                                                .stream()
                                                .filter(r -> r.scenario().equals(scenario))
                                                .toList();
                                        boolean worse =
                                                last.stream().anyMatch(r -> r.outcome() == Regression.Outcome.WORSE);
                                        boolean open = last.stream()
                                                .anyMatch(r -> r.outcome().cannotJudge());
                                        if (worse || !open) {
                                            break;
                                        }
                                    }
                                    used += Math.min(k, budget);
                                    finals.addAll(last);
                                }
                                decision = GateDecision.of(finals, false);
                            }
                            exits[decision.ordinal()]++;
                        }
                        System.out.printf(
                                Locale.ROOT,
                                "| %s | %s | %s | %.0f %% | %.1f | %.1f | %.1f | %.1f |%n",
                                noise.name(),
                                n == 0 ? "auto (budget 10)" : Integer.toString(n),
                                slower == 0 ? "unchanged" : "5 % slower",
                                drift * 100,
                                100.0 * exits[GateDecision.REGRESSION.ordinal()] / builds,
                                100.0 * exits[GateDecision.CANNOT_JUDGE.ordinal()] / builds,
                                100.0 * exits[GateDecision.PASS.ordinal()] / builds,
                                n == 0 ? (double) used / builds / SCENARIOS : n);
                    }
                }
            }
        }
    }

    /** One benchmark with the variants old and new in every scenario, round r drifted by its share of {@code drift}. */
    private static MetricTable interleavedBenchmark(
            SplittableRandom random, Noise noise, int repetitions, double drift, double slower) {
        MetricTable.Builder table = MetricTable.builder();
        for (int s = 0; s < SCENARIOS; s++) {
            for (String variant : List.of("old", "new")) {
                List<Double> p50 = new ArrayList<>();
                List<Double> p99 = new ArrayList<>();
                List<Double> rps = new ArrayList<>();
                List<Double> errors = new ArrayList<>();
                for (int r = 0; r < repetitions; r++) {
                    double worse =
                            (1 + drift * r / Math.max(1, repetitions - 1)) * (variant.equals("new") ? 1 + slower : 1);
                    p50.add(100 * worse * (1 + noise.p50() * gaussian(random)));
                    p99.add(200 * worse * (1 + noise.p99() * gaussian(random)));
                    rps.add(200 / worse * (1 + noise.rps() * gaussian(random)));
                    errors.add(0.0);
                }
                table.addAll("s" + s, variant, "latency_millis_p50", p50)
                        .addAll("s" + s, variant, "latency_millis_p99", p99)
                        .addAll("s" + s, variant, "requests_per_second_p50", rps)
                        .addAll("s" + s, variant, "error_rate_percent", errors);
            }
        }
        return table.build();
    }

    /** The first {@code rounds} repetitions of a scenario's variants: what a look after that round sees. */
    private static MetricTable firstRounds(MetricTable full, String scenario, int rounds) {
        MetricTable.Builder table = MetricTable.builder();
        for (String variant : List.of("old", "new")) {
            for (String metric : RegressionCheck.GATED) {
                table.addAll(
                        scenario,
                        variant,
                        metric,
                        full.finiteValues(scenario, variant, metric).subList(0, rounds));
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
