package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricTable;
import java.util.ArrayList;
import java.util.List;

/** Builds a {@link Heatmap} from a {@link MetricTable}: ranks every metric × scenario cell, then lays it out. */
public final class HeatmapBuilder {

    private HeatmapBuilder() {}

    /**
     * @throws IllegalArgumentException if the options name an approach or metric the table does not have
     */
    public static Heatmap build(MetricTable table, HeatmapOptions options) {
        List<String> approaches = select("approach", options.approaches(), table.approaches());
        List<String> selectedMetrics = select("metric", options.metrics(), table.metrics());
        List<String> metrics = table.metrics().stream()
                .filter(selectedMetrics::contains)
                .filter(m -> MetricCatalog.of(m).ranked())
                .toList();
        List<String> scenarios = table.scenarios();

        List<CellRanking> rankings = CellRanker.rankAll(
                table, metrics, scenarios, approaches, options.includeFlagged(), CellRanker.Family.WHOLE_TABLE);
        Legend legend = LegendCalculator.compute(rankings, approaches, table.smallestDifferencePercent());

        List<Header> metricHeaders = metrics.stream()
                .map(m -> new Header(
                        MetricCatalog.of(m).label(),
                        m + " (" + MetricCatalog.of(m).direction().words() + ")"))
                .toList();
        List<Header> scenarioHeaders =
                scenarios.stream().map(s -> new Header(s, "scenario " + s)).toList();
        List<HeatmapRow> rows = new ArrayList<>();
        if (!options.transposed()) {
            for (int m = 0; m < metrics.size(); m++) {
                List<HeatmapCell> cells = new ArrayList<>();
                for (int s = 0; s < scenarios.size(); s++) {
                    cells.add(CellPresenter.present(rankings.get(m * scenarios.size() + s)));
                }
                rows.add(new HeatmapRow(metricHeaders.get(m), cells));
            }
            return new Heatmap(options.title(), false, "metric", "scenario", approaches, scenarioHeaders, rows, legend);
        }
        for (int s = 0; s < scenarios.size(); s++) {
            List<HeatmapCell> cells = new ArrayList<>();
            for (int m = 0; m < metrics.size(); m++) {
                cells.add(CellPresenter.present(rankings.get(m * scenarios.size() + s)));
            }
            rows.add(new HeatmapRow(scenarioHeaders.get(s), cells));
        }
        return new Heatmap(options.title(), true, "scenario", "metric", approaches, metricHeaders, rows, legend);
    }

    private static List<String> select(String what, List<String> requested, List<String> available) {
        if (requested.isEmpty()) {
            return available;
        }
        List<String> unknown =
                requested.stream().filter(name -> !available.contains(name)).toList();
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("unknown " + what + (unknown.size() > 1 ? "s " : " ") + unknown
                    + ", expected some of " + available);
        }
        return requested.stream().distinct().toList();
    }
}
