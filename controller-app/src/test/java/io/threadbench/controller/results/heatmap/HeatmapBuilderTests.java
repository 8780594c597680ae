package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.threadbench.controller.metrics.MetricTable;
import java.util.List;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

class HeatmapBuilderTests {

    /** Three repetitions around a value, ±0.5 %: Welch's test judges any difference of a few percent. */
    static List<Double> three(double value) {
        return List.of(value * 0.995, value, value * 1.005);
    }

    private static final String P50 = "latency_millis_p50";
    private static final String P99 = "latency_millis_p99";
    private static final String RPS = "requests_per_second_p50";

    /** Metrics are added out of results.csv order on purpose. */
    private static MetricTable table() {
        return MetricTable.builder()
                .addAll("s1", "webflux-netty", P99, three(11.0))
                .addAll("s1", "loom-netty", P99, three(10.0))
                .addAll("s1", "webflux-netty", P50, three(5.0))
                .addAll("s1", "loom-netty", P50, three(4.0))
                // rps in s1: loom-netty 110 vs webflux-netty 100, a lead of 0.1
                .addAll("s1", "webflux-netty", RPS, three(100.0))
                .addAll("s1", "loom-netty", RPS, three(110.0))
                .addAll("s2", "webflux-netty", P99, three(20.0))
                .addAll("s2", "loom-netty", P99, three(40.0))
                .addAll("s2", "webflux-netty", P50, three(7.0))
                .addAll("s2", "loom-netty", P50, three(7.0))
                .addAll("s2", "webflux-netty", RPS, three(50.0))
                .addAll("s2", "loom-netty", RPS, three(60.0))
                .addAll("s3", "loom-netty", "requests_error", three(0.0))
                .build();
    }

    @Test
    void metricsFollowResultsCsvOrderAndScenariosTableOrder() {
        Heatmap heatmap = HeatmapBuilder.build(table(), HeatmapOptions.all());

        assertThat(heatmap.rows())
                .extracting(r -> r.header().text())
                .containsExactly(
                        "Failed requests", "Throughput, median second (req/s)", "p50 latency (ms)", "p99 latency (ms)");
        assertThat(heatmap.columns()).extracting(Header::text).containsExactly("s1", "s2", "s3");
        assertThat(heatmap.rowAxis()).isEqualTo("metric");
        assertThat(heatmap.rows().get(1).header().tooltip()).isEqualTo("requests_per_second_p50 (higher is better)");
    }

    @Test
    void legendCountsWinsTiesAndNoWinnerOverRatedCells() {
        MetricTable table = MetricTable.builder()
                .addAll("s1", "loom-netty", P99, three(10.0))
                .addAll("s1", "webflux-netty", P99, three(11.0))
                .addAll("s1", "loom-netty", P50, three(4.0))
                .addAll("s1", "webflux-netty", P50, three(5.0))
                .addAll("s1", "loom-netty", RPS, three(100.0))
                .addAll("s1", "webflux-netty", RPS, three(90.0))
                .addAll("s2", "loom-netty", P99, three(40.0))
                .addAll("s2", "webflux-netty", P99, three(20.0))
                .addAll("s2", "loom-netty", P50, three(7.0))
                .addAll("s2", "webflux-netty", P50, three(7.0))
                .addAll("s3", "loom-netty", RPS, three(10.0))
                .errors("s3", "loom-netty")
                .addAll("s3", "webflux-netty", RPS, three(20.0))
                .errors("s3", "webflux-netty")
                .add("s2", "platform-tomcat", "latency_millis_max", null)
                .build();

        Legend legend = HeatmapBuilder.build(table, HeatmapOptions.all()).legend();

        // 3 metrics x 3 scenarios = 9 cells, 3 of them empty (s2 rps, s3 p50, s3 p99)
        assertThat(legend.ratedCells()).isEqualTo(6);
        assertThat(legend.emptyCells()).isEqualTo(3);
        assertThat(legend.entries())
                .extracting(LegendEntry::approach, LegendEntry::rank, LegendEntry::wins, LegendEntry::winSharePercent)
                .containsExactly(
                        Tuple.tuple("loom-netty", 1, 3, 50.0),
                        Tuple.tuple("webflux-netty", 2, 1, 16.7),
                        Tuple.tuple("platform-tomcat", 3, 0, 0.0));
        assertThat(legend.equivalent() + legend.inconclusive()).isEqualTo(1);
        assertThat(legend.equivalentSharePercent() + legend.inconclusiveSharePercent())
                .isEqualTo(16.7);
        assertThat(legend.noWinner()).isEqualTo(1);
        assertThat(legend.noWinnerSharePercent()).isEqualTo(16.7); // each rounded on its own: sum 100.1
        assertThat(legend.entries().getFirst().colour()).isEqualTo("#59a14f");
    }

    @Test
    void equalWinsShareARank() {
        MetricTable table = MetricTable.builder()
                .addAll("s1", "a", P99, three(1.0))
                .addAll("s1", "b", P99, three(2.0))
                .addAll("s1", "c", P99, three(3.0))
                .addAll("s2", "a", P99, three(2.0))
                .addAll("s2", "b", P99, three(1.0))
                .addAll("s2", "c", P99, three(3.0))
                .build();

        Legend legend = HeatmapBuilder.build(table, HeatmapOptions.all()).legend();

        assertThat(legend.entries())
                .extracting(LegendEntry::approach, LegendEntry::rank)
                .containsExactly(Tuple.tuple("a", 1), Tuple.tuple("b", 1), Tuple.tuple("c", 3));
    }

