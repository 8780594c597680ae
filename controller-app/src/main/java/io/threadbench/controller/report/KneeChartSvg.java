package io.threadbench.controller.report;

import static io.threadbench.controller.report.SvgLineChart.coord;

import io.threadbench.controller.markup.Markup;
import io.threadbench.controller.results.heatmap.ValueFormat;
import java.util.List;
import java.util.Objects;

/**
 * An x–y chart of capacity steps (the "knee" picture): each series its own points over offered rate, joined in
 * order of rate, and dashed reference lines (the SLO, or achieved = offered). Same frame and sizes as
 * {@link SvgLineChart}, whose x axis is shared seconds and so cannot hold one line per variant.
 */
final class KneeChartSvg {

    private static final int WIDTH = SvgLineChart.WIDTH;
    private static final int HEIGHT = SvgLineChart.HEIGHT;
    private static final int LEFT = SvgLineChart.LEFT;
    private static final int RIGHT = SvgLineChart.RIGHT;
    private static final int TOP = SvgLineChart.TOP;
    private static final int BOTTOM = SvgLineChart.BOTTOM;

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
        Markup svg = new Markup(8_192);
        svg.open(
                "svg",
                "xmlns",
                "http://www.w3.org/2000/svg",
                "class",
                "chart",
                "data-chart",
                id,
                "width",
                Integer.toString(WIDTH),
                "height",
                Integer.toString(HEIGHT),
                "viewBox",
                "0 0 " + WIDTH + " " + HEIGHT,
                "role",
                "img",
                "font-family",
                "sans-serif",
                "font-size",
                "11");
        svg.element("title", title);
        svg.empty("rect", "width", Integer.toString(WIDTH), "height", Integer.toString(HEIGHT), "fill", "#ffffff");
        svg.element("text", title, "x", "4", "y", "14", "font-weight", "bold", "font-size", "12");
        legend(svg, series);
        axes(svg, x, y, xLabel, yLabel);
        series.forEach(line -> line(svg, line, x, y, maxY));
        return svg.close("svg").toString();
    }

    private static double px(ChartScale x, double value) {
        return LEFT + x.fraction(value) * (WIDTH - LEFT - RIGHT);
    }

    private static double py(ChartScale y, double value) {
        return HEIGHT - BOTTOM - y.fraction(value) * (HEIGHT - TOP - BOTTOM);
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

    private static void axes(Markup svg, ChartScale x, ChartScale y, String xLabel, String yLabel) {
        int bottom = HEIGHT - BOTTOM;
        for (double tick : y.ticks()) {
            String at = coord(py(y, tick));
            svg.empty(
                    "line",
                    "x1",
                    Integer.toString(LEFT),
                    "y1",
                    at,
                    "x2",
                    Integer.toString(WIDTH - RIGHT),
                    "y2",
                    at,
                    "stroke",
                    "#e9ecef");
            svg.element(
                    "text",
                    ValueFormat.format(tick),
                    "x",
                    Integer.toString(LEFT - 5),
                    "y",
                    coord(py(y, tick) + 4),
                    "text-anchor",
                    "end",
                    "fill",
                    "#555555",
                    "font-size",
                    "10");
        }
        for (double tick : x.ticks()) {
            String at = coord(px(x, tick));
            svg.empty(
                    "line",
                    "x1",
                    at,
                    "y1",
                    Integer.toString(bottom),
                    "x2",
                    at,
                    "y2",
                    Integer.toString(bottom + 4),
                    "stroke",
                    "#868e96");
            svg.element(
                    "text",
                    ValueFormat.format(tick),
                    "x",
                    at,
                    "y",
                    Integer.toString(bottom + 15),
                    "text-anchor",
                    "middle",
                    "fill",
                    "#555555",
                    "font-size",
                    "10");
        }
        svg.empty(
                "rect",
                "x",
                Integer.toString(LEFT),
                "y",
                Integer.toString(TOP),
                "width",
                Integer.toString(WIDTH - LEFT - RIGHT),
                "height",
                Integer.toString(HEIGHT - TOP - BOTTOM),
                "fill",
                "none",
                "stroke",
                "#ced4da");
        svg.element(
                "text",
                xLabel,
                "x",
                coord((LEFT + WIDTH - RIGHT) / 2.0),
                "y",
                Integer.toString(HEIGHT - 6),
                "text-anchor",
                "middle",
                "fill",
                "#333333");
        svg.element(
                "text",
                yLabel,
                "transform",
                "translate(13," + coord((TOP + bottom) / 2.0) + ") rotate(-90)",
                "text-anchor",
                "middle",
                "fill",
                "#333333");
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
