package io.threadbench.controller.report;

import io.threadbench.controller.capacity.CapacityCurve;
import io.threadbench.controller.capacity.CapacityLimit;
import io.threadbench.controller.capacity.CapacityResult;
import io.threadbench.controller.capacity.CapacityStep;
import io.threadbench.controller.markup.Markup;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.export.CsvNumbers;
import io.threadbench.controller.results.heatmap.ApproachColours;
import io.threadbench.controller.results.heatmap.ValueFormat;
import io.threadbench.controller.scenario.CapacityPlan.Slo;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report's capacity section (issue 12), for benchmarks with {@code capacity} scenarios: per scenario the
 * capacity each variant reached (the median over repetitions, as results.csv has it) with what limited it, and
 * the two knee charts as SVG: p50/p99 latency against offered rate with the SLO dashed, and achieved against
 * offered throughput beside the line where the two are equal.
 */
final class CapacitySection {

    private static final String SLO_RED = "#e03131";
    private static final String DIAGONAL_GREY = "#adb5bd";
    private static final String P50_KEY_GREY = "#868e96";
    /** Latency above this many times the SLO is drawn at that height, so the knee stays visible. */
    private static final double LATENCY_CAP_TIMES_SLO = 4;

    private CapacitySection() {}

    static void write(Markup html, BenchmarkResults results, List<CapacityCurve> curves) {
        if (curves.isEmpty()) {
            return;
        }
        html.open("section", "id", "capacity").element("h2", "Capacity").newline();
        html.element(
                "p",
                "The highest offered rate each variant carried within the SLO (capacity_rps), the p99 it had there, and"
                        + " what stopped the search. Each point of the charts is one judged step.",
                "class",
                "note");
        Map<String, List<CapacityCurve>> byScenario = new LinkedHashMap<>();
        curves.forEach(curve -> byScenario
                .computeIfAbsent(curve.scenario(), s -> new ArrayList<>())
                .add(curve));
        byScenario.forEach((scenario, lines) -> scenario(html, results, scenario, lines));
        html.close("section").newline();
    }

    private static void scenario(Markup html, BenchmarkResults results, String scenario, List<CapacityCurve> lines) {
        html.element("h3", scenario);
        table(html, results, scenario, lines);
        Slo slo = lines.getFirst().slo();
        html.open("div", "class", "charts");
        html.trusted(latencyChart(scenario, lines, slo));
        html.trusted(throughputChart(scenario, lines));
        html.close("div").newline();
    }

    private static void table(Markup html, BenchmarkResults results, String scenario, List<CapacityCurve> lines) {
        html.open("table", "class", "summary capacity", "data-scenario", scenario)
                .open("thead")
                .open("tr");
        html.element("th", "variant")
                .element("th", "capacity req/s", "class", "num")
                .element("th", "p99 ms there", "class", "num")
                .element("th", "limited by")
                .element("th", "steps", "class", "num");
        html.close("tr").close("thead").open("tbody");
        for (String variant :
                lines.stream().map(CapacityCurve::variant).distinct().toList()) {
            Map<String, Double> medians = results.medians(scenario, variant);
            Double rps = medians.get(CapacityResult.CAPACITY_RPS);
            Double p99 = medians.get(CapacityResult.CAPACITY_P99_MILLIS);
            Double limit = medians.get(CapacityResult.CAPACITY_LIMIT);
            Double steps = medians.get(CapacityResult.CAPACITY_STEPS);
            html.open("tr", "data-variant", variant)
                    .open("td")
                    .open("span", "class", "swatch", "style", "background:" + ApproachColours.colourOf(variant))
                    .close("span")
                    .text(variant)
                    .close("td")
                    .element(
                            "td",
                            number(rps),
                            "class",
                            "num",
                            "data-metric",
                            CapacityResult.CAPACITY_RPS,
                            "data-value",
                            CsvNumbers.plain(rps))
                    .element("td", number(p99), "class", "num")
                    .element(
                            "td",
                            limit == null
                                    ? "–"
                                    : CapacityLimit.ofCode(limit)
                                            .map(CapacityLimit::label)
                                            .orElse(ValueFormat.format(limit)),
                            "data-metric",
                            CapacityResult.CAPACITY_LIMIT)
                    .element("td", number(steps), "class", "num")
                    .close("tr");
        }
        html.close("tbody").close("table").newline();
    }

