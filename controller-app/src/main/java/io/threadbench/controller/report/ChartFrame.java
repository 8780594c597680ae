package io.threadbench.controller.report;

import io.threadbench.controller.markup.Markup;
import io.threadbench.controller.results.heatmap.ValueFormat;

/**
 * The frame the report's SVG charts share ({@link SvgLineChart}, {@link KneeChartSvg}): their size and margins, the
 * root element with its title and white ground, and the axes: the y axis's grid lines and tick labels on the left, the
 * x axis's ticks and labels below, the plot's border and the two axis titles. The charts draw inside it.
 */
final class ChartFrame {

    static final int WIDTH = 520;
    static final int HEIGHT = 230;
    static final int LEFT = 56;
    static final int RIGHT = 14;
    static final int TOP = 40;
    static final int BOTTOM = 40;

    private ChartFrame() {}

    /** An open {@code <svg>} element holding the chart's title (for tools and on top) on a white ground. */
    static Markup open(String id, String title) {
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
        return svg;
    }

    static double px(ChartScale x, double value) {
        return LEFT + x.fraction(value) * (WIDTH - LEFT - RIGHT);
    }

    static double py(ChartScale y, double value) {
        return HEIGHT - BOTTOM - y.fraction(value) * (HEIGHT - TOP - BOTTOM);
    }

    /** A coordinate with at most one decimal: {@code 56}, {@code 123.5}. */
    static String coord(double value) {
        long tenths = Math.round(value * 10);
        return tenths % 10 == 0 ? Long.toString(tenths / 10) : Double.toString(tenths / 10.0);
    }

    /**
     * The axes, the plot's border and the axis titles.
     *
     * @param x the x scale, or null for no x ticks (nothing to place on it)
     * @param y the y scale, or null for no y ticks (no value to draw)
     */
    static void axes(Markup svg, ChartScale x, ChartScale y, String xLabel, String yLabel) {
        int bottom = HEIGHT - BOTTOM;
        if (y != null) {
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
                        "class",
                        "y-tick",
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
        }
        if (x != null) {
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
                        "class",
                        "x-tick",
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
}
