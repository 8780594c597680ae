package io.threadbench.controller.web.pages;

import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.verdict.ScenarioVerdict;
import io.threadbench.controller.results.verdict.VerdictService;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * What each benchmark of a list came to, for the home page and the history: whether its trials raised doubts and,
 * once it finished, its verdict per scenario in a few words, with the verdict's headline for the tooltip.
 */
@Component
class BenchmarkOutcomes {

    private final ResultsService results;
    private final VerdictService verdicts;

    BenchmarkOutcomes(ResultsService results, VerdictService verdicts) {
        this.results = results;
        this.verdicts = verdicts;
    }

    /**
     * @param doubts   a succeeded trial raised a flag that questions the measurement, as on the benchmark's page
     *                 ({@link TrustBanner})
     * @param verdicts one line per scenario; empty while it runs or when no trial counts
     */
    record Outcome(boolean doubts, List<Line> verdicts) {

        static final Outcome NONE = new Outcome(false, List.of());
    }

    /**
     * @param outcome  the verdict in a few words: "loom-tomcat wins", "not enough data"
     * @param winner   the winning variant, or null
     * @param headline the verdict's recommendation, else its headline
     */
    record Line(String scenario, String outcome, String winner, String headline) {}

    /** The outcome of each benchmark, by id; one read of its results serves both. */
    Map<Long, Outcome> of(List<Benchmark> list) {
        Map<Long, Outcome> outcomes = new LinkedHashMap<>();
        for (Benchmark benchmark : list) {
            Outcome outcome = results.ofBenchmark(benchmark.id())
                    .map(stored -> new Outcome(
                            stored.trials().stream()
                                    .anyMatch(trial -> trial.status() == RunStatus.SUCCEEDED && trial.doubtful()),
                            benchmark.status().finished()
                                    ? verdicts.of(stored).scenarios().stream()
                                            .map(BenchmarkOutcomes::line)
                                            .toList()
                                    : List.of()))
                    .orElse(Outcome.NONE);
            outcomes.put(benchmark.id(), outcome);
        }
        return outcomes;
    }

    private static Line line(ScenarioVerdict verdict) {
        String outcome = verdict.winner() != null
                ? verdict.winner() + " wins"
                : verdict.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return new Line(
                verdict.scenario(),
                outcome,
                verdict.winner(),
                verdict.recommendation() != null ? verdict.recommendation() : verdict.headline());
    }
}
