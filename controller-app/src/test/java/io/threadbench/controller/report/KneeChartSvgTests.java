package io.threadbench.controller.report;

import static io.threadbench.controller.report.SvgLineChartTests.elements;
import static io.threadbench.controller.report.SvgLineChartTests.parse;
import static io.threadbench.controller.report.SvgLineChartTests.texts;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** The knee chart draws in the frame of the line charts: the same size, axes, ticks and axis titles. */
class KneeChartSvgTests {

    @Test
    void aKneeChartHasTheLineChartsFrameAndAxes() throws Exception {
        List<KneeChartSvg.Point> points = List.of(
                new KneeChartSvg.Point(100, 20), new KneeChartSvg.Point(200, 35), new KneeChartSvg.Point(400, 90));
        Document svg = parse(KneeChartSvg.render(
                "knee-p99",
                "p99 latency by offered rate",
                "offered rate (req/s)",
                "p99 (ms)",
                List.of(new KneeChartSvg.Series("loom-tomcat", "#1971c2", false, points)),
                null));

        assertThat(svg.getDocumentElement().getAttribute("width")).isEqualTo(Integer.toString(ChartFrame.WIDTH));
        assertThat(texts(svg, "//*[@class='y-tick']")).startsWith("0").hasSizeGreaterThanOrEqualTo(3);
        assertThat(texts(svg, "//*[@class='x-tick']")).startsWith("0").hasSizeGreaterThanOrEqualTo(3);
        assertThat(texts(svg, "/*/*[local-name()='text']"))
                .contains("p99 latency by offered rate", "offered rate (req/s)", "p99 (ms)", "loom-tomcat");
        assertThat(elements(svg, "//*[local-name()='rect'][@fill='none']")).hasSize(1); // the plot's border
    }
}
