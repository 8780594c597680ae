package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricTable;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

class HeatmapSvgRendererTests {

    /** Three repetitions around a value, ±0.5 %: Welch's test judges any difference of a few percent. */
    static List<Double> three(double value) {
        return List.of(value * 0.995, value, value * 1.005);
    }

    private static final String SVG_NS = "http://www.w3.org/2000/svg";
    private static final String P99 = "latency_millis_p99";
    private static final String RPS = "requests_per_second_p50";

    private final HeatmapSvgRenderer renderer = new HeatmapSvgRenderer();

    private static MetricTable table() {
        return MetricTable.builder()
                .addAll("s1", "loom-netty", P99, List.of(10.0, 10.2, 10.1))
                .addAll("s1", "webflux-netty", P99, List.of(14.0, 14.2, 14.1))
                .addAll("s2", "loom-netty", P99, List.of(10.0, 11.0, 12.0))
                .addAll("s2", "webflux-netty", P99, List.of(10.5, 11.5, 12.5))
                .addAll("s1", "loom-netty", RPS, three(100.0))
                .addAll("s1", "webflux-netty", RPS, three(120.0))
                .addAll("s2", "loom-netty", RPS, three(80.0))
                .addAll("s2", "webflux-netty", RPS, three(90.0))
                .addAll("s2", "webflux-netty", "requests_error", three(4.0))
                .addAll("s2", "webflux-netty", "error_rate_percent", three(4.0))
                .addAll("s2", "loom-netty", "error_rate_percent", three(0.0))
                .addAll("s3", "loom-netty", P99, List.of(10.0, 11.0, 12.0))
                .addAll("s3", "webflux-netty", P99, List.of(10.5, 11.5, 12.5))
                .build();
    }

    @Test
    void producesWellFormedSvgWithOneGroupPerCell() throws Exception {
        Document svg = parse(renderer.render(
                HeatmapBuilder.build(table(), HeatmapOptions.all().withTitle("JDK 25"))));

        Element root = svg.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo(SVG_NS);
        assertThat(Integer.parseInt(root.getAttribute("width"))).isGreaterThan(2 * HeatmapSvgRenderer.CELL_WIDTH);
        List<Element> cells = cellGroups(svg);
        assertThat(cells).hasSize(12);
        assertThat(texts(svg)).contains("JDK 25", "s1", "s2", "p99 latency (ms)", "Throughput, median second (req/s)");
    }

    @Test
    void cellsShowWinnerRunnerUpUntoldAndErrors() throws Exception {
        Document svg = parse(renderer.render(HeatmapBuilder.build(table(), HeatmapOptions.all())));

        List<Element> cells = cellGroups(svg);
        // rows: requests_error, rps, p99; columns s1, s2, s3. Each value names its variant and its rank in the cell.
        assertThat(cells.get(0).getAttribute("class")).isEqualTo("hm-empty");
        assertThat(cells.get(1).getAttribute("class")).isEqualTo("hm-no-winner");
        Element rpsS1 = cells.get(3);
        assertThat(rpsS1.getAttribute("class")).isEqualTo("hm-win");
        assertThat(rpsS1.getTextContent()).contains("webflux-netty 120 #1", "loom-netty 100 #2");
        Element rpsS1Bold =
                (Element) rpsS1.getElementsByTagNameNS(SVG_NS, "text").item(0);
        assertThat(rpsS1Bold.getAttribute("font-weight")).isEqualTo("bold");

        Element rpsS2 = cells.get(4);
        assertThat(rpsS2.getTextContent()).contains("loom-netty 80 #1", "webflux-netty 90 E #2");
        Element errorText =
                (Element) rpsS2.getElementsByTagNameNS(SVG_NS, "text").item(1);
        assertThat(errorText.getAttribute("fill")).isEqualTo("#c00000");

        assertThat(cells.get(7).getTextContent()).contains("loom-netty 11 #1", "webflux-netty 11.5 E #2");
        Element p99S3 = cells.get(8);
        assertThat(p99S3.getAttribute("class")).isEqualTo("hm-inconclusive");
        assertThat(p99S3.getTextContent()).contains("could not tell", "loom-netty 11 =1", "webflux-netty 11.5 =1");
        Element rect = (Element) p99S3.getElementsByTagNameNS(SVG_NS, "rect").item(0);
        assertThat(rect.getAttribute("fill")).isEqualTo("#ffffff");
    }

