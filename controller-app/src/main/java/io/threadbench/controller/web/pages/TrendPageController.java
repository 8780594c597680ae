package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.NotFoundException;
import io.threadbench.controller.markup.PageFormat;
import io.threadbench.controller.report.TrendChart;
import io.threadbench.controller.results.trend.ChangePointDetector;
import io.threadbench.controller.results.trend.MetricTrend;
import io.threadbench.controller.results.trend.Trend;
import io.threadbench.controller.results.trend.TrendPoint;
import io.threadbench.controller.results.trend.TrendService;
import io.threadbench.controller.web.PageController;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.http.HttpStatus;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * The trend of a scenario × approach across benchmarks: a chart per headline metric with its change points, linked
 * from the history and benchmark pages. Without a choice it lists the cells that have results.
 */
@PageController
class TrendPageController {

    /** A metric's trend with its chart, rendered on the server in the report's SVG style. */
    record MetricTrendView(MetricTrend trend, String svg) {}

    /** One benchmark's line of the values table: its point of each metric, null where it has none. */
    record BenchmarkRow(TrendPoint benchmark, List<TrendPoint> points) {}

    /** The table's lines, oldest first, lined up by benchmark across the metrics. */
    static List<BenchmarkRow> rows(Trend trend) {
        Map<Long, TrendPoint> benchmarks = new LinkedHashMap<>();
        trend.metrics().forEach(m -> m.points().forEach(p -> benchmarks.putIfAbsent(p.benchmarkId(), p)));
        return benchmarks.values().stream()
                .sorted(Comparator.comparing(TrendPoint::createdAt).thenComparing(TrendPoint::benchmarkId))
                .map(first -> new BenchmarkRow(
                        first,
                        trend.metrics().stream()
                                .map(m -> m.points().stream()
                                        .filter(p -> p.benchmarkId() == first.benchmarkId())
                                        .findFirst()
                                        .orElse(null))
                                .toList()))
                .toList();
    }

    private final TrendService trends;

    private final PageFormat format;

    TrendPageController(TrendService trends, PageFormat format) {
        this.trends = trends;
        this.format = format;
    }

    @GetMapping("/trends")
    String trend(
            @RequestParam(name = "scenario", required = false) String scenario,
            @RequestParam(name = "approach", required = false) String approach,
            Model model,
            HttpServletResponse response) {
        List<TrendService.Cell> cells = trends.cells();
        model.addAttribute("cells", cells);
        model.addAttribute(
                "scenarios",
                cells.stream().map(TrendService.Cell::scenario).distinct().toList());
        model.addAttribute(
                "approaches",
                cells.stream()
                        .map(TrendService.Cell::approach)
                        .distinct()
                        .sorted()
                        .toList());
        model.addAttribute("scenario", scenario == null ? "" : scenario);
        model.addAttribute("approach", approach == null ? "" : approach);
        Map<String, String> errors = new TreeMap<>();
        boolean hasScenario = scenario != null && !scenario.isBlank();
        boolean hasApproach = approach != null && !approach.isBlank();
        if (hasScenario != hasApproach) {
            errors.put(
                    hasScenario ? "approach" : "scenario",
                    "choose " + (hasScenario ? "an approach" : "a scenario") + " as well");
            response.setStatus(HttpStatus.BAD_REQUEST.value());
        }
        model.addAttribute("errors", errors);
        if (hasScenario && hasApproach) {
            Trend trend = trends.trend(scenario, approach)
                    .orElseThrow(() -> new NotFoundException(
                            "no successful trial of scenario " + scenario + " with approach " + approach));
            model.addAttribute("trend", trend);
            model.addAttribute(
                    "charts",
                    trend.metrics().stream()
                            .map(m -> new MetricTrendView(m, TrendChart.svg(approach, m, format::time)))
                            .toList());
            model.addAttribute("rows", rows(trend));
            model.addAttribute("benchmarkCount", rows(trend).size());
            model.addAttribute("pointsForChange", 2 * ChangePointDetector.MIN_SIDE);
        }
        return "trends/show";
    }
}
