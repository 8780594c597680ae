package io.threadbench.controller.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The report's SVG line charts on crafted series: coordinates, gaps, log ticks, marks, shading, escaping. */
class SvgLineChartTests {

    private static final List<Long> ELEVEN_SECONDS =
            LongStream.rangeClosed(0, 10).boxed().toList();

    @Test
    void pointsMapOntoThePlotAreaOnALinearAxisFromZero() throws Exception {
        List<Double> values = ELEVEN_SECONDS.stream().map(s -> s * 10.0).toList(); // 0..100
        Document svg = parse(SvgLineChart.render(chart(ELEVEN_SECONDS, false, values)));

        List<Element> lines = elements(svg, "//*[@class='line'][@data-series='s']");
        assertThat(lines)
                .singleElement()
                .extracting(line -> line.getAttribute("points").split(" "))
                .satisfies(points -> {
                    assertThat(points).hasSize(11);
                    // plot: x 56..506, y 190 (0) .. 40 (120: 100 plus headroom, rounded up to the step of 20)
                    assertThat(points[0]).isEqualTo("56,190");
                    assertThat(points[5]).isEqualTo("281,127.5");
                    assertThat(points[10]).isEqualTo("506,65");
                });
        assertThat(texts(svg, "//*[@class='y-tick']")).containsExactly("0", "20", "40", "60", "80", "100", "120");
        assertThat(texts(svg, "//*[@class='x-tick']")).containsExactly("0", "2", "4", "6", "8", "10");
        assertThat(texts(svg, "/*/*[local-name()='title']")).containsExactly("crafted <chart> & co");
    }

    @Test
    void aLogAxisSpansWholeDecadesAndPlacesEachDecadeEvenly() throws Exception {
        List<Double> values = new ArrayList<>(Arrays.asList(1.0, 10.0, 100.0));
        Document svg = parse(SvgLineChart.render(chart(List.of(0L, 1L, 2L), true, values)));

        assertThat(elements(svg, "//*[@data-series='s']").getFirst().getAttribute("points"))
                .isEqualTo("56,190 281,115 506,40");
        assertThat(texts(svg, "//*[@class='y-tick']")).containsExactly("1", "2", "5", "10", "20", "50", "100");
        assertThat(texts(svg, "//*[local-name()='text']")).contains("ms (log)");
    }

