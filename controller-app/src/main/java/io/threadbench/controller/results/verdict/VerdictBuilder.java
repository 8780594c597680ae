package io.threadbench.controller.results.verdict;

import io.threadbench.controller.benchmark.TrialDiagnostics;
import io.threadbench.controller.metrics.Difference;
import io.threadbench.controller.metrics.MemoryInFlightMetrics;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricInfo;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.SequentialPlan;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.results.heatmap.CellOutcome;
import io.threadbench.controller.results.heatmap.CellRanker;
import io.threadbench.controller.results.heatmap.CellRanking;
import io.threadbench.controller.results.heatmap.ValueFormat;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Comparison;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Outcome;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Reason;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.variant.VariantName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Builds a {@link BenchmarkVerdict} from stored results (DESIGN §8, "The verdict"). Cells are ranked by the heatmap's
 * rules ({@link CellRanker#rankAll}), each a claim of its own at 5 %; a scenario's verdict reads its error rates,
 * then the cells of its deciding figures in order: a figure with a winner decides, one shown the same passes to the
 * next, and any other (could not tell, doubtful, one repetition) ends the reading, so a later figure never decides
 * what an earlier one could not judge.
 */
public final class VerdictBuilder {

    /** Read before the deciding figures: a variant that fails more requests loses on them. */
    static final String ERROR_RATE = MetricNames.ERROR_RATE;

    private final BenchmarkResults results;
    private final MetricTable table;
    private final Map<String, CellRanking> cells = new HashMap<>();
    private final LossReasons lossReasons;

    private VerdictBuilder(BenchmarkResults results, Map<Long, TrialDiagnostics> diagnostics) {
        this.results = results;
        this.table = results.metricTable();
        this.lossReasons = new LossReasons(results, diagnostics);
        // The deciding figures are declared by the load shapes before any value is seen, and each scenario's reading
        // of them is one claim: every figure is judged on its own at 5 % (its interval at 95 %), and a later figure
        // is read only when the earlier ones were shown the same (fixed-sequence gatekeeping), so a scenario is not
        // given three chances to find a winner. Error rates are read first: a variant that fails more loses on them.
        List<String> ranked = Stream.concat(
                        Stream.of(ERROR_RATE),
                        Stream.concat(
                                results.trials().stream()
                                        .map(TrialResult::snapshot)
                                        .distinct()
                                        .flatMap(snapshot ->
                                                DecidingFigures.of(snapshot)
                                                        .measuredIn(table.metrics())
                                                        .metrics()
                                                        .stream()),
                                DecidingFigures.EFFICIENCY.stream()))
                .distinct()
                .filter(table.metrics()::contains)
                .toList();
        // a sequential benchmark judges each scenario at the level of its latest look (SequentialPlan)
        for (String scenario : table.scenarios()) {
            CellRanker.rankAll(
                            table,
                            ranked,
                            List.of(scenario),
                            table.approaches(),
                            false,
                            CellRanker.Family.atLevel(results.level(scenario, CellRanker.ALPHA)))
                    .forEach(cell -> cells.put(cell.metric() + "\u0000" + cell.scenario(), cell));
        }
    }

    /** The verdict of every scenario of the benchmark. */
    public static BenchmarkVerdict of(BenchmarkResults results, Map<Long, TrialDiagnostics> diagnostics) {
        VerdictBuilder builder = new VerdictBuilder(results, diagnostics);
        List<ScenarioVerdict> scenarios = new ArrayList<>();
        for (String scenario : results.scenarios()) {
            scenarios.add(builder.scenario(scenario));
        }
        return new BenchmarkVerdict(results.id(), results.name(), scenarios);
    }

    /** The scenario's definition as its trials ran it; null when no trial stored one. */
    private Scenario snapshot(String scenario) {
        return results.trials().stream()
                .filter(t -> t.scenario().equals(scenario) && t.snapshot() != null)
                .map(TrialResult::snapshot)
                .findFirst()
                .orElse(null);
    }

    private ScenarioVerdict scenario(String scenario) {
        Scenario snapshot = snapshot(scenario);
        DecidingFigures figures = DecidingFigures.of(snapshot).measuredIn(table.metrics());
        String shape = snapshot == null ? "unknown" : snapshot.load().shape().id();
        VerdictWording words = new VerdictWording(names(scenario), snapshot);
        List<String> measured = results.approaches().stream()
                .filter(a -> !results.cell(scenario, a).isEmpty())
                .toList();
        if (measured.isEmpty()) {
            return noData(
                    scenario,
                    shape,
                    figures,
                    words,
                    words.noTrialYet(running()),
                    List.of(),
                    List.of(),
                    List.of(),
                    words.noTrialAdvice(running()));
        }
        CellRanking deciding = cells.get(ERROR_RATE + "\u0000" + scenario);
        if (deciding == null || deciding.outcome() != CellOutcome.WIN || deciding.second() == null) {
            deciding = null;
            for (String metric : figures.metrics()) {
                CellRanking cell = cells.get(metric + "\u0000" + scenario);
                if (cell == null || cell.outcome() == CellOutcome.EMPTY) {
                    continue;
                }
                deciding = cell;
                if (cell.outcome() != CellOutcome.EQUIVALENT) {
                    break; // a figure not shown the same ends the reading: a later one must not decide it
                }
            }
        }
        if (deciding == null) {
            return noData(
                    scenario,
                    shape,
                    figures,
                    words,
                    words.noDecidingFigure(figures),
                    List.of(measured),
                    List.of(),
                    efficiency(scenario),
                    List.of());
        }
        return judged(scenario, shape, figures, words, deciding);
    }

    private ScenarioVerdict judged(
            String scenario, String shape, DecidingFigures figures, VerdictWording words, CellRanking deciding) {
        List<String> unmeasured = unmeasured(scenario);
        Map<String, Reason> killed = lossReasons.killedForMemory(scenario, unmeasured);
        List<String> unexplained =
                unmeasured.stream().filter(v -> !killed.containsKey(v)).toList();
        if (deciding.second() == null) {
            String only = deciding.best().approach();
            String figure = words.figure(deciding.metric(), deciding.best().value());
            if (!killed.isEmpty() && unexplained.isEmpty() && !running()) {
                return memoryWinner(scenario, shape, figures, words, only, figure, killed);
            }
            boolean waiting = running() && !unmeasured.isEmpty();
            List<Reason> reasons = new ArrayList<>(lossReasons.of(scenario, only, null));
            reasons.addAll(killed.values());
            return noData(
                    scenario,
                    shape,
                    figures,
                    words,
                    words.onlyOne(only, figure, waiting, unmeasured),
                    List.of(List.of(only)),
                    reasons,
                    efficiency(scenario),
                    waiting
                            ? List.of()
                            : unexplained.isEmpty()
                                    ? killed.isEmpty() ? List.of(words.addSecondVariant()) : List.of()
                                    : List.of(words.notRanked(unexplained)));
        }
        Outcome outcome = switch (deciding.outcome()) {
            case WIN -> Outcome.WINNER;
            case EQUIVALENT -> Outcome.EQUIVALENT;
            case INCONCLUSIVE -> Outcome.INCONCLUSIVE;
            case NOT_ENOUGH_DATA -> Outcome.NOT_ENOUGH_DATA;
            case DOUBTFUL -> Outcome.DOUBTFUL;
            case NO_WINNER -> Outcome.NO_WINNER;
            case EMPTY -> Outcome.NO_DATA;
        };
        Comparison comparison = comparison(deciding);
        String winner = outcome == Outcome.WINNER ? deciding.winner() : null;
        List<Reason> reasons = new ArrayList<>();
        List<String> advice = new ArrayList<>();
        List<List<String>> ranking = ranking(deciding);
        if (!killed.isEmpty()) {
            ranking.add(List.copyOf(killed.keySet())); // they could not stay within their memory: last
        }
        Set<String> leaders = new LinkedHashSet<>(ranking.isEmpty() ? List.of() : ranking.getFirst());
        for (String variant : results.approaches()) {
            if (!results.cell(scenario, variant).isEmpty() && !leaders.contains(variant)) {
                List<Reason> found = lossReasons.of(scenario, variant, winner);
                if (found.isEmpty() && outcome == Outcome.WINNER) {
                    found = List.of(new Reason(
                            variant,
                            ReasonCode.NO_CAUSE_RECORDED,
                            words.noCauseRecorded(deciding.metric()),
                            results.cell(scenario, variant).getFirst().trialId()));
                }
                reasons.addAll(found);
            }
        }
        reasons.addAll(killed.values());
        reasons.addAll(EfficiencyReasons.of(
                table,
                cells.get(MemoryInFlightMetrics.MEMORY + "\u0000" + scenario),
                cells.get("allocated_kib_per_request" + "\u0000" + scenario)));
        if (running() && !unmeasured.isEmpty()) {
            advice.add(words.mayChange(unmeasured));
        } else if (!unexplained.isEmpty()) {
            advice.add(words.notRanked(unexplained));
        }
        switch (outcome) {
            case DOUBTFUL -> {
                doubts(scenario, deciding, advice);
                advice.add(words.countFlagged());
            }
            case NOT_ENOUGH_DATA -> advice.add(words.oneRepetition());
            case INCONCLUSIVE ->
                advice.add(words.settle(RepetitionAdvisor.advise(
                        table, scenario, deciding.metric(), deciding.best(), deciding.second())));
            case NO_WINNER -> advice.add(words.fixErrors());
            default -> {}
        }
        sequentialNote(scenario, outcome, words).ifPresent(advice::add);
        return new ScenarioVerdict(
                scenario,
                shape,
                figures.question(),
                figures.metrics(),
                outcome,
                winner,
                words.recommendation(outcome, comparison, quoted(scenario, figures, comparison)),
                words.headline(outcome, deciding, comparison, figures),
                comparison,
                ranking,
                reasons,
                efficiency(scenario),
                advice,
                words.names());
    }

    /**
     * The figures a recommendation quotes for the two compared variants, the deciding one first (answered requests
     * stand for the throughput, said as a rate): latency always (p99, or p99 at capacity), and throughput for a load
     * that is not a capacity search. Each is the median the summary table shows.
     */
    private Map<String, double[]> quoted(String scenario, DecidingFigures figures, Comparison c) {
        Map<String, double[]> quoted = new LinkedHashMap<>();
        if (c == null || c.metric().equals(ERROR_RATE)) {
            return quoted;
        }
        Map<String, Double> first = results.medians(scenario, c.first());
        Map<String, Double> second = results.medians(scenario, c.second());
        Scenario snapshot = snapshot(scenario);
        Double firstRate = Throughput.of(first, snapshot);
        Double secondRate = Throughput.of(second, snapshot);
        boolean capacity = figures.metrics().contains("capacity_rps");
        double[] rates =
                firstRate == null || secondRate == null || capacity ? null : new double[] {firstRate, secondRate};
        if (rates != null && c.metric().equals(MetricNames.REQUESTS_OK)) {
            quoted.put(MetricNames.THROUGHPUT, rates);
        } else {
            quoted.put(c.metric(), new double[] {c.firstValue(), c.secondValue()});
        }
        String latency = capacity ? "capacity_p99_millis" : "latency_millis_p99";
        if (first.containsKey(latency) && second.containsKey(latency)) {
            quoted.putIfAbsent(latency, new double[] {first.get(latency), second.get(latency)});
        }
        if (rates != null) {
            quoted.putIfAbsent(MetricNames.THROUGHPUT, rates);
        }
        return quoted;
    }

    /** Each variant's label to what it is in words, from the variant its trials of the scenario ran. */
    private Map<String, String> names(String scenario) {
        Map<String, String> names = new LinkedHashMap<>();
        for (TrialResult trial : results.trials()) {
            if (trial.scenario().equals(scenario) && trial.variant() != null) {
                names.putIfAbsent(trial.approach(), VariantName.of(trial.variant(), trial.snapshot()));
            }
        }
        return names;
    }

    /**
     * The one variant that ran the scenario to its end wins it when every other was killed for memory: staying within
     * the limit is part of serving the load.
     */
    private ScenarioVerdict memoryWinner(
            String scenario,
            String shape,
            DecidingFigures figures,
            VerdictWording words,
            String only,
            String figure,
            Map<String, Reason> killed) {
        List<String> losers = List.copyOf(killed.keySet());
        // "its container was killed for memory: limit 96 MiB, peak 96.0 MiB, during …" → "(limit 96 MiB, …)"
        String details = String.join(
                "; ",
                killed.values().stream()
                        .map(reason -> reason.text().substring(reason.text().indexOf(':') + 2))
                        .toList());
        return new ScenarioVerdict(
                scenario,
                shape,
                figures.question(),
                figures.metrics(),
                Outcome.WINNER,
                only,
                words.memoryRecommendation(only, losers),
                words.memoryWinner(only, losers, details, figure),
                null,
                List.of(List.of(only), losers),
                List.copyOf(killed.values()),
                efficiency(scenario),
                List.of(),
                words.names());
    }

    /**
     * Where a benchmark run until decided stands with the scenario: decided, still open (it may run more), or
     * undecided with its budget spent; empty for a fixed number of repetitions.
     */
    private java.util.Optional<String> sequentialNote(String scenario, Outcome outcome, VerdictWording words) {
        SequentialPlan plan = results.sequential();
        int rounds = results.rounds(scenario);
        if (plan == null || rounds < 2) {
            return java.util.Optional.empty();
        }
        if (outcome == Outcome.WINNER || outcome == Outcome.EQUIVALENT) {
            return java.util.Optional.of(words.decidedAfter(plan, rounds));
        }
        if (plan.left(rounds) > 0 && running()) {
            return java.util.Optional.of(words.stillOpen(plan, rounds));
        }
        return java.util.Optional.of(words.undecided(plan, rounds));
    }

    /** The benchmark's variants without a trial that counts in the scenario: still to run, or failed. */
    private List<String> unmeasured(String scenario) {
        return results.approaches().stream()
                .filter(approach -> results.cell(scenario, approach).isEmpty())
                .toList();
    }

    /** The benchmark still has trials to run: a verdict now is of the trials finished so far. */
    private boolean running() {
        return !results.status().finished();
    }

    /** A verdict with nothing compared: no winner, no deciding comparison. */
    private static ScenarioVerdict noData(
            String scenario,
            String shape,
            DecidingFigures figures,
            VerdictWording words,
            String headline,
            List<List<String>> ranking,
            List<Reason> reasons,
            List<String> efficiency,
            List<String> advice) {
        return new ScenarioVerdict(
                scenario,
                shape,
                figures.question(),
                figures.metrics(),
                Outcome.NO_DATA,
                null,
                null,
                headline,
                null,
                ranking,
                reasons,
                efficiency,
                advice,
                words.names());
    }

    /** One line of advice per flag code, naming every variant that raised it, with the first one's figures. */
    private void doubts(String scenario, CellRanking deciding, List<String> advice) {
        Map<String, List<String>> variants = new LinkedHashMap<>();
        Map<String, TrustFlag> first = new LinkedHashMap<>();
        for (var approach : deciding.ranked()) {
            for (TrialResult trial : results.cell(scenario, approach.approach())) {
                for (TrustFlag flag : trial.flags()) {
                    if (flag.reportsAFinding()) {
                        continue;
                    }
                    first.putIfAbsent(flag.code(), flag);
                    List<String> raised = variants.computeIfAbsent(flag.code(), code -> new ArrayList<>());
                    if (!raised.contains(approach.approach())) {
                        raised.add(approach.approach());
                    }
                }
            }
        }
        first.forEach((code, flag) ->
                advice.add(String.join(", ", variants.get(code)) + ": " + flag.advice() + " (" + flag.reason() + ")."));
    }

    private static Comparison comparison(CellRanking cell) {
        if (cell.second() == null) {
            return null;
        }
        Difference d = cell.difference();
        boolean ratio = d != null && d.scale() == Difference.Scale.RATIO;
        // the factor of the two medians shown beside it, as the heatmap and the repetitions table quote it
        double factor = ratio || d == null || !d.hasBasis() ? cell.factor() : Double.NaN;
        MetricInfo info = MetricCatalog.of(cell.metric());
        return new Comparison(
                cell.metric(),
                info.label(),
                cell.best().approach(),
                cell.best().value(),
                cell.second().approach(),
                cell.second().value(),
                factor,
                ratio ? d.low() : Double.NaN,
                ratio ? d.high() : Double.NaN,
                d == null ? Double.NaN : d.pValue(),
                cell.best().summary().n(),
                cell.second().summary().n(),
                ratio ? d.noisePercent() : Double.NaN,
                d == null || !d.hasBasis() ? Double.NaN : d.confidence(),
                cell.smallest().describe());
    }

    /** Groups by the cell's ranks; where it ranks nobody, the order of values as one unjudged group each. */
    private static List<List<String>> ranking(CellRanking cell) {
        List<List<String>> groups = new ArrayList<>();
        int last = -1;
        for (int i = 0; i < cell.ranked().size(); i++) {
            int rank = cell.rank(i);
            if (rank == 0 || rank != last) {
                groups.add(new ArrayList<>());
            }
            groups.getLast().add(cell.ranked().get(i).approach());
            last = rank;
        }
        return groups;
    }

    private List<String> efficiency(String scenario) {
        List<String> lines = new ArrayList<>();
        for (String metric : DecidingFigures.EFFICIENCY) {
            CellRanking cell = cells.get(metric + "\u0000" + scenario);
            if (cell == null || cell.outcome() == CellOutcome.EMPTY || cell.second() == null) {
                continue;
            }
            lines.add(VerdictText.efficiency(cell, memoryMeasuredAs()));
        }
        return lines;
    }

    /** What each variant's memory figure is: the cgroup memory of a container, else the process's RSS. */
    private Map<String, String> memoryMeasuredAs() {
        Map<String, String> measured = new HashMap<>();
        results.trials().stream()
                .filter(t -> t.variant() != null)
                .forEach(t -> measured.put(t.approach(), t.variant().inContainer() ? "cgroup memory" : "RSS"));
        return measured;
    }

    static String value(String metric, double value) {
        return MetricCatalog.of(metric).withUnit(ValueFormat.format(value));
    }
}