    @Test
    void cellShowsWinnerBoldWithRankAndRunnerUpBelow() {
        Heatmap heatmap = HeatmapBuilder.build(table(), HeatmapOptions.all());

        HeatmapCell cell = heatmap.cell(RPS, "s1");

        assertThat(cell.primary()).isEqualTo(new CellValue("loom-netty", "110", 1, false, true));
        assertThat(cell.secondary()).isEqualTo(new CellValue("webflux-netty", "100", 2, false, false));
        assertThat(cell.label()).isNull();
        // lead 0.1 -> strength 0.503 of loom-netty's #59a14f
        assertThat(cell.background()).isEqualTo(ApproachColours.blendWithWhite("#59a14f", 1 - Math.exp(-0.7)));
        assertThat(cell.background()).isEqualTo("#abd0a6");
        assertThat(cell.cssClass()).isEqualTo("hm-win");
        assertThat(cell.tooltip())
                .contains(
                        "Throughput, median second (req/s) in s1 (higher is better; requests_per_second_p50)",
                        "winner loom-netty, 1.1× higher (95 % interval 1.09–1.11×, 3 repetitions each)",
                        "1. loom-netty: 110 (median, 95 % CI 109 – 111, n=3)",
                        "2. webflux-netty: 100 (median");
    }

    @Test
    void tieAndErrorCellsAreLabelledAndErrorsGetTheSuffix() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", P50, three(7.0))
                .addAll("s", "b", P50, three(7.0))
                .addAll("t", "a", P50, three(7.0))
                .addAll("t", "b", P50, three(8.0))
                .addAll("t", "b", "requests_error", three(2.0))
                .addAll("t", "b", "error_rate_percent", three(2.0))
                .addAll("t", "a", "requests_error", three(0.0))
                .addAll("t", "a", "error_rate_percent", three(0.0))
                .build();
        Heatmap heatmap = HeatmapBuilder.build(table, HeatmapOptions.all().withMetrics(List.of(P50)));

        HeatmapCell tie = heatmap.cell(P50, "s");
        HeatmapCell error = heatmap.cell(P50, "t");

        assertThat(tie.label()).isEqualTo("the same");
        assertThat(tie.background()).isEqualTo("#e3e3e3");
        assertThat(tie.primary().bold()).isFalse();
        assertThat(tie.tooltip()).containsPattern("the same: a and b are within ±2 % \\(1× \\([\\d.]+ % interval 0.9");
        assertThat(error.primary().text()).isEqualTo("7");
        assertThat(error.secondary().text()).isEqualTo("8 E");
        assertThat(error.secondary().error()).isTrue();
        assertThat(error.background()).isEqualTo(ApproachColours.colourOf("a"));
        assertThat(error.tooltip()).contains("winner a, ", "n=3, fails 1 % of requests or more)");
    }

    @Test
    void tooltipShowsMedianIntervalAndN() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", P99, List.of(10.0, 12.0, 14.0))
                .addAll("s", "b", P99, List.of(30.0, 31.0, 32.0))
                .build();

        HeatmapCell cell = HeatmapBuilder.build(table, HeatmapOptions.all()).cell(P99, "s");

        assertThat(cell.tooltip()).contains("1. a: 12 (median, 95 % CI 7.03 – 17, n=3)");
        assertThat(cell.primary().text()).isEqualTo("12");
    }

    @Test
    void transposeSwapsRowsAndColumns() {
        Heatmap heatmap = HeatmapBuilder.build(table(), HeatmapOptions.all().withTransposed(true));

        assertThat(heatmap.rowAxis()).isEqualTo("scenario");
        assertThat(heatmap.rows()).extracting(r -> r.header().text()).containsExactly("s1", "s2", "s3");
        assertThat(heatmap.columns())
                .extracting(Header::text)
                .containsExactly(
                        "Failed requests", "Throughput, median second (req/s)", "p50 latency (ms)", "p99 latency (ms)");
        HeatmapCell cell = heatmap.rows().get(0).cells().get(3);
        assertThat(cell.ranking().metric()).isEqualTo(P99);
        assertThat(cell.ranking().scenario()).isEqualTo("s1");
        assertThat(heatmap.cell(P99, "s1")).isEqualTo(cell);
    }

    @Test
    void filtersSelectApproachesAndMetrics() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "platform-tomcat", P99, three(5.0))
                .addAll("s", "loom-netty", P99, three(10.0))
                .addAll("s", "webflux-netty", P99, three(11.0))
                .addAll("s", "loom-netty", P50, three(1.0))
                .build();

        Heatmap heatmap = HeatmapBuilder.build(
                table,
                HeatmapOptions.all()
                        .withApproaches(List.of("webflux-netty", "loom-netty"))
                        .withMetrics(List.of(P99)));

        assertThat(heatmap.rows()).hasSize(1);
        assertThat(heatmap.approaches()).containsExactly("webflux-netty", "loom-netty");
        assertThat(heatmap.cell(P99, "s").ranking().winner()).isEqualTo("loom-netty");
        assertThat(heatmap.legend().entries())
                .extracting(LegendEntry::approach)
                .containsExactly("loom-netty", "webflux-netty");
    }

    @Test
    void unknownFilterNamesAreRejectedWithTheAvailableOnes() {
        MetricTable table =
                MetricTable.builder().addAll("s", "loom-netty", P99, three(5.0)).build();

        assertThatThrownBy(
                        () -> HeatmapBuilder.build(table, HeatmapOptions.all().withApproaches(List.of("x"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown approach [x], expected some of [loom-netty]");
        assertThatThrownBy(
                        () -> HeatmapBuilder.build(table, HeatmapOptions.all().withMetrics(List.of(P50, "y"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown metrics [latency_millis_p50, y], expected some of [latency_millis_p99]");
    }
}