    @Test
    void logAxesEndOnRoundValuesAndTickAtPowersOfTenOnlyOverAWideSpan() {
        assertThat(ChartScale.log(3, 250).ticks()).containsExactly(2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0);
        assertThat(ChartScale.log(3, 2500).ticks()).containsExactly(2.0, 10.0, 100.0, 1000.0, 5000.0);
        assertThat(ChartScale.log(12, 80).ticks()).containsExactly(10.0, 20.0, 50.0, 100.0);
        assertThat(ChartScale.log(0.25, 0.9).ticks()).containsExactly(0.2, 0.5, 1.0);
        assertThat(ChartScale.log(7, 7).ticks()).containsExactly(5.0, 10.0);
        assertThat(ChartScale.log(1, 1000).fraction(100))
                .isCloseTo(2.0 / 3, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(ChartScale.fromZero(0, 37).ticks()).containsExactly(0.0, 10.0, 20.0, 30.0, 40.0);
        assertThat(ChartScale.fromZero(0, 40).ticks()).containsExactly(0.0, 10.0, 20.0, 30.0, 40.0, 50.0);
    }

    @Test
    void missingValuesSplitTheLineAndALoneValueIsADot() throws Exception {
        List<Double> values = new ArrayList<>(Arrays.asList(5.0, 6.0, null, 7.0, null, 8.0, 9.0, 10.0));
        List<Long> xs = LongStream.range(0, 8).boxed().toList();
        Document svg = parse(SvgLineChart.render(chart(xs, true, values)));

        List<Element> parts = elements(svg, "//*[@data-series='s']");
        assertThat(parts).extracting(Element::getLocalName).containsExactly("polyline", "circle", "polyline");
        assertThat(parts.get(0).getAttribute("points").split(" ")).hasSize(2);
        assertThat(parts.get(2).getAttribute("points").split(" ")).hasSize(3);
    }

    @Test
    void skippedSecondsAreAGapToo() throws Exception {
        List<Long> xs = List.of(-5L, -4L, -3L, 0L, 1L, 2L); // warm-up, then the measured run two seconds later
        Document svg = parse(
                SvgLineChart.render(chart(xs, false, xs.stream().map(x -> 10.0).toList())));

        assertThat(elements(svg, "//*[@data-series='s']"))
                .extracting(line -> line.getAttribute("points").split(" ").length)
                .containsExactly(3, 3);
    }

    @Test
    void anEmptySeriesSaysNoDataAndDrawsNoLine() throws Exception {
        List<Double> nothing = new ArrayList<>(Arrays.asList(null, null, null));
        Document empty = parse(SvgLineChart.render(chart(List.of(-1L, 0L, 1L), true, nothing)));
        Document noSeconds = parse(SvgLineChart.render(chart(List.of(), false, List.of())));

        for (Document svg : List.of(empty, noSeconds)) {
            assertThat(texts(svg, "//*[@class='no-data']")).containsExactly("no data");
            assertThat(elements(svg, "//*[@class='line']")).isEmpty();
            assertThat(elements(svg, "//*[@class='y-tick']")).isEmpty();
        }
    }

    @Test
    void marksSitUnderTheirSecondAndTheShadedBandEndsWhereAsked() throws Exception {
        List<Long> xs = LongStream.rangeClosed(-2, 8).boxed().toList(); // x 56 (-2) .. 506 (8): 45 px a second
        List<Double> values = xs.stream().map(x -> 20.0).toList();
        LineChart chart = new LineChart(
                "marked",
                "marked",
                "second",
                "ms",
                xs,
                true,
                List.of(new LineChart.Series("p50", "#1971c2", values)),
                List.of(new LineChart.Mark(4, "3 failed requests in second 4")),
                -0.5,
                "warm-up");
        Document svg = parse(SvgLineChart.render(chart));

        Element mark = elements(svg, "//*[@class='mark']").getFirst();
        assertThat(mark.getTextContent()).isEqualTo("3 failed requests in second 4");
        // triangle centred on x(4) = 56 + 6 × 45 = 326, base on the plot's bottom edge
        assertThat(((Element) mark.getElementsByTagNameNS("*", "path").item(0)).getAttribute("d"))
                .isEqualTo("M322,189 L330,189 L326,182 Z");
        Element shade = elements(svg, "//*[@class='shade']").getFirst();
        assertThat(shade.getAttribute("x")).isEqualTo("56");
        assertThat(shade.getAttribute("width")).isEqualTo("67.5"); // to x(-0.5) = 123.5
        assertThat(texts(svg, "//*[local-name()='text']")).contains("errors", "warm-up", "p50");
    }

    @Test
    void stackedBarsPutEachSeriesOnTheOnesBeforeItAndScaleToTheTotals() throws Exception {
        LineChart chart = new LineChart(
                        "kinds",
                        "Errors by kind",
                        "second",
                        "failed requests/s",
                        List.of(0L, 1L, 2L),
                        false,
                        List.of(
                                new LineChart.Series("refused", "#c92a2a", Arrays.asList(30.0, 0.0, null)),
                                new LineChart.Series("http_5xx", "#e03131", Arrays.asList(50.0, 20.0, null))),
                        List.of(),
                        null,
                        null)
                .stackedBars();
        Document svg = parse(SvgLineChart.render(chart));

        // y: 0..100 over 190..40 (a total of 80 plus headroom, rounded to the step of 20); x 0..2 over 56..506
        Element refused =
                elements(svg, "//*[@class='bar'][@data-series='refused']").getFirst();
        List<Element> failed = elements(svg, "//*[@class='bar'][@data-series='http_5xx']");
        assertThat(elements(svg, "//*[@class='bar']")).hasSize(3); // no part for 0, no bar for a missing second
        assertThat(refused.getAttribute("y")).isEqualTo("145");
        assertThat(refused.getAttribute("height")).isEqualTo("45");
        assertThat(failed.getFirst().getAttribute("y")).isEqualTo("70"); // on top of refused: 30 + 50 = 80
        assertThat(failed.getFirst().getAttribute("height")).isEqualTo("75");
        assertThat(failed.get(1).getAttribute("y")).isEqualTo("160");
        assertThat(failed.getFirst().getAttribute("width")).isEqualTo("180"); // 80 % of 225 between seconds
        assertThat(texts(svg, "//*[@class='bar']/*[local-name()='title']"))
                .containsExactly("refused: 30 at 0", "http_5xx: 50 at 0", "http_5xx: 20 at 1");
        assertThat(elements(svg, "//*[@class='line']")).isEmpty();
    }

    @Test
    void allZeroValuesTickFromZeroToOneNotInBillionths() throws Exception {
        List<Double> zeros = ELEVEN_SECONDS.stream().map(s -> 0.0).toList();
        Document svg = parse(SvgLineChart.render(chart(ELEVEN_SECONDS, false, zeros)));

        // a tick of 10⁻⁹ printed as "0.000000001", which the left margin clipped to "0000000001"
        assertThat(texts(svg, "//*[@class='y-tick']")).contains("0", "1").allMatch(label -> label.length() <= 4);
    }

    @Test
    void xTicksAreWholeAndALonePointSitsInTheMiddle() throws Exception {
        Document three = parse(SvgLineChart.render(chart(List.of(1L, 2L, 3L), false, List.of(1.0, 2.0, 3.0))));
        assertThat(texts(three, "//*[@class='x-tick']")).containsExactly("1", "2", "3");

        Document one = parse(SvgLineChart.render(chart(List.of(1L), false, List.of(5.0))));
        assertThat(texts(one, "//*[@class='x-tick']")).containsExactly("0", "1", "2");
    }

    @Test
    void seriesOfTheWrongLengthAreRefused() {
        assertThatThrownBy(() -> chart(List.of(1L, 2L), false, List.of(1.0)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("series s has 1 values for 2 x values");
    }

    private static LineChart chart(List<Long> xs, boolean log, List<Double> values) {
        return new LineChart(
                "crafted",
                "crafted <chart> & co",
                "second",
                "ms",
                xs,
                log,
                List.of(new LineChart.Series("s", "#000000", values)),
                List.of(),
                null,
                null);
    }

    static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    static List<Element> elements(Document document, String xpath) throws Exception {
        NodeList nodes =
                (NodeList) XPathFactory.newInstance().newXPath().evaluate(xpath, document, XPathConstants.NODESET);
        List<Element> elements = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            elements.add((Element) nodes.item(i));
        }
        return elements;
    }

    static List<String> texts(Document document, String xpath) throws Exception {
        return elements(document, xpath).stream().map(Element::getTextContent).toList();
    }
}
