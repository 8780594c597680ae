package io.threadbench.controller.report;

import static io.threadbench.controller.report.ChartFrame.BOTTOM;
import static io.threadbench.controller.report.ChartFrame.HEIGHT;
import static io.threadbench.controller.report.ChartFrame.LEFT;
import static io.threadbench.controller.report.ChartFrame.RIGHT;
import static io.threadbench.controller.report.ChartFrame.TOP;
import static io.threadbench.controller.report.ChartFrame.WIDTH;
import static io.threadbench.controller.report.ChartFrame.coord;
import static io.threadbench.controller.report.ChartFrame.px;
import static io.threadbench.controller.report.ChartFrame.py;

import io.threadbench.controller.markup.Markup;
import io.threadbench.controller.results.heatmap.ValueFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Draws a {@link LineChart} as a small standalone SVG (no script, no external resource) for the HTML report:
 * title and legend on top, y axis with grid lines and tick labels on the left (linear or log), x axis with round
 * ticks below, one polyline per series (a gap where a value is missing) or, for a stacked chart, one bar per x
 * value with the series stacked in their order, red triangles under the plot for marked x values and a grey band
 * for the shaded start. A chart without any value says "no data".
 */
final class SvgLineChart {

    static final String MARK_RED = "#e03131";
    private static final String SHADE = "#868e96";
    private static final double CHAR_WIDTH = 6.2;

    private SvgLineChart() {}

    static String render(LineChart chart) {
        List<Double> shown = (chart.stacked()
                        ? chart.totals().stream()
                        : chart.series().stream().flatMap(s -> s.values().stream()))
                .filter(Objects::nonNull)
                .filter(v -> chart.logScale() ? v > 0 && Double.isFinite(v) : Double.isFinite(v))
                .toList();
        ChartScale x = xScale(chart.xs());
        ChartScale y = shown.isEmpty()
                ? null
                : chart.logScale()
                        ? ChartScale.log(min(shown), max(shown))
                        : ChartScale.fromZero(min(shown), max(shown));
        Markup svg = ChartFrame.open(chart.id(), chart.title());
        legend(svg, chart);
        shade(svg, chart, x);
        ChartFrame.axes(
                svg,
                chart.xs().isEmpty() ? null : x,
                y,
                chart.xLabel(),
                chart.yLabel() + (chart.logScale() ? " (log)" : ""));
        if (y == null) {
            svg.element(
                    "text",
                    "no data",
                    "class",
                    "no-data",
                    "x",
                    coord((LEFT + WIDTH - RIGHT) / 2.0),
                    "y",
                    coord((TOP + HEIGHT - BOTTOM) / 2.0),
                    "text-anchor",
                    "middle",
                    "fill",
                    "#868e96",
                    "font-size",
                    "13");
        } else if (chart.stacked()) {
            bars(svg, chart, x, y);
        } else {
            chart.series().forEach(series -> lines(svg, chart.xs(), series, x, y));
            names(svg, chart, x, y);
        }
        marks(svg, chart.marks(), x);
        return svg.close("svg").toString();
    }

    private static ChartScale xScale(List<Long> xs) {
        return xs.isEmpty() ? ChartScale.exact(0, 1) : ChartScale.whole(xs.getFirst(), xs.getLast());
    }

    private static void legend(Markup svg, LineChart chart) {
        double at = 4;
        int y = 30;
        for (LineChart.Series series : chart.series()) {
            svg.empty(
                    "line",
                    "x1",
                    coord(at),
                    "y1",
                    Integer.toString(y - 4),
                    "x2",
                    coord(at + 16),
                    "y2",
                    Integer.toString(y - 4),
                    "stroke",
                    series.colour(),
                    "stroke-width",
                    "2.5");
            at = label(svg, series.name(), at + 20, y);
        }
        if (!chart.marks().isEmpty()) {
            svg.empty("path", "d", triangle(at + 6, y), "fill", MARK_RED);
            at = label(svg, chart.markLabel(), at + 16, y);
        }
        if (chart.shadedBelow() != null) {
            svg.empty(
                    "rect",
                    "x",
                    coord(at),
                    "y",
                    Integer.toString(y - 9),
                    "width",
                    "12",
                    "height",
                    "10",
                    "fill",
                    SHADE,
                    "fill-opacity",
                    "0.25");
            label(svg, chart.shadeLabel(), at + 16, y);
        }
    }

    private static double label(Markup svg, String text, double x, int y) {
        svg.element("text", text, "x", coord(x), "y", Integer.toString(y), "fill", "#333333");
        return x + text.length() * CHAR_WIDTH + 14;
    }