    @Test
    void tooltipsGiveAllValuesWithIntervals() throws Exception {
        Document svg = parse(renderer.render(HeatmapBuilder.build(table(), HeatmapOptions.all())));

        String tooltip = firstChild(cellGroups(svg).get(6), "title").getTextContent();

        assertThat(tooltip).isEqualTo("""
                p99 latency (ms) in s1 (lower is better; latency_millis_p99)
                winner loom-netty, 1.4× lower (96.7 % interval 1.36–1.43×, 3 repetitions each)
                1. loom-netty: 10.1 (median, 95 % CI 9.85 – 10.3, n=3)
                2. webflux-netty: 14.1 (median, 95 % CI 13.9 – 14.3, n=3)""");
    }

    @Test
    void legendListsApproachesTheOtherAnswersAndNoWinner() throws Exception {
        Document svg = parse(renderer.render(HeatmapBuilder.build(table(), HeatmapOptions.all())));

        // 7 rated cells: loom-netty wins rps/s2, p99/s2 and error rate/s2 (webflux-netty failed 4 % of its
        // requests, shown to differ) and p99/s1, webflux-netty rps/s1, p99/s3 could not tell, requests_error/s2 has
        // only webflux-netty, which fails: no winner; requests_error and error rate in s1 and s3 and rps/s3 are empty
        assertThat(texts(svg))
                .contains(
                        "#1  loom-netty: 4 wins (57.1 %)",
                        "#2  webflux-netty: 1 win (14.3 %)",
                        "the same within the smallest difference: 0 cells (0.0 %)",
                        "could not tell (more repetitions would): 1 cell (14.3 %)",
                        "no winner (best approaches failed 1 % of requests or more): 1 cell (14.3 %)",
                        "n/a: 5 cells without values, not counted in the shares of 7 cells");
    }

    @Test
    void escapesEveryText() throws Exception {
        String scenario = "a<b & \"c\" 'd'>";
        String approach = "x&y<z>";
        MetricTable table = MetricTable.builder()
                .addAll(scenario, approach, P99, three(1.0))
                .addAll(scenario, "loom-netty", P99, three(2.0))
                .build();

        String rendered =
                renderer.render(HeatmapBuilder.build(table, HeatmapOptions.all().withTitle("<script>")));

        assertThat(rendered).doesNotContain("<script>", "a<b", "x&y");
        Document svg = parse(rendered);
        assertThat(texts(svg)).contains("<script>", scenario, "#1  " + approach + ": 1 win (100.0 %)");
        assertThat(firstChild(cellGroups(svg).getFirst(), "title").getTextContent())
                .contains("p99 latency (ms) in " + scenario, "1. " + approach + ": 1 (median");
    }

    @Test
    void transposedEmptySelectionStillRenders() throws Exception {
        MetricTable table =
                MetricTable.builder().addAll("s", "a", P99, three(1.0)).build();

        Document svg = parse(
                renderer.render(HeatmapBuilder.build(table, HeatmapOptions.all().withTransposed(true))));

        assertThat(cellGroups(svg)).hasSize(1);
        assertThat(texts(svg)).contains("scenario ↓  metric →");
    }

