package io.threadbench.controller.report;

import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.results.heatmap.ApproachColours;
import io.threadbench.controller.results.heatmap.ValueFormat;
import io.threadbench.controller.results.trend.ChangePoint;
import io.threadbench.controller.results.trend.MetricTrend;
import io.threadbench.controller.results.trend.TrendPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

/**
 * A metric's trend as an SVG line chart in the report's style: the value per benchmark (oldest = 1, whole ticks) in
 * the approach's colour with a dot naming the benchmark and its date, its 95 % interval as grey lines, and a red
 * triangle under each change point.
 */
public final class TrendChart {

    private static final String INTERVAL_GREY = "#adb5bd";

    private TrendChart() {}

    /** @param format writes each benchmark's date in the page's time format */
    public static String svg(
            String approach, MetricTrend trend, java.util.function.Function<java.time.Instant, String> format) {
        List<TrendPoint> points = trend.points();
        List<Long> xs = LongStream.rangeClosed(1, points.size()).boxed().toList();
        List<LineChart.Mark> marks = new ArrayList<>();
        for (ChangePoint change : trend.changes()) {
            marks.add(new LineChart.Mark(
                    change.index() + 1,
                    (change.worse() ? "worse" : "better") + " from benchmark #" + change.benchmarkId() + ": "
                            + ValueFormat.format(change.meanBefore()) + " → " + ValueFormat.format(change.meanAfter())
                            + " (" + ValueFormat.percent(change.changePercent()) + ", " + change.pText() + ")"));
        }
        return SvgLineChart.render(new LineChart(
                "trend-" + trend.metric(),
                MetricCatalog.of(trend.metric()).label()
                        + (trend.higherIsBetter() ? " (higher is better)" : " (lower is better)"),
                "n-th benchmark, oldest = 1",
                trend.metric().startsWith("latency") ? "ms" : "req/s",
                xs,
                false,
                List.of(
                        new LineChart.Series(
                                approach,
                                ApproachColours.colourOf(approach),
                                points.stream().map(TrendPoint::value).toList()),
                        new LineChart.Series(
                                "95 % low",
                                INTERVAL_GREY,
                                points.stream().map(TrendPoint::low).toList()),
                        new LineChart.Series(
                                "95 % high",
                                INTERVAL_GREY,
                                points.stream().map(TrendPoint::high).toList())),
                marks,
                null,
                null,
                "change point",
                false,
                points.stream()
                        .map(point -> "#" + point.benchmarkId() + " " + point.benchmarkName() + ", "
                                + format.apply(point.createdAt()))
                        .toList()));
    }
}
