package io.threadbench.controller.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.options.BoundingBox;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.report.HtmlReport;
import io.threadbench.controller.report.ReportFixture;
import io.threadbench.controller.results.ResultsAppTestSupport;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.variant.Approach;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The HTML report opened from disk (file://) in headless Chromium, as a CI user opens the artifact: the heatmap
 * and every chart are drawn, and the browser requests nothing but the file itself. Saves
 * {@code cli-report-crafted.png} (docs/screenshots/cli-report.png is a real run's report).
 */
class ReportBrowserTests extends ResultsAppTestSupport {

    @Autowired
    HtmlReport report;

    @TempDir
    Path folder;

    @Test
    void theReportOpensFromDiskWithItsHeatmapAndChartsAndFetchesNothing() throws Exception {
        ReportFixture fixture = new ReportFixture(jdbc, seconds, summaries);
        Scenario steady = ReportFixture.scenario("browser-steady", "steady load, 5 VUs", 2, 10);
        Scenario slow = ReportFixture.scenario("browser-slow", "slower responses", 2, 10);
        Instant start = Instant.parse("2026-11-23T09:00:00Z");
        long benchmark = fixture.benchmark(
                "report in a browser",
                "",
                RunStatus.SUCCEEDED,
                List.of(steady, slow),
                List.of(Approach.LOOM_TOMCAT, Approach.WEBFLUX_NETTY),
                1,
                start);
        fixture.succeeded(benchmark, 1, steady, Approach.LOOM_TOMCAT, 1, 18, false, start);
        fixture.succeeded(benchmark, 2, steady, Approach.WEBFLUX_NETTY, 1, 11, true, start.plusSeconds(20));
        fixture.succeeded(benchmark, 3, slow, Approach.LOOM_TOMCAT, 1, 120, false, start.plusSeconds(40));
        fixture.failed(
                benchmark, 4, slow, Approach.WEBFLUX_NETTY, 1, "the SUT exited with code 1", start.plusSeconds(60));
        Path file = Files.writeString(folder.resolve("report.html"), report.render(benchmark));

        try (BrowserSession browser = new BrowserSession()) {
            List<String> requests = new CopyOnWriteArrayList<>();
            browser.page.onRequest(request -> requests.add(request.url()));
            browser.page.navigate(file.toUri().toString());

            Locator heatmap = browser.page.locator("#heatmap svg");
            assertThat(heatmap).isVisible();
            BoundingBox box = heatmap.boundingBox();
            assertThat(box.width).isGreaterThan(300);
            assertThat(box.height).isGreaterThan(300);
            Locator charts = browser.page.locator("svg.chart");
            assertThat(charts).hasCount(6);
            for (int i = 0; i < 6; i++) {
                assertThat(charts.nth(i)).isVisible();
                assertThat(charts.nth(i).locator("polyline").count()).isPositive();
            }
            assertThat(browser.page
                            .locator("article[data-status=FAILED] pre.log")
                            .first())
                    .isVisible();
            browser.screenshot("cli-report-crafted");
            assertThat(requests).containsExactly(file.toUri().toString());
        }
    }

    /** Every link of the open page: a fragment without its element is dead; other links are given as they are. */
    private static final String LINKS = """
            () => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))
              .map((href) => href.startsWith('#') && !document.getElementById(href.slice(1)) ? 'dead ' + href : href)
            """;

    /** The links of the report open in {@code browser} that lead nowhere: no element, or no file beside it. */
    private static List<String> deadLinks(BrowserSession browser, Path report) {
        return ((List<?>) browser.page.evaluate(LINKS))
                .stream()
                        .map(Object::toString)
                        .filter(href -> href.startsWith("dead ")
                                || (!href.startsWith("#") && !Files.exists(report.resolveSibling(href))))
                        .toList();
    }

    @Test
    void aReportDownloadedAloneHasNoDeadLinkAndSaysWhereItsFilesAre() throws Exception {
        ReportFixture fixture = new ReportFixture(jdbc, seconds, summaries);
        Scenario steady = ReportFixture.scenario("browser-alone", "steady load, 5 VUs", 2, 10);
        Instant start = Instant.parse("2026-11-23T10:00:00Z");
        long benchmark = fixture.benchmark(
                "report alone", "", RunStatus.SUCCEEDED, List.of(steady), List.of(Approach.LOOM_TOMCAT), 1, start);
        fixture.succeeded(benchmark, 1, steady, Approach.LOOM_TOMCAT, 1, 18, false, start);

        try (BrowserSession browser = new BrowserSession()) {
            browser.page.navigate(url("/benchmarks/" + benchmark));
            Download download = browser.page.waitForDownload(
                    () -> browser.page.locator("#download-report").click());
            Path alone = Files.createDirectories(folder.resolve("downloads"));
            Path file = alone.resolve("report.html");
            download.saveAs(file);
            assertThat(Files.list(alone).toList()).containsExactly(file);

            browser.page.navigate(file.toUri().toString());
            assertThat(browser.page.locator("a[href='#summary']")).isVisible();
            assertThat(deadLinks(browser, file)).isEmpty();
            assertThat(browser.page.locator(".files-elsewhere"))
                    .containsText("/api/benchmarks/" + benchmark + "/results.csv");
            assertThat(browser.page.locator("article.trial .files")).containsText("/series.csv");
        }
        // the CLI's report, beside its files, links them; the same check finds them there
        Path beside = Files.createDirectories(folder.resolve("cli"));
        Files.writeString(beside.resolve("report.html"), report.render(benchmark));
        Files.writeString(beside.resolve("results.csv"), "x\n");
        Files.writeString(beside.resolve("results-per-repetition.csv"), "x\n");
        Files.createDirectories(beside.resolve("series"));
        Files.writeString(beside.resolve("series/001-browser-alone-loom-tomcat-rep1.csv"), "x\n");
        try (BrowserSession browser = new BrowserSession()) {
            browser.page.navigate(beside.resolve("report.html").toUri().toString());
            assertThat(browser.page.locator("a[href='results.csv']")).isVisible();
            assertThat(deadLinks(browser, beside.resolve("report.html"))).isEmpty();
            Files.delete(beside.resolve("results.csv"));
            assertThat(deadLinks(browser, beside.resolve("report.html"))).containsExactly("results.csv");
        }
    }
}
