package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.results.CraftedBenchmarks;
import io.threadbench.controller.results.ResultsAppTestSupport;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HeatmapPagesTests extends ResultsAppTestSupport {

    private long older;
    private long newer;

    @BeforeAll
    void craft() {
        CraftedBenchmarks crafted = crafted();
        older = crafted.benchmark(
                "pages-older",
                List.of("fast-lane", "slow-lane"),
                List.of("platform-tomcat", "loom-tomcat", "loom-netty"),
                2);
        for (int rep = 1; rep <= 2; rep++) {
            // small noise between repetitions, so the 95 % intervals of 2 repetitions stay apart
            crafted.finishedTrial(older, "fast-lane", "platform-tomcat", rep, 20 + 0.1 * rep, 3, 40, 0);
            crafted.finishedTrial(older, "fast-lane", "loom-tomcat", rep, 10 + 0.1 * rep, 3, 40, 0);
            crafted.finishedTrial(older, "fast-lane", "loom-netty", rep, 5 + 0.1 * rep, 3, 40, 0);
            crafted.finishedTrial(older, "slow-lane", "platform-tomcat", rep, 50, 3, 40, 4);
            crafted.finishedTrial(older, "slow-lane", "loom-tomcat", rep, 100 + 0.1 * rep, 3, 40, 0);
        }
        newer = crafted.benchmark("pages-newer", List.of("fast-lane"), List.of("loom-netty"), 1);
        crafted.finishedTrial(newer, "fast-lane", "loom-netty", 1, 7, 3, 40, 0);
    }

    @Test
    void benchmarkHeatmapShowsWinnersRunnersUpAndLegend() {
        HttpResponse<String> page = get("/benchmarks/" + older + "/heatmap");

        assertThat(page.statusCode()).isEqualTo(200);
        String html = page.body();
        assertThat(html)
                .contains("<title>Winners of pages-older · Threadbench</title>")
                .contains("id=\"heatmap-legend\"")
                .contains("href=\"/api/benchmarks/" + older + "/heatmap.svg\"");
    }

    @Test
    void cellsNameTheWinnerWithValuesAndTheRunnerUp() {
        String html = get("/benchmarks/" + older + "/heatmap").body();

        assertThat(cell(html, "latency_millis_p50", "fast-lane"))
                .startsWith("data-outcome=\"win\" data-winner=\"loom-netty\"")
                .contains("hm-primary  hm-bold\"\n              data-approach=\"loom-netty\" data-rank=\"1\">"
                        + "<span class=\"hm-who\">loom-netty</span>")
                .contains("hm-secondary\"\n              data-approach=\"loom-tomcat\" data-rank=\"2\">"
                        + "<span class=\"hm-who\">loom-tomcat</span>");
        // with request errors platform-tomcat ranks below loom-tomcat although it is faster; its value shows an E
        assertThat(cell(html, "latency_millis_p50", "slow-lane"))
                .startsWith("data-outcome=\"win\" data-winner=\"loom-tomcat\"")
                .contains("hm-secondary  hm-error\"\n              data-approach=\"platform-tomcat\" data-rank=\"2\">"
                        + "<span class=\"hm-who\">platform-tomcat</span>")
                .contains(" E</span>");
        assertThat(html).contains("1. loom-netty: 5.").contains("95 % CI");
    }

    @Test
    void aGridOfOneScenarioIsLaidOutAsTilesAndOneOfTwoIsNot() {
        assertThat(get("/benchmarks/" + newer + "/heatmap").body()).contains("class=\"heatmap hm-single\"");
        assertThat(get("/benchmarks/" + older + "/heatmap").body())
                .contains("class=\"heatmap\"")
                .doesNotContain("hm-single\"");
        assertThat(get("/benchmarks/" + older + "/heatmap?transpose=true&metric=latency_millis_p50")
                        .body())
                .as("one metric, transposed: one column too")
                .contains("class=\"heatmap hm-single\"");
    }

    /** The attributes and content of a cell after its metric and scenario attributes, up to its end. */
    static String cell(String html, String metric, String scenario) {
        String key = "data-metric=\"" + metric + "\" data-scenario=\"" + scenario + "\" ";
        int start = html.indexOf(key);
        assertThat(start).as("cell %s in %s", metric, scenario).isPositive();
        return html.substring(start + key.length(), html.indexOf("</td>", start));
    }

    @Test
    void filtersAndTransposeChangeTheGrid() {
        String filtered = get("/benchmarks/" + older + "/heatmap?approach=platform-tomcat&approach=loom-tomcat"
                        + "&metric=latency_millis_p50&metric=requests_ok&transpose=true")
                .body();

        assertThat(filtered)
                .contains("scenario ↓ / metric →")
                .doesNotContain("data-winner=\"loom-netty\"")
                .doesNotContain("data-metric=\"latency_millis_p90\"")
                .contains("href=\"/api/benchmarks/" + older
                        + "/heatmap.svg?approach=platform-tomcat&amp;approach=loom-tomcat"
                        + "&amp;metric=latency_millis_p50&amp;metric=requests_ok&amp;transpose=true\"");

        assertThat(cell(filtered, "latency_millis_p50", "fast-lane"))
                .startsWith("data-outcome=\"win\" data-winner=\"loom-tomcat\"");

        String unknown = get("/benchmarks/" + older + "/heatmap?approach=jetty").body();
        assertThat(unknown)
                .contains("id=\"approach-error\"")
                .contains("unknown approach jetty; available: platform-tomcat, loom-tomcat, loom-netty");
    }

    @Test
    void svgDownloadWithFiltersAndErrors() {
        HttpResponse<String> svg = get("/api/benchmarks/" + older + "/heatmap.svg?metric=latency_millis_p50");
        assertThat(svg.statusCode()).isEqualTo(200);
        assertThat(svg.headers().firstValue("Content-Type"))
                .hasValueSatisfying(v -> assertThat(v).startsWith("image/svg+xml"));
        assertThat(svg.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"benchmark-" + older + "-heatmap.svg\"");
        assertThat(svg.body())
                .startsWith("<svg")
                .contains("Benchmark winners: pages-older")
                .contains("latency_millis_p50")
                .doesNotContain("latency_millis_p90");

        HttpResponse<String> bad = get("/api/benchmarks/" + older + "/heatmap.svg?metric=latency_p50");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("\"field\":\"metric\"").contains("unknown metric latency_p50");
        assertThat(get("/api/benchmarks/999999/heatmap.svg").statusCode()).isEqualTo(404);
    }

    @Test
    void latestHeatmapTakesEachCellFromTheNewestBenchmarkThatMeasuredIt() {
        String html = get("/heatmap?approach=loom-netty&approach=loom-tomcat&metric=latency_millis_min")
                .body();

        // fast-lane × loom-netty comes from the newer benchmark (7 ms), not the older one (5.1 and 5.2 ms)
        assertThat(html)
                .contains("data-approach=\"loom-netty\" data-rank=\"0\"><span class=\"hm-who\">loom-netty</span>\n"
                        + "          <span class=\"hm-number\">7</span>")
                .contains("pages-newer</a>:\n        <span>fast-lane × loom-netty</span>")
                .contains("pages-older</a>:\n        <span>fast-lane × platform-tomcat, fast-lane × loom-tomcat, "
                        + "slow-lane × platform-tomcat, slow-lane × loom-tomcat</span>");
    }

    @Test
    void aBenchmarkWithoutSuccessfulTrialsShowsAnEmptyState() {
        CraftedBenchmarks crafted = crafted();
        long failed = crafted.benchmark("pages-failed", List.of("fast-lane"), List.of("loom-tomcat"), 1);
        crafted.trial(failed, "fast-lane", "loom-tomcat", 1, "FAILED");

        String html = get("/benchmarks/" + failed + "/heatmap").body();

        assertThat(html).contains("No successful trials with results yet.").doesNotContain("id=\"heatmap-table\"");
        assertThat(get("/api/benchmarks/" + failed + "/results.csv").body().lines())
                .hasSize(1);
    }

    @Test
    void anUnknownBenchmarkIsTheNotFoundPage() {
        HttpResponse<String> page = get("/benchmarks/999999/heatmap");

        assertThat(page.statusCode()).isEqualTo(404);
        assertThat(page.body()).contains("no benchmark 999999");
    }
}
