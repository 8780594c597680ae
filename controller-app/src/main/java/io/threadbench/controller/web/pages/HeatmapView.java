package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.results.heatmap.ApproachColours;
import io.threadbench.controller.results.heatmap.Heatmap;
import io.threadbench.controller.results.heatmap.HeatmapBuilder;
import io.threadbench.controller.results.heatmap.HeatmapFilter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What the heatmap page renders: the computed heatmap, the filter's choices and problems, and the download link.
 *
 * @param approaches every approach of the table, with its colour (filter checkboxes)
 * @param metrics    every metric of the table (filter checkboxes)
 * @param problems   field → message for names in the filter the table does not have
 * @param svgUrl     download of the same heatmap as SVG
 */
public record HeatmapView(
        Heatmap heatmap,
        HeatmapFilter filter,
        Map<String, String> approaches,
        List<String> metrics,
        Map<String, String> problems,
        String svgUrl) {

    static HeatmapView of(MetricTable table, HeatmapFilter filter, String title, String svgPath) {
        Heatmap heatmap = HeatmapBuilder.build(table, filter.options(table, title));
        Map<String, String> colours = table.approaches().stream()
                .collect(Collectors.toMap(a -> a, ApproachColours::colourOf, (a, b) -> a, LinkedHashMap::new));
        Map<String, String> problems =
                filter.problems(table).stream().collect(Collectors.toMap(FieldError::field, FieldError::message));
        return new HeatmapView(heatmap, filter, colours, table.metrics(), problems, svgPath + filter.query());
    }

    /** A filter checkbox is ticked when the filter names the approach, or names none (all shown). */
    public boolean approachChecked(String approach) {
        return filter.approach().isEmpty() || filter.approach().contains(approach);
    }

    public boolean metricChecked(String metric) {
        return filter.metric().isEmpty() || filter.metric().contains(metric);
    }

    public boolean empty() {
        return heatmap.rows().isEmpty() || heatmap.columns().isEmpty();
    }
}
