package io.threadbench.controller.results;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.metrics.ClosedLoop;
import io.threadbench.controller.metrics.ConfidenceInterval;
import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.RepetitionStatistics;
import io.threadbench.controller.metrics.SequentialPlan;
import io.threadbench.controller.metrics.SmallestDifference;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.variant.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A benchmark's stored results: its cells' order and every trial with its summary metrics and trust flags.
 *
 * @param scenarios  scenario names in the benchmark's order
 * @param approaches approach ids in the benchmark's order
 * @param trials     scenario order, then approach order, then repetition
 * @param sequential how a benchmark of {@code --repetitions auto} spends its error rate over its looks; null for a
 *                   fixed number of repetitions
 */
public record BenchmarkResults(
        long id,
        String name,
        RunStatus status,
        List<String> scenarios,
        List<String> approaches,
        List<TrialResult> trials,
        double smallestDifferencePercent,
        SequentialPlan sequential) {

    public BenchmarkResults {
        scenarios = List.copyOf(scenarios);
        approaches = List.copyOf(approaches);
        trials = List.copyOf(trials);
    }

    /** Results judged at the default smallest difference that matters. */
    public BenchmarkResults(
            long id,
            String name,
            RunStatus status,
            List<String> scenarios,
            List<String> approaches,
            List<TrialResult> trials) {
        this(id, name, status, scenarios, approaches, trials, SmallestDifference.DEFAULT_PERCENT, null);
    }

    /** The same results read as a benchmark of {@code --repetitions auto} with {@code plan}. */
    public BenchmarkResults sequential(SequentialPlan plan) {
        return new BenchmarkResults(id, name, status, scenarios, approaches, trials, smallestDifferencePercent, plan);
    }

    /**
     * The level a claim about {@code scenario} is judged at: 5 % in a fixed benchmark; in a sequential one, the
     * level of the look after the repetitions every variant of the scenario has ({@link SequentialPlan#levelAt}).
     */
    public double level(String scenario, double fixedLevel) {
        return sequential == null ? fixedLevel : sequential.levelAt(rounds(scenario));
    }

    /** The repetitions that count which every variant of {@code scenario} has: the rounds it completed. */
    public int rounds(String scenario) {
        return approaches.stream()
                .mapToInt(approach -> cell(scenario, approach).size())
                .min()
                .orElse(0);
    }

    /**
     * One trial's outcome.
     *
     * @param metrics   summary metrics in results.csv order; empty when the trial was never summarised
     * @param intervals within-trial 95 % intervals of its metrics (batch means; none for the extremes or under
     *                  10 measured seconds); trials summarised before issue 26 hold those of the headline metrics
     *                  (block bootstrap) or none
     * @param error     why it failed, null otherwise
     * @param snapshot  the scenario as the trial ran it
     * @param variant   the variant as the trial ran it
     */
    public record TrialResult(
            long trialId,
            String scenario,
            String approach,
            int repetition,
            RunStatus status,
            boolean partial,
            String error,
            List<TrustFlag> flags,
            Map<String, Double> metrics,
            Map<String, ConfidenceInterval> intervals,
            @JsonIgnore Scenario snapshot,
            @JsonIgnore Variant variant) {

        /** Adds this repetition's metrics to a table, and marks its cell doubtful when it raised a trust flag. */
        public void addTo(MetricTable.Builder table) {
            table.addRepetition(scenario, approach, metrics);
            if (snapshot != null
                    && snapshot.load().closedLoop()
                    && snapshot.load().vus() > 1) {
                // a closed loop's answered requests move by a round of its users, its rate by a round over its
                // window (DESIGN §8, resolution)
                int measured = snapshot.plannedSeconds() - snapshot.timing().warmupSeconds();
                table.closedLoop(scenario, new ClosedLoop(snapshot.load().vus(), Math.max(1, measured)));
            }
            String kind = variant == null ? null : variant.expectedThreadKind();
            if (kind != null) {
                table.threadKind(approach, kind);
            }
            intervals.forEach((metric, interval) -> table.addWithinTrial(scenario, approach, metric, interval));
            if (doubtful()) {
                table.flagged(scenario, approach);
            }
            if (fellBehind()) {
                table.fellBehind(scenario, approach);
            }
        }

        /**
         * Raised a trust flag that questions the measurement: any but request errors (those decide "no winner" on
         * their own) and a SUT that fell behind (a finding about the SUT, judged per cell by the ranker).
         */
        public boolean doubtful() {
            return flags.stream().anyMatch(TrustFlag::questionsTheMeasurement);
        }

        /** Its SUT fell behind the requested rate ({@link FlagCode#SUT_FELL_BEHIND}). */
        public boolean fellBehind() {
            return flags.stream().anyMatch(flag -> flag.is(FlagCode.SUT_FELL_BEHIND));
        }

        public TrialResult {
            flags = List.copyOf(flags);
            metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
            intervals = Map.copyOf(intervals);
        }

        /** Counts in aggregated results, heatmaps and comparisons: a complete, successful, summarised trial. */
        public boolean counts() {
            return status == RunStatus.SUCCEEDED && !partial && !metrics.isEmpty();
        }
    }

    /** The trials that count ({@link TrialResult#counts()}) of one cell, by repetition. */
    public List<TrialResult> cell(String scenario, String approach) {
        return trials.stream()
                .filter(t -> t.counts()
                        && t.scenario().equals(scenario)
                        && t.approach().equals(approach))
                .toList();
    }

    /**
     * Each metric's median over the cell's trials that count: the per-cell value of results.csv, the heatmap and
     * the HTML report. A metric none of them has is absent.
     */
    public Map<String, Double> medians(String scenario, String approach) {
        List<TrialResult> cell = cell(scenario, approach);
        Map<String, List<Double>> values = new LinkedHashMap<>();
        cell.forEach(trial -> trial.metrics().forEach((name, value) -> {
            if (value != null) {
                values.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
            }
        }));
        Map<String, Double> medians = new LinkedHashMap<>();
        values.forEach((name, list) -> medians.put(name, RepetitionStatistics.median(list)));
        return medians;
    }

    /** The per-repetition values of the trials that count, in the benchmark's order, for heatmaps and comparisons. */
    public MetricTable metricTable() {
        MetricTable.Builder table = MetricTable.builder().smallestDifferencePercent(smallestDifferencePercent);
        addTo(table);
        return table.build();
    }

    /** Adds the trials that count to a table under construction (for selections spanning several benchmarks). */
    public void addTo(MetricTable.Builder table) {
        for (String scenario : scenarios) {
            for (String approach : approaches) {
                cell(scenario, approach).forEach(trial -> trial.addTo(table));
            }
        }
    }
}
