package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.threadbench.controller.browser.BrowserSession;
import io.threadbench.controller.results.CraftedBenchmarks;
import io.threadbench.controller.results.ResultsAppTestSupport;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A real Chromium opens a finished benchmark's heatmap: the cell's winner and values match results.csv, the
 * filter re-renders the grid through htmx, and the PNG export produces a PNG file.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HeatmapBrowserTests extends ResultsAppTestSupport {

    private static final String SCENARIO = "browser-lane";
    private static final String METRIC = "latency_millis_p50";

    private long benchmark;
    private BrowserSession browser;

    @BeforeAll
    void start() {
        CraftedBenchmarks crafted = crafted();
        benchmark = crafted.benchmark(
                "browser",
                List.of(SCENARIO, "browser-other"),
                List.of("webflux-netty", "loom-netty", "platform-tomcat"),
                3);
        for (int rep = 1; rep <= 3; rep++) {
            crafted.finishedTrial(benchmark, SCENARIO, "webflux-netty", rep, 12 + 0.2 * rep, 3, 40, 0);
            crafted.finishedTrial(benchmark, SCENARIO, "loom-netty", rep, 8 + 0.2 * rep, 3, 40, 0);
            crafted.finishedTrial(benchmark, SCENARIO, "platform-tomcat", rep, 30 + 0.2 * rep, 3, 40, 0);
            crafted.finishedTrial(benchmark, "browser-other", "webflux-netty", rep, 3 + 0.2 * rep, 3, 40, 0);
            crafted.finishedTrial(benchmark, "browser-other", "loom-netty", rep, 4 + 0.2 * rep, 3, 40, 0);
        }
        browser = new BrowserSession();
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.close();
        }
    }

    private List<CSVRecord> resultsCsv() throws IOException {
        String csv = get("/api/benchmarks/" + benchmark + "/results.csv").body();
        return CSVFormat.RFC4180
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .get()
                .parse(new StringReader(csv))
                .getRecords();
    }

    private static Locator cell(Page page, String metric, String scenario) {
        return page.locator("td[data-metric='" + metric + "'][data-scenario='" + scenario + "']");
    }

    private static double number(Locator value) {
        return Double.parseDouble(
                value.locator(".hm-number").innerText().replace(" E", "").trim());
    }

    @Test
    void cellWinnerAndValuesMatchResultsCsv() throws IOException {
        List<CSVRecord> cellRows = resultsCsv().stream()
                .filter(r -> r.get("scenario").equals(SCENARIO))
                .sorted(Comparator.comparingDouble(r -> Double.parseDouble(r.get(METRIC))))
                .toList();
        CSVRecord best = cellRows.get(0);
        CSVRecord second = cellRows.get(1);

        try (Page page = browser.context.newPage()) {
            page.navigate(url("/benchmarks/" + benchmark + "/heatmap"));
            Locator cell = cell(page, METRIC, SCENARIO);

            assertThat(cell.getAttribute("data-outcome")).isEqualTo("win");
            assertThat(cell.getAttribute("data-winner"))
                    .isEqualTo(best.get("approach"))
                    .isEqualTo("loom-netty");
            Locator primary = cell.locator(".hm-primary");
            assertThat(primary.getAttribute("data-approach")).isEqualTo(best.get("approach"));
            // cells show 3 significant digits of the median that results.csv holds in full
            assertThat(number(primary)).isCloseTo(Double.parseDouble(best.get(METRIC)), within(0.05));
            Locator runnerUp = cell.locator(".hm-secondary");
            assertThat(runnerUp.getAttribute("data-approach")).isEqualTo(second.get("approach"));
            assertThat(number(runnerUp)).isCloseTo(Double.parseDouble(second.get(METRIC)), within(0.05));
            assertThat(primary.evaluate("e => getComputedStyle(e.querySelector('.hm-number')).fontWeight"))
                    .isEqualTo("700");
            assertThat(cell.getAttribute("title"))
                    .contains("1. loom-netty: ")
                    .contains("95 % CI")
                    .contains("n=3");
            assertThat(page.locator("#heatmap-legend li[data-approach='loom-netty'] strong")
                            .innerText())
                    .isEqualTo("#1");
        }
    }

    @Test
    void unTickingTheWinnerReRendersTheGridWithTheRunnerUpAsWinner() {
        try (Page page = browser.context.newPage()) {
            page.navigate(url("/benchmarks/" + benchmark + "/heatmap"));

            page.locator("#heatmap-filter input[name='approach'][value='loom-netty']")
                    .uncheck();

            page.waitForURL(url -> !url.contains("approach=loom-netty") && url.contains("approach=webflux-netty"));
            Locator cell = cell(page, METRIC, SCENARIO);
            page.waitForCondition(() -> "webflux-netty".equals(cell.getAttribute("data-winner")));
            assertThat(page.locator("td[data-winner='loom-netty']").count()).isZero();
            assertThat(page.locator("#download-svg").getAttribute("href"))
                    .contains("approach=webflux-netty")
                    .doesNotContain("approach=loom-netty");
        }
    }

    @Test
    void pngExportDownloadsAPicture() throws IOException {
        try (Page page = browser.context.newPage()) {
            page.navigate(url("/benchmarks/" + benchmark + "/heatmap"));

            Download download =
                    page.waitForDownload(() -> page.locator("#download-png").click());

            assertThat(download.suggestedFilename()).isEqualTo("benchmark-" + benchmark + "-heatmap.png");
            byte[] png = Files.readAllBytes(download.path());
            assertThat(Arrays.copyOf(png, 4)).containsExactly(0x89, 'P', 'N', 'G');
            assertThat(png.length).isGreaterThan(5_000);
        }
    }
}
