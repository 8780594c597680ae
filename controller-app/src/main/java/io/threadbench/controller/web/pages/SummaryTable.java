package io.threadbench.controller.web.pages;

import io.threadbench.controller.capacity.CapacityLimit;
import io.threadbench.controller.capacity.CapacityResult;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricInfo;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.results.heatmap.SummaryMarks;
import io.threadbench.controller.results.heatmap.SummaryMarks.Mark;
import io.threadbench.controller.results.heatmap.ValueFormat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The finished benchmark's summary for one scenario: a row per metric of DESIGN §8, a column per approach
 * (the median over repetitions, as in results.csv), each row's values marked as its heatmap judges them
 * ({@link SummaryMarks}: the winner bold, a tie as a tie) with the heatmap's word for the row, and the trust-check
 * flags of each approach's trials.
 */
public record SummaryTable(String scenario, List<Column> columns, List<Row> rows) {

    /** One approach: how many trials count, and the flags they raised (by code, with one reason each). */
    public record Column(String approach, int repetitions, List<TrustFlag> flags) {}

    /**
     * One metric across the approaches.
     *
     * @param values     formatted medians, empty where an approach has no value
     * @param marks      one per column: the heatmap's winner, one of the variants it shows the same, or none
     * @param outcome    the heatmap's word for the row: the winner's label, "the same", "could not tell", …; empty
     *                   where nothing is compared (context figures included)
     * @param groupStart the first row of its group: the table shows the group's title above it
     */
    public record Row(
            String metric,
            boolean higherIsBetter,
            List<String> values,
            List<Mark> marks,
            String outcome,
            boolean groupStart) {

        /** False for a figure that is not better or worse by size (sockets, threads, what limited capacity). */
        public boolean ranked() {
            return info().ranked();
        }

        public MetricInfo info() {
            return MetricCatalog.of(metric);
        }

        /** The heatmap names a winner of this figure ({@link #outcome} is its label). */
        public boolean won() {
            return marks.contains(Mark.BEST);
        }
    }

    /** One table per scenario that has at least one counted trial. */
    static List<SummaryTable> of(BenchmarkResults results) {
        List<SummaryTable> tables = new ArrayList<>();
        SummaryMarks marks = SummaryMarks.of(results.metricTable());
        for (String scenario : results.scenarios()) {
            List<String> approaches = results.approaches().stream()
                    .filter(approach -> !results.cell(scenario, approach).isEmpty())
                    .toList();
            if (!approaches.isEmpty()) {
                tables.add(table(results, scenario, approaches, marks));
            }
        }
        return tables;
    }

    private static SummaryTable table(
            BenchmarkResults results, String scenario, List<String> approaches, SummaryMarks marks) {
        List<Column> columns = new ArrayList<>();
        List<Map<String, Double>> medians = new ArrayList<>();
        for (String approach : approaches) {
            List<TrialResult> cell = results.cell(scenario, approach);
            columns.add(new Column(approach, cell.size(), flags(cell)));
            medians.add(results.medians(scenario, approach)); // the verdict's and heatmap's medians, one computation
        }
        List<Row> rows = new ArrayList<>();
        List<String> ordered = MetricNames.KNOWN.stream()
                .sorted(Comparator.comparing(m -> MetricCatalog.of(m).group()))
                .toList();
        MetricInfo.Group group = null;
        for (String metric : ordered) {
            List<Double> values = medians.stream().map(m -> m.get(metric)).toList();
            if (values.stream().allMatch(Objects::isNull)) {
                continue;
            }
            MetricInfo info = MetricCatalog.of(metric);
            boolean higher = info.higherIsBetter();
            rows.add(new Row(
                    metric,
                    higher,
                    values.stream().map(v -> v == null ? "" : text(metric, v)).toList(),
                    approaches.stream()
                            .map(approach -> marks.mark(metric, scenario, approach))
                            .toList(),
                    marks.outcome(metric, scenario),
                    info.group() != group));
            group = info.group();
        }
        return new SummaryTable(scenario, columns, rows);
    }

    /** A value as shown: a capacity limit by its name, any other figure as a number. */
    static String text(String metric, double value) {
        if (metric.equals(CapacityResult.CAPACITY_LIMIT)) {
            return CapacityLimit.ofCode(value).map(CapacityLimit::label).orElse(ValueFormat.format(value));
        }
        return ValueFormat.format(value);
    }

    private static List<TrustFlag> flags(List<TrialResult> cell) {
        Map<String, TrustFlag> byCode = new LinkedHashMap<>();
        cell.forEach(trial -> trial.flags().forEach(flag -> byCode.putIfAbsent(flag.code(), flag)));
        return List.copyOf(byCode.values());
    }
}
