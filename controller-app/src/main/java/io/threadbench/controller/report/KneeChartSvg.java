package io.threadbench.controller.report;

import static io.threadbench.controller.report.ChartFrame.coord;
import static io.threadbench.controller.report.ChartFrame.px;
import static io.threadbench.controller.report.ChartFrame.py;

import io.threadbench.controller.markup.Markup;
import java.util.List;
import java.util.Objects;

/**
 * An x–y chart of capacity steps (the "knee" picture): each series its own points over offered rate, joined in
 * order of rate, and dashed reference lines (the SLO, or achieved = offered). In the {@link ChartFrame} of
 * {@link SvgLineChart}, whose x axis is shared seconds and so cannot hold one line per variant.
 */
final class KneeChartSvg {

    /** A point of a series. */
    record Point(double x, double y) {}

    /** A line: points in order of x; {@code dashed} for reference lines; an empty name stays out of the legend. */
    record Series(String name, String colour, boolean dashed, List<Point> points) {}

    private KneeChartSvg() {}

    /**
     * @param yCap values above it are drawn at it (an overloaded step's latency would flatten the knee); null for none
     */
    static String render(String id, String title, String xLabel, String yLabel, List<Series> series, Double yCap) {
        List<Point> all = series.stream().flatMap(s -> s.points().stream()).toList();
        double maxX = all.stream().mapToDouble(Point::x).max().orElse(1);
        double cap = yCap == null ? Double.MAX_VALUE : yCap;
        double maxY = Math.min(
                cap,
                all.stream()
                        .mapToDouble(Point::y)
                        .filter(Double::isFinite)
                        .max()
                        .orElse(1));
        ChartScale x = ChartScale.fromZero(0, maxX);
        ChartScale y = ChartScale.fromZero(0, maxY);
        Markup svg = ChartFrame.open(id, title);
        legend(svg, series);
        ChartFrame.axes(svg, x, y, xLabel, yLabel);
        series.forEach(line -> line(svg, line, x, y, maxY));
        return svg.close("svg").toString();
    }

    private static void legend(Markup svg, List<Series> series) {
        double at = 4;
        for (Series line : series) {
            if (line.name().isEmpty()) {
                continue; // drawn, not named (e.g. a variant's p50 beside its p99)
            }
            svg.empty(
                    "line",
                    "x1",
                    coord(at),
                    "y1",
                    "26",
                    "x2",
                    coord(at + 16),
                    "y2",
                    "26",
                    "stroke",
                    line.colour(),
                    "stroke-width",
                    "2.5",
                    "stroke-dasharray",
                    line.dashed() ? "4 3" : "none");
            svg.element("text", line.name(), "x", coord(at + 20), "y", "30", "fill", "#333333");
            at += 20 + line.name().length() * 6.2 + 12;
        }
    }

    private static void line(Markup svg, Series line, ChartScale x, ChartScale y, double top) {
        List<String> points = line.points().stream()
                .filter(p -> Double.isFinite(p.y()))
                .map(p -> coord(px(x, p.x())) + "," + coord(py(y, Math.min(p.y(), top))))
                .toList();
        if (points.isEmpty()) {
            return;
        }
        svg.empty(
                "polyline",
                "class",
                "line",
                "data-series",
                line.name(),
                "points",
                String.join(" ", points),
                "fill",
                "none",
                "stroke",
                line.colour(),
                "stroke-width",
                "1.6",
                "stroke-dasharray",
                line.dashed() ? "5 4" : "none");
        if (!line.dashed()) {
            points.stream()
                    .map(p -> p.split(","))
                    .filter(Objects::nonNull)
                    .forEach(p -> svg.empty("circle", "cx", p[0], "cy", p[1], "r", "2.2", "fill", line.colour()));
        }
    }
}
