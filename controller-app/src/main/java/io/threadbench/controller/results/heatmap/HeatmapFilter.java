package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.metrics.MetricTable;
import java.util.ArrayList;
import java.util.List;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * What the heatmap's filter form asks for, as query parameters: {@code approach} and {@code metric} (repeated;
 * none = all), {@code transpose} and {@code includeFlagged} (flagged trials may crown winners). Names the table does not have are reported per field and left out.
 */
public record HeatmapFilter(List<String> approach, List<String> metric, Boolean transpose, Boolean includeFlagged) {

    public HeatmapFilter {
        approach = approach == null ? List.of() : List.copyOf(approach);
        metric = metric == null ? List.of() : List.copyOf(metric);
        transpose = Boolean.TRUE.equals(transpose);
        includeFlagged = Boolean.TRUE.equals(includeFlagged);
    }

    public HeatmapFilter(List<String> approach, List<String> metric, Boolean transpose) {
        this(approach, metric, transpose, false);
    }

    public boolean transposed() {
        return transpose;
    }

    /** The problems of this filter against a table: unknown approaches and metrics. */
    public List<FieldError> problems(MetricTable table) {
        List<FieldError> problems = new ArrayList<>();
        unknown("approach", approach, table.approaches(), problems);
        unknown("metric", metric, table.metrics(), problems);
        return problems;
    }

    /** Options with the known names only (all when none is known), for a caption. */
    public HeatmapOptions options(MetricTable table, String title) {
        List<String> approaches =
                approach.stream().filter(table.approaches()::contains).toList();
        List<String> metrics = metric.stream().filter(table.metrics()::contains).toList();
        return new HeatmapOptions(approaches, metrics, transposed(), title, includeFlagged);
    }

    /** The filter as a query string ({@code ?approach=..&transpose=true}), empty for no filter. */
    public String query() {
        UriComponentsBuilder uri = UriComponentsBuilder.newInstance();
        approach.forEach(name -> uri.queryParam("approach", name));
        metric.forEach(name -> uri.queryParam("metric", name));
        if (transposed()) {
            uri.queryParam("transpose", true);
        }
        if (includeFlagged) {
            uri.queryParam("includeFlagged", true);
        }
        return uri.encode().build().toUriString();
    }

    private static void unknown(String field, List<String> requested, List<String> known, List<FieldError> problems) {
        List<String> unknown = requested.stream()
                .filter(name -> !known.contains(name))
                .distinct()
                .toList();
        if (!unknown.isEmpty()) {
            problems.add(new FieldError(
                    field,
                    "unknown " + field + (unknown.size() > 1 ? "s " : " ") + String.join(", ", unknown)
                            + "; available: " + String.join(", ", known)));
        }
    }
}
