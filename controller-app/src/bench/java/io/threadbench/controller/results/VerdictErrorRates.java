package io.threadbench.controller.results;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.SequentialPlan;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.results.verdict.ScenarioVerdict;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Outcome;
import io.threadbench.controller.results.verdict.VerdictBuilder;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Measures the error rates of the verdict users read (issue 35): simulated benchmarks go through {@link
 * VerdictBuilder} end to end (the error-rate gate, the resolution floors, the smallest difference of 2 %, the
 * deciding figures read with equivalence gatekeeping, {@code CellRanker}'s cells), one scenario of two variants per
 * benchmark unless the case says otherwise. For each case and repetition count it prints the share of A/A scenarios
 * given a winner (false winners), the share of scenarios with a true 5 % difference called the same (wrong
 * "equivalent"), and the share of scenarios with a true 2 % and 5 % difference won by the better variant (power),
 * with the Monte-Carlo error of a 5 % share.
 *
 * <p>{@code ./threadbench bench stats [SCENARIOS [auto]]} (default 400 simulated scenarios per cell of the table;
 * {@code auto}: only the rows of {@code --repetitions auto}).
 */
public final class VerdictErrorRates {

    private static final int[] REPETITIONS = {1, 2, 3, 5, 8};

    private static final Scenario RATE = ScenarioCodec.fromJson("""
            {"name": "rate", "workload": "epoch-millis", "loadShape": "constant-rate", "vus": 300, "rps": 200,
             "delayMillis": 100, "warmupSeconds": 5, "durationSeconds": 30}""");
    private static final Scenario USERS = ScenarioCodec.fromJson("""
            {"name": "users", "workload": "epoch-millis", "loadShape": "constant-vus", "vus": 20,
             "delayMillis": 2000, "warmupSeconds": 5, "durationSeconds": 30,
             "serverProperties": {"server.tomcat.threads.max": "10"}}""");
    private static final Variant A = Variant.builtin(Approach.LOOM_TOMCAT, null);
    private static final Variant B = Variant.builtin(Approach.LOOM_NETTY, null);

    private VerdictErrorRates() {}

    /** How one repetition's figures are drawn; {@code factor} is the true ratio of B's figures to A's (1 in an A/A). */
    private interface Case {
        String name();

        Scenario scenario();

        Map<String, Double> repetition(SplittableRandom random, boolean sideB, double factor);

        /** The repetition of round {@code round} (1 first): the same as any other unless the case drifts. */
        default Map<String, Double> repetition(SplittableRandom random, boolean sideB, double factor, int round) {
            return repetition(random, sideB, factor);
        }

        /** Scenarios in each simulated benchmark; the first is the one judged. */
        default int scenarios() {
            return 1;
        }
    }

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        boolean onlyUntilDecided = args.length > 1 && args[1].equals("auto");
        List<Case> cases = List.of(
                rate("Gaussian, run-to-run 1 % (p50) and 2 % (p99)", (r, v) -> v * (1 + 0.01 * gaussian(r))),
                rate("AR(1) seconds (φ 0.6, 5 %) on top", (r, v) -> v * (1 + 0.01 * gaussian(r) + ar1Mean(r))),
                rate(
                        "quantized: p50 and p99 in 64 µs buckets near 101 ms",
                        (r, v) -> bucket(v * (1 + 0.0003 * gaussian(r)))),
                lockstep(),
                sporadicErrors(),
                bimodal(),
                mixedFamily(),
                drifting());
        if (onlyUntilDecided) {
            untilDecided(cases, runs);
            return;
        }
        System.out.printf(
                Locale.ROOT,
                "%d simulated scenarios per figure; smallest difference that matters 2 %%; Monte-Carlo error of a"
                        + " 5 %% share ±%.1f %%%n%n",
                runs,
                100 * Math.sqrt(0.05 * 0.95 / runs));
        System.out.println("| case | n | false winners % | wrong equivalent % | power 2 % | power 5 % |");
        System.out.println("|---|---|---|---|---|---|");
        for (Case c : cases) {
            for (int n : REPETITIONS) {
                Tally aa = run(c, n, 1.0, runs, 1);
                Tally two = run(c, n, 1.02, runs, 2);
                Tally five = run(c, n, 1.05, runs, 3);
                System.out.printf(
                        Locale.ROOT,
                        "| %s | %d | %.1f | %.1f | %.1f | %.1f |%n",
                        c.name(),
                        n,
                        aa.share(aa.winners),
                        five.share(five.equivalent),
                        two.share(two.betterWins),
                        five.share(five.betterWins));
            }
        }
        untilDecided(cases, runs);
    }

    /** The budget of the sequential rows: the CLI's default. */
    private static final int BUDGET = 10;

    /**
     * {@code --repetitions auto}: rounds of one repetition per variant, a look after each from the second on at the
     * level the plan spends, stopping at a winner or "the same". Prints false winners, wrong "equivalent" (true 5 %),
     * the share decided and the mean repetitions used, for true differences of 0, 2 and 5 %.
     */
    private static void untilDecided(List<Case> cases, int runs) {
        System.out.printf(
                Locale.ROOT,
                "%n--repetitions auto, budget %d (%s at the last look):%n%n",
                BUDGET,
                new SequentialPlan(BUDGET).describe(BUDGET));
        System.out.println("| case | true difference | false winners % | wrong equivalent % | better wins %"
                + " | decided % | mean repetitions |");
        System.out.println("|---|---|---|---|---|---|---|");
        for (Case c : cases) {
            for (double factor : new double[] {1.0, 1.02, 1.05}) {
                SplittableRandom random = new SplittableRandom(
                        20_261_129L + (long) (factor * 1000) + c.name().hashCode());
                int winners = 0;
                int better = 0;
                int equivalent = 0;
                int decided = 0;
                long repetitions = 0;
                for (int i = 0; i < runs; i++) {
                    List<List<TrialResult>> rounds = rounds(c, BUDGET, factor, random);
                    ScenarioVerdict verdict = null;
                    int n = 2;
                    for (; n <= BUDGET; n++) {
                        verdict = judge(c, rounds.subList(0, n), new SequentialPlan(BUDGET));
                        if (verdict.outcome() == Outcome.WINNER || verdict.outcome() == Outcome.EQUIVALENT) {
                            break;
                        }
                    }
                    repetitions += Math.min(n, BUDGET);
                    if (verdict.outcome() == Outcome.WINNER) {
                        winners++;
                        decided++;
                        better += A.label().equals(verdict.winner()) ? 1 : 0;
                    } else if (verdict.outcome() == Outcome.EQUIVALENT) {
                        equivalent++;
                        decided++;
                    }
                }
                System.out.printf(
                        Locale.ROOT,
                        "| %s | %.0f %% | %s | %s | %.1f | %.1f | %.1f |%n",
                        c.name(),
                        (factor - 1) * 100,
                        factor == 1.0 ? String.format(Locale.ROOT, "%.1f", 100.0 * winners / runs) : "",
                        factor == 1.05 ? String.format(Locale.ROOT, "%.1f", 100.0 * equivalent / runs) : "",
                        100.0 * better / runs,
                        100.0 * decided / runs,
                        (double) repetitions / runs);
            }
        }
    }

    /** {@code budget} rounds of the case's trials, each round one repetition of every scenario × variant. */
    private static List<List<TrialResult>> rounds(Case c, int budget, double factor, SplittableRandom random) {
        List<List<TrialResult>> rounds = new ArrayList<>();
        long id = 1;
        for (int r = 1; r <= budget; r++) {
            List<TrialResult> round = new ArrayList<>();
            for (int s = 0; s < c.scenarios(); s++) {
                Scenario scenario = c.scenario().toBuilder().name("s" + s).build();
                double truth = s == 0 ? factor : 1.10;
                round.add(trial(id++, scenario, A, r, c.repetition(random, false, truth, r)));
                round.add(trial(id++, scenario, B, r, c.repetition(random, true, truth, r)));
            }
            rounds.add(round);
        }
        return rounds;
    }

    private static ScenarioVerdict judge(Case c, List<List<TrialResult>> rounds, SequentialPlan plan) {
        List<String> names = new ArrayList<>();
        for (int s = 0; s < c.scenarios(); s++) {
            names.add("s" + s);
        }
        List<TrialResult> trials = rounds.stream().flatMap(List::stream).toList();
        return VerdictBuilder.of(
                        new BenchmarkResults(
                                        1, "simulated", RunStatus.RUNNING, names, List.of(A.label(), B.label()), trials)
                                .sequential(plan),
                        Map.of())
                .scenarios()
                .getFirst();
    }

    private record Tally(int runs, int winners, int betterWins, int equivalent) {
        double share(int count) {
            return 100.0 * count / runs;
        }
    }

    /** B is {@code factor} times A on every deciding figure, in the direction that makes A better. */
    private static Tally run(Case c, int n, double factor, int runs, long salt) {
        SplittableRandom random =
                new SplittableRandom(20_261_128L * salt + n * 7919L + c.name().hashCode());
        int winners = 0;
        int better = 0;
        int equivalent = 0;
        for (int i = 0; i < runs; i++) {
            ScenarioVerdict verdict = judge(c, n, factor, random);
            if (verdict.outcome() == Outcome.WINNER) {
                winners++;
                if (A.label().equals(verdict.winner())) {
                    better++;
                }
            }
            if (verdict.outcome() == Outcome.EQUIVALENT) {
                equivalent++;
            }
        }
        return new Tally(runs, winners, better, equivalent);
    }

    private static ScenarioVerdict judge(Case c, int n, double factor, SplittableRandom random) {
        List<TrialResult> trials = new ArrayList<>();
        List<String> names = new ArrayList<>();
        long id = 1;
        for (int s = 0; s < c.scenarios(); s++) {
            Scenario scenario = c.scenario().toBuilder().name("s" + s).build();
            names.add(scenario.name());
            // in a mixed family every other scenario really differs by 10 %
            double truth = s == 0 ? factor : 1.10;
            for (int r = 1; r <= n; r++) {
                trials.add(trial(id++, scenario, A, r, c.repetition(random, false, truth, r)));
                trials.add(trial(id++, scenario, B, r, c.repetition(random, true, truth, r)));
            }
        }
        BenchmarkResults results =
                new BenchmarkResults(1, "simulated", RunStatus.SUCCEEDED, names, List.of(A.label(), B.label()), trials);
        return VerdictBuilder.of(results, Map.of()).scenarios().getFirst();
    }

    private static TrialResult trial(long id, Scenario scenario, Variant variant, int r, Map<String, Double> metrics) {
        return new TrialResult(
                id,
                scenario.name(),
                variant.label(),
                r,
                RunStatus.SUCCEEDED,
                false,
                null,
                List.of(),
                metrics,
                Map.of(),
                scenario,
                variant);
    }

    /** An arrival-rate scenario (decided by error rate, p99, p50) whose latencies are drawn by {@code draw}. */
    private static Case rate(String name, java.util.function.BiFunction<SplittableRandom, Double, Double> draw) {
        return new Case() {
            public String name() {
                return name;
            }

            public Scenario scenario() {
                return RATE;
            }

            public Map<String, Double> repetition(SplittableRandom random, boolean sideB, double factor) {
                double f = sideB ? factor : 1;
                Map<String, Double> m = base(6000);
                m.put("latency_millis_p50", draw.apply(random, 101.0 * f));
                m.put("latency_millis_p99", draw.apply(random, 118.0 * f) * (1 + 0.01 * gaussian(random)));
                return m;
            }
        };
    }

    /**
     * A closed loop of 20 users in lockstep: answered requests are 150 or 160 by where the window's edges fall, and the
     * deciding mean rate over the 30 measured seconds moves with them.
     */
    private static Case lockstep() {
        return new Case() {
            public String name() {
                return "lockstep counts (20 users, 150 or 160 answered, mean rate over 30 s)";
            }

            public Scenario scenario() {
                return USERS;
            }

            public Map<String, Double> repetition(SplittableRandom random, boolean sideB, double factor) {
                double f = sideB ? factor : 1;
                Map<String, Double> m = base(155);
                // the count is a whole number of rounds of 10 answers, the window's phase deciding the last
                double answered = 10 * Math.floor(15.5 / f + random.nextDouble());
                m.put("requests_ok", answered);
                m.put(MetricNames.THROUGHPUT, answered / USERS.timing().durationSeconds());
                m.put("latency_millis_p50", bucket(2001.0 * f * (1 + 0.001 * gaussian(random))));
                m.put("latency_millis_p99", bucket(4000.0 * f * (1 + 0.002 * gaussian(random))));
                return m;
            }
        };
    }

    /** 5 % of trials meet one connection reset among 6,000 requests; latencies as in the Gaussian case. */
    private static Case sporadicErrors() {
        return new Case() {
            public String name() {
                return "sporadic errors (5 % of trials: one reset)";
            }

            public Scenario scenario() {
                return RATE;
            }

            public Map<String, Double> repetition(SplittableRandom random, boolean sideB, double factor) {
                double f = sideB ? factor : 1;
                Map<String, Double> m = base(6000);
                if (random.nextDouble() < 0.05) {
                    m.put("requests_error", 1.0);
                    m.put("errors_reset", 1.0);
                    m.put("error_rate_percent", 100.0 / 6000);
                }
                m.put("latency_millis_p50", 101.0 * f * (1 + 0.01 * gaussian(random)));
                m.put("latency_millis_p99", 118.0 * f * (1 + 0.02 * gaussian(random)));
                return m;
            }
        };
    }

    /** B's JVMs split: 20 % land 8 % slower, the rest faster so that the geometric mean is A's. */
    private static Case bimodal() {
        double fast = Math.exp(-0.2 * Math.log(1.08) / 0.8);
        return new Case() {
            public String name() {
                return "bimodal JVMs on one side (20 % land 8 % slower)";
            }

            public Scenario scenario() {
                return RATE;
            }

            public Map<String, Double> repetition(SplittableRandom random, boolean sideB, double factor) {
                double jvm = sideB ? factor * (random.nextDouble() < 0.2 ? 1.08 : fast) : 1;
                Map<String, Double> m = base(6000);
                m.put("latency_millis_p50", 101.0 * jvm * (1 + 0.005 * gaussian(random)));
                m.put("latency_millis_p99", 118.0 * jvm * (1 + 0.01 * gaussian(random)));
                return m;
            }
        };
    }

    /** Eight scenarios in one benchmark, seven of them really 10 % apart; the eighth is the one judged. */
    private static Case mixedFamily() {
        Case gaussian = rate("", (r, v) -> v * (1 + 0.01 * gaussian(r)));
        return new Case() {
            public String name() {
                return "mixed family (7 of 8 scenarios 10 % apart)";
            }

            public Scenario scenario() {
                return RATE;
            }

            public Map<String, Double> repetition(SplittableRandom random, boolean sideB, double factor) {
                return gaussian.repetition(random, sideB, factor);
            }

            public int scenarios() {
                return 8;
            }
        };
    }

    /**
     * The machine drifts between rounds: every figure of both variants 0.5 % slower each round (a warming room, a
     * filling disk), interleaved so that each round holds both.
     */
    private static Case drifting() {
        Case gaussian = rate("", (r, v) -> v * (1 + 0.01 * gaussian(r)));
        return new Case() {
            public String name() {
                return "drift: both 0.5 % slower each round";
            }

            public Scenario scenario() {
                return RATE;
            }

            public Map<String, Double> repetition(SplittableRandom random, boolean sideB, double factor) {
                return repetition(random, sideB, factor, 1);
            }

            public Map<String, Double> repetition(SplittableRandom random, boolean sideB, double factor, int round) {
                Map<String, Double> m = gaussian.repetition(random, sideB, factor);
                double drift = Math.pow(1.005, round - 1);
                m.computeIfPresent("latency_millis_p50", (k, v) -> v * drift);
                m.computeIfPresent("latency_millis_p99", (k, v) -> v * drift);
                return m;
            }
        };
    }

    /** The figures every repetition has: no errors, CPU and memory alike on both sides. */
    private static Map<String, Double> base(double requests) {
        Map<String, Double> m = new HashMap<>();
        m.put("requests_ok", requests);
        m.put("requests_error", 0.0);
        m.put("error_rate_percent", 0.0);
        m.put("requests_per_second_p50", 200.0);
        m.put("cpu_millis_per_request", 0.3);
        m.put("rss_sut_mib_max", 200.0);
        return m;
    }

    /** The mean of 30 AR(1) seconds (φ 0.6) with 5 % noise per second, relative to the value. */
    private static double ar1Mean(SplittableRandom random) {
        double phi = 0.6;
        double noise = 0;
        double sum = 0;
        double innovation = 0.05 * Math.sqrt(1 - phi * phi);
        for (int s = 0; s < 30; s++) {
            noise = phi * noise + innovation * gaussian(random);
            sum += noise;
        }
        return sum / 30;
    }

    /** The median of the HdrHistogram bucket (3 significant digits) that holds {@code millis}. */
    private static double bucket(double millis) {
        double width = io.threadbench.controller.metrics.Resolution.histogramBucketMillis(millis);
        return (Math.floor(millis / width) + 0.5) * width;
    }

    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        double v = random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}