    private static String number(Double value) {
        return value == null ? "–" : ValueFormat.format(value);
    }

    static String latencyChart(String scenario, List<CapacityCurve> lines, Slo slo) {
        List<KneeChartSvg.Series> series = new ArrayList<>();
        double right = maxRate(lines) * 1.05;
        if (slo != null && slo.p99Millis() != null) {
            series.add(flat("SLO p99 " + ValueFormat.format(slo.p99Millis()) + " ms", slo.p99Millis(), right));
        }
        if (slo != null && slo.p50Millis() != null) {
            series.add(flat("SLO p50 " + ValueFormat.format(slo.p50Millis()) + " ms", slo.p50Millis(), right));
        }
        for (CapacityCurve curve : lines) {
            String colour = ApproachColours.colourOf(curve.variant());
            series.add(new KneeChartSvg.Series(curve.variant(), colour, false, points(curve, true)));
            series.add(new KneeChartSvg.Series("", colour, true, points(curve, false)));
        }
        series.add(new KneeChartSvg.Series("solid p99, dashed p50", P50_KEY_GREY, true, List.of()));
        Double cap = slo == null || slo.p99Millis() == null ? null : slo.p99Millis() * LATENCY_CAP_TIMES_SLO;
        return KneeChartSvg.render(
                "capacity-latency-" + scenario, "Latency against offered rate", "offered req/s", "ms", series, cap);
    }

    static String throughputChart(String scenario, List<CapacityCurve> lines) {
        double right = maxRate(lines) * 1.05;
        List<KneeChartSvg.Series> series = new ArrayList<>();
        series.add(new KneeChartSvg.Series(
                "achieved = offered",
                DIAGONAL_GREY,
                true,
                List.of(new KneeChartSvg.Point(0, 0), new KneeChartSvg.Point(right, right))));
        for (CapacityCurve curve : lines) {
            List<KneeChartSvg.Point> achieved = curve.byRate().stream()
                    .map(step -> new KneeChartSvg.Point(
                            step.measurement().offeredRate(), step.measurement().achievedRps()))
                    .toList();
            series.add(new KneeChartSvg.Series(
                    curve.variant(), ApproachColours.colourOf(curve.variant()), false, achieved));
        }
        return KneeChartSvg.render(
                "capacity-throughput-" + scenario,
                "Achieved against offered rate",
                "offered req/s",
                "achieved req/s",
                series,
                null);
    }

    private static KneeChartSvg.Series flat(String name, double y, double right) {
        return new KneeChartSvg.Series(
                name, SLO_RED, true, List.of(new KneeChartSvg.Point(0, y), new KneeChartSvg.Point(right, y)));
    }

    private static List<KneeChartSvg.Point> points(CapacityCurve curve, boolean p99) {
        List<KneeChartSvg.Point> points = new ArrayList<>();
        for (CapacityStep step : curve.byRate()) {
            double latency =
                    p99 ? step.measurement().p99Millis() : step.measurement().p50Millis();
            if (Double.isFinite(latency)) {
                points.add(new KneeChartSvg.Point(step.measurement().offeredRate(), latency));
            }
        }
        return points;
    }

    private static double maxRate(List<CapacityCurve> lines) {
        return lines.stream()
                .flatMap(curve -> curve.steps().stream())
                .mapToInt(step -> step.measurement().offeredRate())
                .max()
                .orElse(1);
    }
}
