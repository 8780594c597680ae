package io.threadbench.controller.web.pages;

import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkService;
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

    private final BenchmarkService benchmarks;
    private final VerdictService verdicts;

    BenchmarkOutcomes(BenchmarkService benchmarks, VerdictService verdicts) {
        this.benchmarks = benchmarks;
        this.verdicts = verdicts;
    }

    /**
     * @param doubts   its trials raised flags that question the measurement ({@link TrustBanner})
     * @param verdicts one line per scenario; empty while it runs or when no trial counts
     */
    record Outcome(boolean doubts, List<Line> verdicts) {}

    /**
     * @param outcome  the verdict in a few words: "loom-tomcat wins", "not enough data"
     * @param winner   the winning variant, or null
     * @param headline the verdict's sentence
     */
    record Line(String scenario, String outcome, String winner, String headline) {}

    /** The outcome of each benchmark, by id. */
    Map<Long, Outcome> of(List<Benchmark> list) {
        Map<Long, Outcome> outcomes = new LinkedHashMap<>();
        for (Benchmark benchmark : list) {
            boolean doubts = !TrustBanner.of(benchmarks.trials(benchmark.id())).isEmpty();
            List<Line> lines = !benchmark.status().finished()
                    ? List.of()
                    : verdicts.of(benchmark.id()).stream()
                            .flatMap(verdict -> verdict.scenarios().stream())
                            .map(BenchmarkOutcomes::line)
                            .toList();
            outcomes.put(benchmark.id(), new Outcome(doubts, lines));
        }
        return outcomes;
    }

    private static Line line(ScenarioVerdict verdict) {
        String outcome = verdict.winner() != null
                ? verdict.winner() + " wins"
                : verdict.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return new Line(verdict.scenario(), outcome, verdict.winner(), verdict.headline());
    }
}