    private static void shade(Markup svg, LineChart chart, ChartScale x) {
        if (chart.shadedBelow() == null
                || chart.xs().isEmpty()
                || chart.shadedBelow() <= chart.xs().getFirst()) {
            return;
        }
        double from = px(x, chart.xs().getFirst());
        double to = px(x, Math.min(chart.shadedBelow(), chart.xs().getLast()));
        svg.empty(
                "rect",
                "class",
                "shade",
                "x",
                coord(from),
                "y",
                Integer.toString(TOP),
                "width",
                coord(to - from),
                "height",
                Integer.toString(HEIGHT - TOP - BOTTOM),
                "fill",
                SHADE,
                "fill-opacity",
                "0.16");
    }

    /**
     * One polyline per run of values at consecutive x (1 apart, e.g. seconds; a skipped x is a gap, as is a missing
     * value); a lone value between gaps is a dot.
     */
    private static void lines(Markup svg, List<Long> xs, LineChart.Series series, ChartScale x, ChartScale y) {
        List<String> run = new ArrayList<>();
        for (int i = 0; i <= xs.size(); i++) {
            Double value = i < xs.size() ? series.values().get(i) : null;
            boolean follows = run.isEmpty() || (i < xs.size() && xs.get(i) - xs.get(i - 1) <= 1);
            if (value != null && y.shows(value) && follows) {
                run.add(coord(px(x, xs.get(i))) + "," + coord(py(y, value)));
                continue;
            }
            if (run.size() == 1) {
                String[] point = run.getFirst().split(",");
                svg.empty(
                        "circle",
                        "class",
                        "line",
                        "data-series",
                        series.name(),
                        "cx",
                        point[0],
                        "cy",
                        point[1],
                        "r",
                        "2",
                        "fill",
                        series.colour());
            } else if (run.size() > 1) {
                svg.empty(
                        "polyline",
                        "class",
                        "line",
                        "data-series",
                        series.name(),
                        "points",
                        String.join(" ", run),
                        "fill",
                        "none",
                        "stroke",
                        series.colour(),
                        "stroke-width",
                        "1.6",
                        "stroke-linejoin",
                        "round");
            }
            run.clear();
            if (value != null && y.shows(value)) { // a value after skipped x values starts the next run
                run.add(coord(px(x, xs.get(i))) + "," + coord(py(y, value)));
            }
        }
    }

    /**
     * One bar per x value, as wide as 80 % of the spacing of the x values; each series' part of it stacked on
     * the parts of the series before it, with a tooltip naming the part.
     */
    private static void bars(Markup svg, LineChart chart, ChartScale x, ChartScale y) {
        List<Long> xs = chart.xs();
        double spacing = xs.size() < 2 ? WIDTH - LEFT - RIGHT : px(x, xs.get(1)) - px(x, xs.get(0));
        double width = Math.max(1, spacing * 0.8);
        for (int i = 0; i < xs.size(); i++) {
            double base = 0;
            for (LineChart.Series series : chart.series()) {
                Double value = series.values().get(i);
                if (value == null || !Double.isFinite(value) || value <= 0) {
                    continue;
                }
                double top = py(y, base + value);
                svg.open(
                                "rect",
                                "class",
                                "bar",
                                "data-series",
                                series.name(),
                                "x",
                                coord(Math.max(LEFT, px(x, xs.get(i)) - width / 2)),
                                "y",
                                coord(top),
                                "width",
                                coord(width),
                                "height",
                                coord(py(y, base) - top),
                                "fill",
                                series.colour())
                        .element("title", series.name() + ": " + ValueFormat.format(value) + " at " + xs.get(i))
                        .close("rect");
                base += value;
            }
        }
    }

    /** A dot on each point of the first series whose tooltip names its x value ({@link LineChart#xNames}). */
    private static void names(Markup svg, LineChart chart, ChartScale x, ChartScale y) {
        if (chart.xNames() == null || chart.series().isEmpty()) {
            return;
        }
        LineChart.Series first = chart.series().getFirst();
        for (int i = 0; i < chart.xs().size(); i++) {
            Double value = first.values().get(i);
            if (value == null || !y.shows(value)) {
                continue;
            }
            svg.open(
                            "circle",
                            "class",
                            "point",
                            "cx",
                            coord(px(x, chart.xs().get(i))),
                            "cy",
                            coord(py(y, value)),
                            "r",
                            "3.5",
                            "fill",
                            first.colour())
                    .element("title", chart.xNames().get(i) + ": " + first.name() + " " + ValueFormat.format(value))
                    .close("circle");
        }
    }

    private static void marks(Markup svg, List<LineChart.Mark> marks, ChartScale x) {
        for (LineChart.Mark mark : marks) {
            svg.open("g", "class", "mark")
                    .element("title", mark.tooltip())
                    .empty("path", "d", triangle(px(x, mark.x()), HEIGHT - BOTTOM - 1), "fill", MARK_RED)
                    .close("g");
        }
    }

    /** An upward triangle whose base is centred on (x, baseY). */
    private static String triangle(double x, double baseY) {
        return "M" + coord(x - 4) + "," + coord(baseY) + " L" + coord(x + 4) + "," + coord(baseY) + " L" + coord(x)
                + "," + coord(baseY - 7) + " Z";
    }

    private static double min(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    }
}
