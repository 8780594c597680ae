package io.threadbench.controller.report;

import io.threadbench.controller.markup.Markup;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.results.export.CsvNumbers;
import io.threadbench.controller.results.heatmap.ApproachColours;
import io.threadbench.controller.results.heatmap.SummaryMarks;
import io.threadbench.controller.results.heatmap.SummaryMarks.Mark;
import io.threadbench.controller.results.heatmap.ValueFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report's summary table: one row per scenario × approach with the key metrics, each the median over the
 * cell's successful repetitions ({@link BenchmarkResults#medians}, the value results.csv has), marked as the
 * report's heatmap judges each figure ({@link SummaryMarks}: its winner in bold, a tie as a tie), and the trust flags in words (codes on hover), with their reasons listed below the table. The exact CSV text of each value is kept in
 * {@code data-value}.
 */
final class SummarySection {

    /** A column: the metric and its short header. */
    private record Column(String metric, String header) {}

    private static final List<Column> COLUMNS = List.of(
            new Column("requests_ok", "requests ok"),
            new Column("requests_error", "errors"),
            new Column("latency_millis_p50", "p50 ms"),
            new Column("latency_millis_p90", "p90 ms"),
            new Column("latency_millis_p99", "p99 ms"),
            new Column("latency_millis_max", "max ms"),
            new Column("requests_per_second_p50", "req/s p50"),
            new Column("cpu_sut_percent_avg", "SUT CPU % avg"),
            new Column("rss_sut_mib_max", "memory MiB max (RSS, cgroup)"),
            new Column("heap_use_percent_max", "heap % max"),
            new Column("garbage_collection_count", "GCs"),
            new Column("garbage_collection_time_millis", "GC ms"));

    private SummarySection() {}

    static void write(Markup html, BenchmarkResults results) {
        html.open("section", "id", "summary").element("h2", "Summary").newline();
        html.element(
                "p",
                "Median over each cell's successful repetitions, the same values as results.csv (which "
                        + "has every metric). As the heatmap above judges each figure: bold, its winner; "
                        + "hatched with =, the variants it shows the same; unmarked where it could not tell, "
                        + "doubts the trials or has one repetition. CPU in % of one core.",
                "class",
                "note");
        html.open("div", "class", "scroll")
                .open("table", "class", "summary")
                .open("thead")
                .open("tr");
        html.element("th", "scenario").element("th", "approach").element("th", "reps", "class", "num");
        COLUMNS.forEach(column -> html.open("th", "class", "num", "title", column.metric())
                .text(column.header())
                .close("th"));
        html.element("th", "trust checks").close("tr").close("thead").newline().open("tbody");
        SummaryMarks marks = SummaryMarks.of(results.metricTable());
        for (String scenario : results.scenarios()) {
            for (String approach : results.approaches()) {
                row(
                        html,
                        scenario,
                        approach,
                        results.cell(scenario, approach),
                        results.medians(scenario, approach),
                        marks);
            }
        }
        html.close("tbody").close("table").close("div").newline();
        reasons(html, results);
        html.close("section").newline();
    }

    private static void row(
            Markup html,
            String scenario,
            String approach,
            List<TrialResult> cell,
            Map<String, Double> medians,
            SummaryMarks marks) {
        html.open("tr", "data-scenario", scenario, "data-approach", approach)
                .element("td", scenario)
                .open("td")
                .open("span", "class", "swatch", "style", "background:" + ApproachColours.colourOf(approach))
                .close("span")
                .text(approach)
                .close("td")
                .element("td", Integer.toString(cell.size()), "class", "num");
        if (cell.isEmpty()) {
            html.element(
                    "td", "no successful trial", "class", "muted", "colspan", Integer.toString(COLUMNS.size() + 1));
            html.close("tr").newline();
            return;
        }
        // a container's memory is its cgroup's, a bare process's its RSS: the row says which
        boolean container =
                cell.getFirst().variant() != null && cell.getFirst().variant().inContainer();
        for (Column column : COLUMNS) {
            Double value = medians.get(column.metric());
            Mark mark = marks.mark(column.metric(), scenario, approach);
            String measured = column.metric().startsWith("rss_") ? (container ? " cgroup" : " RSS") : "";
            html.element(
                    "td",
                    value == null ? "–" : ValueFormat.format(value) + measured + (mark == Mark.SAME ? " =" : ""),
                    "class",
                    mark == Mark.NONE ? "num" : "num " + mark.cssClass(),
                    "data-metric",
                    column.metric(),
                    "data-value",
                    CsvNumbers.plain(value));
        }
        html.open("td", "class", "flags");
        List<TrustFlag> flags = flags(cell);
        if (flags.isEmpty()) {
            html.element("span", "ok", "class", "muted");
        }
        flags.forEach(flag ->
                html.element("div", flag.label(), "class", "flag", "title", flag.code() + ": " + flag.reason()));
        html.close("td").close("tr").newline();
    }

    /** The reasons behind the table's flags, one line per cell and flag (the table only has room for their names). */
    private static void reasons(Markup html, BenchmarkResults results) {
        List<String> lines = new ArrayList<>();
        html.open("div", "class", "reasons");
        for (String scenario : results.scenarios()) {
            for (String approach : results.approaches()) {
                for (TrustFlag flag : flags(results.cell(scenario, approach))) {
                    lines.add(flag.code());
                    html.open("p", "class", "flag")
                            .text(scenario + " × " + approach + ": ")
                            .element("b", flag.label() + ":", "title", flag.code())
                            .text(" " + flag.reason())
                            .close("p");
                }
            }
        }
        if (lines.isEmpty()) {
            html.element("p", "No trust check raised a flag.", "class", "muted");
        }
        html.close("div");
    }

    /** Each flag code once, with the first reason given for it. */
    private static List<TrustFlag> flags(List<TrialResult> cell) {
        Map<String, TrustFlag> byCode = new LinkedHashMap<>();
        cell.forEach(trial -> trial.flags().forEach(flag -> byCode.putIfAbsent(flag.code(), flag)));
        return new ArrayList<>(byCode.values());
    }
}
