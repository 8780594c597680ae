package io.threadbench.controller.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What {@link SvgLineChart} draws: lines over a shared x axis (or, for counts that add up, bars stacked per x
 * value), marks at some x values, and an optional shaded band at the start (the warm-up).
 *
 * @param id          a short name for the chart, written as {@code data-chart}
 * @param xs          the x value of each point, ascending
 * @param logScale    a log y axis (values of 0 or less leave gaps)
 * @param shadedBelow x values below this are shaded and named {@code shadeLabel} in the legend; null for none
 * @param marks       x values to flag under the plot, each with its tooltip
 * @param markLabel   what the marks are, for the legend
 * @param stacked     the series are parts of a whole: one bar per x value, the series stacked in their order
 * @param xNames      what each x value stands for (e.g. a benchmark and its date), shown when the pointer rests on
 *                    a point of the first series; null for none
 */
record LineChart(
        String id,
        String title,
        String xLabel,
        String yLabel,
        List<Long> xs,
        boolean logScale,
        List<Series> series,
        List<Mark> marks,
        Double shadedBelow,
        String shadeLabel,
        String markLabel,
        boolean stacked,
        List<String> xNames) {

    /** A chart whose marks are seconds with request errors. */
    LineChart(
            String id,
            String title,
            String xLabel,
            String yLabel,
            List<Long> xs,
            boolean logScale,
            List<Series> series,
            List<Mark> marks,
            Double shadedBelow,
            String shadeLabel) {
        this(id, title, xLabel, yLabel, xs, logScale, series, marks, shadedBelow, shadeLabel, "errors", false, null);
    }

    /** The same chart with its series drawn as stacked bars (on a linear axis). */
    LineChart stackedBars() {
        return new LineChart(
                id, title, xLabel, yLabel, xs, false, series, marks, shadedBelow, shadeLabel, markLabel, true, xNames);
    }

    /** Per x value, the sum of the series' values there (a missing value counts 0); null where all are missing. */
    List<Double> totals() {
        List<Double> totals = new ArrayList<>();
        for (int i = 0; i < xs.size(); i++) {
            Double total = null;
            for (Series line : series) {
                Double value = line.values().get(i);
                if (value != null && Double.isFinite(value)) {
                    total = (total == null ? 0 : total) + value;
                }
            }
            totals.add(total);
        }
        return totals;
    }

    LineChart {
        xs = List.copyOf(xs);
        series = List.copyOf(series);
        marks = List.copyOf(marks);
        for (Series line : series) {
            if (line.values().size() != xs.size()) {
                throw new IllegalArgumentException("series " + line.name() + " has "
                        + line.values().size() + " values for " + xs.size() + " x values");
            }
        }
    }

    /**
     * One line.
     *
     * @param values one per x value; null (or, on a log axis, 0 or less) leaves a gap
     */
    record Series(String name, String colour, List<Double> values) {

        Series {
            values = Collections.unmodifiableList(new ArrayList<>(values)); // keeps the nulls
        }
    }

    /** A flagged x value, e.g. a second with request errors. */
    record Mark(long x, String tooltip) {}
}