    /**
     * The legend's notes wrap: a report's one-scenario heatmap cut its decision note off at the SVG's edge. Each text
     * of the legend fits within the SVG at the 6 px per character of its 10 px notes, and the SVG is no wider than a
     * wrapped note needs.
     */
    @Test
    void theLegendsNotesWrapWithinTheSvgsWidth() throws Exception {
        MetricTable table = MetricTable.builder()
                .addAll("s", "loom-netty", P99, three(10.0))
                .addAll("s", "webflux-netty", P99, three(14.0))
                .build();
        Heatmap heatmap = HeatmapBuilder.build(table, HeatmapOptions.all());

        Document svg = parse(renderer.render(heatmap));

        int width = Integer.parseInt(svg.getDocumentElement().getAttribute("width"));
        assertThat(width).isLessThan(700);
        NodeList legendTexts = ((Element)
                        svg.getElementsByTagNameNS(SVG_NS, "g").item(0).getParentNode())
                .getElementsByTagNameNS(SVG_NS, "text");
        List<String> notes = new ArrayList<>();
        for (int i = 0; i < legendTexts.getLength(); i++) {
            Element text = (Element) legendTexts.item(i);
            if ("10".equals(text.getAttribute("font-size"))) {
                notes.add(text.getTextContent());
                assertThat(Double.parseDouble(text.getAttribute("x"))
                                + 6 * text.getTextContent().length())
                        .as(text.getTextContent())
                        .isLessThanOrEqualTo(width);
            }
        }
        assertThat(String.join(" ", notes)).contains(heatmap.legend().decisionNote());
        assertThat(notes).allMatch(note -> note.length() <= SvgLegend.NOTE_CHARS);
    }

    /**
     * One scenario of many metrics is drawn as tiles across the width, four a row, each cell under its metric's label,
     * instead of a strip one cell wide (issue 38).
     */
    @Test
    void aOneScenarioHeatmapIsDrawnAsTilesAcrossTheWidth() throws Exception {
        MetricTable.Builder builder = MetricTable.builder();
        List<String> metrics = List.of(
                P99,
                RPS,
                "latency_millis_p50",
                "latency_millis_p90",
                "latency_millis_max",
                "cpu_millis_per_request",
                "rss_sut_mib_avg");
        for (String metric : metrics) {
            builder.addAll("only", "loom-netty", metric, three(10.0))
                    .addAll("only", "webflux-netty", metric, three(14.0));
        }

        Document svg = parse(renderer.render(HeatmapBuilder.build(builder.build(), HeatmapOptions.all())));

        List<Element> cells = cellGroups(svg);
        assertThat(cells).hasSize(metrics.size());
        List<Element> rects =
                cells.stream().map(cell -> firstChild(cell, "rect")).toList();
        for (int i = 1; i < HeatmapSvgRenderer.TILES_PER_ROW; i++) {
            assertThat(rects.get(i).getAttribute("y"))
                    .as("tile %d beside the first", i)
                    .isEqualTo(rects.getFirst().getAttribute("y"));
            assertThat(Integer.parseInt(rects.get(i).getAttribute("x")))
                    .isEqualTo(
                            Integer.parseInt(rects.get(i - 1).getAttribute("x")) + HeatmapSvgRenderer.TILE_WIDTH + 8);
        }
        Element fifth = rects.get(HeatmapSvgRenderer.TILES_PER_ROW);
        assertThat(fifth.getAttribute("x"))
                .as("the fifth starts the next row")
                .isEqualTo(rects.getFirst().getAttribute("x"));
        assertThat(Integer.parseInt(fifth.getAttribute("y")))
                .isGreaterThan(Integer.parseInt(rects.getFirst().getAttribute("y")));
        assertThat(rects.getFirst().getAttribute("width")).isEqualTo(Integer.toString(HeatmapSvgRenderer.TILE_WIDTH));
        int width = Integer.parseInt(svg.getDocumentElement().getAttribute("width"));
        assertThat(width).isGreaterThanOrEqualTo(HeatmapSvgRenderer.TILES_PER_ROW * HeatmapSvgRenderer.TILE_WIDTH);
        assertThat(texts(svg)).contains("scenario", "only", "p99 latency (ms)", "CPU per request (ms)");
    }

    private static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }

    private static List<Element> cellGroups(Document svg) {
        List<Element> cells = new ArrayList<>();
        NodeList groups = svg.getElementsByTagNameNS(SVG_NS, "g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            if (group.getAttribute("class").startsWith("hm-")
                    && !group.getAttribute("class").equals("hm-legend")) {
                cells.add(group);
            }
        }
        return cells;
    }

    private static List<String> texts(Document svg) {
        List<String> texts = new ArrayList<>();
        NodeList nodes = svg.getElementsByTagNameNS(SVG_NS, "text");
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        return texts;
    }

    private static Element firstChild(Element parent, String name) {
        return (Element) parent.getElementsByTagNameNS(SVG_NS, name).item(0);
    }
}
