package io.threadbench.controller.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.web.pages.PageTestSupport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;

/**
 * A real benchmark of a 4-thread Tomcat pool against virtual threads at twice the rate the pool can carry, as a user
 * meets it on a busy machine (issue 38): the quiet-machine gate on, counting any CPU of other processes as a
 * busy machine and waiting for none, so that every trial carries an OTHER_LOAD flag. The page says "finished, with
 * doubts" with a banner in words, and the verdict names no winner but says in words who leads by value and what to
 * do; the compare-variants charts draw both variants on shared axes, and report.html opens on the same verdict.
 * Saves {@code benchmark-verdict-doubtful.png}, and {@code compare-variants.png} and {@code report-verdict.png} unless
 * {@link VerdictTourBrowserTests} runs too (under {@code ./threadbench screenshots}): the tour's run makes those two.
 */
@TestPropertySource(
        properties = {
            "threadbench.quiet-machine.enabled=true",
            "threadbench.quiet-machine.max-other-cores=0",
            "threadbench.quiet-machine.window-seconds=1",
            "threadbench.quiet-machine.max-wait-seconds=0"
        })
class DoubtfulRunBrowserTests extends PageTestSupport {

    static final String SCENARIO = "tour-doubtful-pool-of-4";

    @Autowired
    ScenarioService scenarios;

    @Autowired
    BenchmarkService benchmarks;

    /** 4 threads × 1000 / 100 ms = 40 req/s by Little's law, asked for 80: the pool queues, virtual threads do not. */
    static Scenario poolLimited(String name) {
        return Scenario.builder(name)
                .description("a 4-thread pool at twice its Little's-law rate (browser tour)")
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(LoadShape.CONSTANT_RATE)
                .vus(60)
                .rps(80)
                .delayMillis(100)
                .warmupSeconds(2)
                .durationSeconds(5)
                .serverProperties(Map.of("server.tomcat.threads.max", "4"))
                .jvmOptions(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"))
                .build();
    }

    @Test
    void aRunOnABusyMachineFinishesWithDoubtsSaysWhatToDoAndTheChartsAndReportAgree() throws Exception {
        scenarios.find(SCENARIO).ifPresent(existing -> scenarios.delete(SCENARIO));
        scenarios.create(poolLimited(SCENARIO));
        Benchmark created = benchmarks.create(BenchmarkRequest.builder()
                .name("On a busy machine (tour)")
                .scenarios(List.of(SCENARIO))
                .approaches(List.of("platform-tomcat", "loom-tomcat"))
                .repetitions(2)
                .build());
        try (BrowserSession browser = new BrowserSession()) {
            Page page = browser.page;
            page.navigate(
                    "http://127.0.0.1:" + port + "/benchmarks/" + created.id(),
                    new Page.NavigateOptions().setTimeout(60_000)); // a machine busy with trials loads slowly
            assertThat(page.locator("#benchmark-status .status"))
                    .hasText("finished, with doubts", new LocatorAssertions.HasTextOptions().setTimeout(300_000));
            page.reload();

            assertThat(page.locator(".doubt-banner")).containsText("Other processes used the machine's CPU");
            assertThat(page.locator(".doubt-banner li[data-code~=OTHER_LOAD]")).hasCount(1);
            Locator card = page.locator("#verdict .verdict-card");
            assertThat(card).hasAttribute("data-outcome", "DOUBTFUL");
            // the variants by what they are, the pool's size from the scenario; latency and throughput with units
            assertThat(card.locator(".verdict-recommendation"))
                    .containsText("No recommendation: the figures may measure the machine rather than the variants;"
                            + " by value virtual threads on Tomcat (loom-tomcat) leads");
            assertThat(card.locator(".verdict-headline")).containsText("a 4-thread pool on Tomcat (platform-tomcat)");
            assertThat(card.locator(".verdict-advice")).containsText("Count flagged trials");
            page.evaluate("window.scrollTo(0, 0)");
            page.screenshot(new Page.ScreenshotOptions().setPath(browser.screenshotPath("benchmark-verdict-doubtful")));

            compareChartsAndReportAgree(browser, card, !VerdictTourBrowserTests.runs());
        }
    }

    /**
     * The compare-variants charts draw both variants on shared axes, and report.html opens on the page's
     * recommendation; saves {@code compare-variants.png} and {@code report-verdict.png} when asked to. Shared with the
     * verdict tour.
     */
    static void compareChartsAndReportAgree(BrowserSession browser, Locator card, boolean savePictures)
            throws Exception {
        Page page = browser.page;
        Locator compare = page.locator("#compare-variants");
        assertThat(compare).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(30_000));
        for (String chart : List.of("latency", "distribution", "throughput", "cpu", "memory", "threads")) {
            assertThat(compare.locator("[data-chart=compare-" + chart + "] canvas"))
                    .isVisible();
        }
        assertThat(compare.locator(".variant-names"))
                .containsText("virtual threads on Tomcat (loom-tomcat): repetition");
        // the percentile plot holds one line per variant, each up to 99.99 %
        page.waitForFunction("Chart.getChart(document.querySelector('[data-chart=compare-distribution] canvas'))"
                + ".data.datasets.filter((d) => d.data.length >= 20).length === 2");
        if (savePictures) {
            compare.screenshot(new Locator.ScreenshotOptions().setPath(browser.screenshotPath("compare-variants")));
        }

        String recommendation =
                card.locator(".verdict-recommendation").textContent().trim();
        Download download =
                page.waitForDownload(() -> page.locator("#download-report").click());
        Path report = Files.createTempDirectory("tour-report").resolve("report.html");
        download.saveAs(report);
        page.navigate(report.toUri().toString());
        assertThat(page.locator("#verdict .verdict-recommendation").first()).hasText(recommendation);
        if (savePictures) {
            page.screenshot(new Page.ScreenshotOptions().setPath(browser.screenshotPath("report-verdict")));
        }
    }
}
