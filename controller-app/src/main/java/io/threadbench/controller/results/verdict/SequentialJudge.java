package io.threadbench.controller.results.verdict;

import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.RoundJudge;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.SequentialPlan;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Outcome;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The looks of a benchmark run until decided (DESIGN §8, "Repetitions until decided"): after each round of a
 * scenario, its verdict at the level the look spends ({@link SequentialPlan}) — or, for a benchmark gated against a
 * variant, every gated figure of every other variant against it — says whether the scenario needs more rounds.
 * Each look is stored in {@code sequential_look}, once per number of repetitions.
 */
@Component
class SequentialJudge implements RoundJudge {

    private final ResultsService results;
    private final VerdictService verdicts;
    private final JdbcClient jdbc;
    private final Clock clock = Clock.systemUTC();

    SequentialJudge(ResultsService results, VerdictService verdicts, JdbcClient jdbc) {
        this.results = results;
        this.verdicts = verdicts;
        this.jdbc = jdbc;
    }

    @Override
    public Optional<Look> afterTrial(long benchmarkId, String scenario, BenchmarkRequest.Gate gateRequest) {
        BenchmarkResults stored = results.ofBenchmark(benchmarkId).orElse(null);
        if (stored == null || stored.sequential() == null) {
            return Optional.empty();
        }
        int rounds = stored.rounds(scenario);
        if (rounds < 2 || looked(benchmarkId, scenario, rounds)) {
            return Optional.empty();
        }
        SequentialPlan plan = stored.sequential();
        Optional<GateSetting> gate = Optional.ofNullable(gateRequest)
                .map(asked -> new GateSetting(asked.baselineVariant(), GateRule.of(asked)));
        Look look = gate.isPresent()
                ? gateLook(stored, scenario, rounds, gate.get())
                : verdictLook(stored, scenario, rounds);
        jdbc.sql("INSERT INTO sequential_look (benchmark_id, scenario, repetitions, level, spent, decided, summary,"
                        + " looked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                .params(
                        benchmarkId,
                        scenario,
                        rounds,
                        plan.levelAt(rounds),
                        plan.spentBy(rounds),
                        look.decided() ? 1 : 0,
                        look.summary(),
                        clock.millis())
                .update();
        return Optional.of(look);
    }

    private boolean looked(long benchmarkId, String scenario, int rounds) {
        return jdbc.sql(
                                "SELECT COUNT(*) FROM sequential_look WHERE benchmark_id = ? AND scenario = ? AND repetitions = ?")
                        .params(benchmarkId, scenario, rounds)
                        .query(Integer.class)
                        .single()
                > 0;
    }

    /** Decided when the verdict names a winner or shows the variants the same. */
    private Look verdictLook(BenchmarkResults stored, String scenario, int rounds) {
        ScenarioVerdict verdict = verdicts.of(stored).scenarios().stream()
                .filter(v -> v.scenario().equals(scenario))
                .findFirst()
                .orElseThrow();
        boolean decided = verdict.outcome() == Outcome.WINNER || verdict.outcome() == Outcome.EQUIVALENT;
        return new Look(scenario, rounds, decided, summary(stored, scenario, rounds, decided, verdict.headline()));
    }

    /** Decided when every gated figure of every other variant is judged against the baseline variant. */
    private Look gateLook(BenchmarkResults stored, String scenario, int rounds, GateSetting gate) {
        List<Regression> compared = RegressionCheck.againstVariant(stored, gate.baselineVariant(), gate.rule()).stream()
                .filter(r -> r.scenario().equals(scenario))
                .toList();
        long worse = compared.stream()
                .filter(r -> r.outcome() == Regression.Outcome.WORSE)
                .count();
        long open = compared.stream().filter(r -> r.outcome().cannotJudge()).count();
        boolean decided = !compared.isEmpty() && (worse > 0 || open == 0);
        String state = worse > 0
                ? worse + " of " + compared.size() + " gated figures worse beyond the margin against "
                        + gate.baselineVariant()
                : open == 0
                        ? "all " + compared.size() + " gated figures within the margin against "
                                + gate.baselineVariant()
                        : open + " of " + compared.size() + " gated figures cannot be judged yet against "
                                + gate.baselineVariant() + " (" + openFigures(compared) + ")";
        return new Look(scenario, rounds, decided, summary(stored, scenario, rounds, decided, state + "."));
    }

    /** "app-new's p99 latency: worse by −4.1 % to +5.0 %, against 3 % allowed; …" for the figures still open. */
    private static String openFigures(List<Regression> compared) {
        return compared.stream()
                .filter(r -> r.outcome().cannotJudge())
                .map(r -> r.approach() + "'s " + MetricCatalog.of(r.metric()).shortLabel() + ": "
                        + (r.worsening() == null
                                ? (r.outcome() == Regression.Outcome.DOUBTFUL ? "trust flags" : "one repetition")
                                : "worse by "
                                        + r.worsening().amount(r.worsening().low()) + " to "
                                        + r.worsening().amount(r.worsening().high()) + ", against "
                                        + r.worsening().allowedText() + " allowed"))
                .collect(Collectors.joining("; "));
    }

    /**
     * "light-epoch-millis decided after 4 repetitions: …", "smoketest still open after 3 repetitions: … At most 7
     * more.", "… undecided after 10 repetitions, the budget spent: …"
     */
    private static String summary(BenchmarkResults stored, String scenario, int rounds, boolean decided, String words) {
        SequentialPlan plan = stored.sequential();
        if (decided) {
            return scenario + " decided after " + rounds + " repetitions: " + words;
        }
        if (plan.left(rounds) == 0) {
            return scenario + " undecided after " + rounds + " repetitions, the budget spent: " + words;
        }
        return scenario + " still open after " + rounds + " repetitions: " + words + " At most " + plan.left(rounds)
                + " more.";
    }

    private record GateSetting(String baselineVariant, GateRule rule) {}
}
