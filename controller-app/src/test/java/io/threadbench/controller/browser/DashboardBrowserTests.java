package io.threadbench.controller.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.threadbench.controller.TestHttp;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.web.pages.PageTestSupport;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The dashboard in a real browser against the real app: scenario form with a validation error, a real
 * smoketest benchmark (SUT jar, k6) with two approaches followed live over the WebSocket until it
 * finishes, its results and results.csv download, and the history filters. Screenshots of the main pages
 * are saved on the way.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DashboardBrowserTests extends PageTestSupport {

    @Autowired
    ScenarioService scenarios;

    private BrowserSession browser;
    private Page page;
    private String benchmarkUrl;

    @BeforeAll
    void openBrowser() {
        browser = new BrowserSession();
        page = browser.page;
    }

    @AfterAll
    void closeBrowser() {
        browser.close();
    }

    private String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    @Test
    @Order(1)
    void scenarioFormShowsFieldErrorsInlineAndOnSaveThenCreates() {
        page.navigate(url("/scenarios/new"));
        page.locator("#name").fill("Bad Name");
        page.locator("#vus").fill("0");
        page.locator("#vus").blur(); // change event: inline htmx validation of the touched fields
        assertThat(page.locator("#err-vus")).hasText("VUs must be between 1 and 100000, got 0");
        assertThat(page.locator("#err-name")).containsText("must be 1 to 100 characters");
        assertThat(page.locator("#err-durationSeconds")).isEmpty(); // untouched fields stay quiet

        page.locator("#loadShape").selectOption("custom");
        assertThat(page.locator("[data-shapes='custom']")).isVisible();
        assertThat(page.locator("#rps")).isHidden();
        page.locator("#loadShape").selectOption("constant-vus");
        browser.screenshot("scenario-form");

        page.locator("button[type=submit]").click();
        assertThat(page.locator("#form-problems")).containsText("The scenario was not saved");
        assertThat(page.locator("#name")).hasValue("Bad Name");

        page.locator("#name").fill("browser-scenario");
        page.locator("#vus").fill("3");
        page.locator("button[type=submit]").click();
        assertThat(page).hasURL(Pattern.compile(".*/scenarios$"));
        assertThat(page.locator(".flash .notice")).hasText("Saved scenario 'browser-scenario'.");
        assertThat(page.locator("#scenario-browser-scenario")).isVisible();
        assertThat(scenarios.get("browser-scenario").scenario().load().vus()).isEqualTo(3);
        browser.screenshot("scenarios");
    }

    @Test
    @Order(2)
    void runsASmoketestWithTwoApproachesLiveUntilItFinishes() {
        AtomicInteger liveSeconds = new AtomicInteger();
        page.onWebSocket(socket -> socket.onFrameReceived(frame -> {
            if (frame.text() != null && frame.text().contains("\"type\":\"second\"")) {
                liveSeconds.incrementAndGet();
            }
        }));
        page.navigate(url("/benchmarks/new"));
        page.locator("input[name=scenarios][value=smoketest]").check();
        assertThat(page.locator("input[name=approaches][value=platform-tomcat]"))
                .isChecked();
        assertThat(page.locator("input[name=approaches][value=loom-tomcat]")).isChecked();
        // three repetitions by default; one keeps this test short, and the plan says what that costs
        assertThat(page.locator("#plan")).containsText("6 trials");
        page.locator("input[name=repetitions]").fill("1");
        assertThat(page.locator("#plan")).containsText("2 trials");
        assertThat(page.locator("#plan-repetitions")).containsText("1 repetition names no winner");
        browser.screenshot("new-benchmark");

        page.locator("#start-benchmark").click();
        assertThat(page).hasURL(Pattern.compile(".*/benchmarks/\\d+$"));
        benchmarkUrl = page.url();
        assertThat(page.locator(".trial-panel")).hasCount(2);

        // a second arrives over the WebSocket and is drawn: the panel counts live seconds, the latency chart exists
        Locator liveTrial = page.locator(".trial-panel[data-live-seconds]").first();
        assertThat(liveTrial).isVisible(new LocatorAssertions.IsVisibleOptions().setTimeout(90_000));
        assertThat(liveTrial.locator("[data-chart=latency] canvas")).isVisible();
        // the step line follows the live stream's status (the page opened while the SUT started)
        assertThat(liveTrial.locator(".trial-step")).hasText(Pattern.compile("^(warmup|measuring|stopping)$"));
        assertThat(liveSeconds.get()).isPositive();
        assertThat(page.locator("#live-state")).hasText("live");
        browser.screenshot("benchmark-live");

        Page home = browser.context.newPage(); // the home page shows the run in progress
        home.navigate(url("/"));
        assertThat(home.locator("#now .running-card"))
                .containsText(Pattern.compile("smoketest × \\S+-tomcat vs \\S+-tomcat"));
        assertThat(home.locator("#now .progress-line")).containsText("of 2");
        // the bar follows time, not finished trials: part-way through the first of two trials it is already under way
        assertThat(home.locator("#now progress")).hasAttribute("value", Pattern.compile("[1-9][0-9]?"));
        home.screenshot(new Page.ScreenshotOptions()
                .setPath(browser.screenshotPath("home-running"))
                .setFullPage(true));
        home.close();

        // status changes without a reload: the badge turns to succeeded and the summary appears (htmx)
        assertThat(page.locator("#benchmark-status .status"))
                .hasText(BrowserSession.FINISHED, new LocatorAssertions.HasTextOptions().setTimeout(150_000));
        assertThat(page.locator(".trial-panel .trial-status")).hasText(new String[] {"succeeded", "succeeded"});
        assertThat(page.locator(".summary-table")).isVisible();
        assertThat(page.locator(".summary-table thead .approach"))
                .hasText(new String[] {"platform-tomcat", "loom-tomcat"});
        assertThat(page.locator("#stop-button")).hasCount(0);

        // live seconds (the warm-up's numbered provisionally) and the stored ones loaded at the end meet on one axis:
        // the first trial's requests/s chart holds each stored second once, at its stored number
        String trialId = page.locator(".trial-panel").first().getAttribute("data-trial-id");
        String stored = (String) page.evaluate(
                "async (id) => JSON.stringify((await (await fetch(location.pathname + '/trials/' + id + '/seconds'))"
                        + ".json()).map((second) => second.second))",
                trialId);
        assertThat(stored).matches("\\[-[0-9].*,0,.*"); // warm-up, then the measured run from 0
        page.waitForFunction(
                "([id, stored]) => JSON.stringify(Chart.getChart(document.querySelector("
                        + "`#trial-${id} [data-chart=rps] canvas`)).data.datasets[0].data.map((point) => point.x)) === stored",
                List.of(trialId, stored));
    }

    @Test
    @Order(3)
    void finishedBenchmarkShowsStoredChartsAndDownloadsResultsCsv() throws Exception {
        page.navigate(benchmarkUrl);
        assertThat(page.locator(".trial-panel [data-chart=latency] canvas")).hasCount(2);
        assertThat(page.locator(".summary-table tbody tr").first()).hasText("Throughput");
        assertThat(page.locator(".summary-table tbody tr[data-metric=requests_ok]"))
                .containsText("Requests answered OK");
        // the verdict comes first, above every table: one repetition (or a flagged trial) names no winner, says what to
        // do
        assertThat(page.locator("#verdict .verdict-card").first())
                .hasAttribute("data-outcome", java.util.regex.Pattern.compile("NOT_ENOUGH_DATA|DOUBTFUL"));
        assertThat(page.locator("#verdict .verdict-card").first()).containsText("What to do");
        assertThat(page.locator("#environment")).containsText("k6");
        assertTrialChartsReadWell();
        browser.screenshot("benchmark-results");

        Download download =
                page.waitForDownload(() -> page.locator("#download-results").click());
        List<String> lines = Files.readAllLines(download.path());
        assertThat(lines.getFirst()).startsWith("scenario,approach,requests_ok,requests_error,requests_per_second_p50");
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1)).startsWith("smoketest,platform-tomcat,");
        assertThat(lines.get(2)).startsWith("smoketest,loom-tomcat,");
        long requestsOk = Long.parseLong(lines.get(1).split(",")[2].replaceFirst("\\.0+$", ""));
        assertThat(requestsOk).isPositive();
    }

    @Test
    @Order(4)
    void historyFiltersByStatusAndApproach() {
        page.navigate(url("/benchmarks"));
        page.locator("select[name=scenario]").selectOption("smoketest");
        page.locator("select[name=status]").selectOption("SUCCEEDED");
        page.locator("#history-filters button[type=submit]").click();
        assertThat(page).hasURL(Pattern.compile(".*status=SUCCEEDED.*"));
        assertThat(page.locator("#history-table tbody tr")).hasCount(1);
        assertThat(page.locator("#history-table")).containsText("smoketest");
        browser.screenshot("history");

        page.locator("select[name=approach]").selectOption("webflux-netty");
        page.locator("#history-filters button[type=submit]").click();
        assertThat(page.locator(".empty-state")).containsText("No benchmark matches these filters.");

        page.navigate(url("/"));
        assertThat(page.locator("#recent-table")).containsText("smoketest");
        browser.screenshot("home");
    }

    /** The page x of time 0 in every drawn chart of the first trial. */
    private static final String TIME_ZERO_X = """
            () => [...document.querySelectorAll('.trial-panel')[0].querySelectorAll('.chart-box:not(.empty) canvas')]
              .map((canvas) => canvas.getBoundingClientRect().left + Chart.getChart(canvas).scales.x.getPixelForValue(0))
            """;

    /** Pairs of y tick labels whose boxes overlap, over every chart of the page: "chart: label / label". */
    private static final String OVERLAPPING_TICKS = """
            () => [...document.querySelectorAll('.chart-box:not(.empty) canvas')].flatMap((canvas) => {
              const chart = Chart.getChart(canvas);
              return Object.values(chart.scales).filter((scale) => scale.axis === 'y').flatMap((scale) => {
                const boxes = scale.getLabelItems()
                  .filter((item) => item.label !== '' && item.label != null)
                  .map((item) => ({ label: String(item.label), y: item.options.translation[1],
                    half: (item.font.lineHeight || item.font.size * 1.2) / 2 }))
                  .sort((a, b) => a.y - b.y);
                const overlaps = [];
                for (let i = 1; i < boxes.length; i++) {
                  if (boxes[i].y - boxes[i].half < boxes[i - 1].y + boxes[i - 1].half) {
                    overlaps.push(canvas.closest('.chart-box').dataset.chart + ': ' + boxes[i - 1].label + ' / ' + boxes[i].label);
                  }
                }
                return overlaps;
              });
            })
            """;

    /**
     * The finished smoketest's charts: one time axis (time 0 at one page x in every chart of a trial), y tick labels
     * that do not overlap, and one line instead of an empty chart where there is nothing to draw.
     */
    private void assertTrialChartsReadWell() {
        page.waitForFunction("document.querySelectorAll('.trial-panel')[0]"
                + ".querySelector('[data-chart=errors] .chart-note')?.textContent === 'no errors'");
        List<?> zeros = (List<?>) page.evaluate(TIME_ZERO_X);
        assertThat(zeros).hasSizeGreaterThanOrEqualTo(6);
        double min = zeros.stream()
                .mapToDouble(x -> ((Number) x).doubleValue())
                .min()
                .orElseThrow();
        double max = zeros.stream()
                .mapToDouble(x -> ((Number) x).doubleValue())
                .max()
                .orElseThrow();
        assertThat(max - min).as("time 0 at page x %s", zeros).isLessThan(1.0);
        assertThat((List<?>) page.evaluate(OVERLAPPING_TICKS)).isEmpty();

        Locator firstTrial = page.locator(".trial-panel").first();
        assertThat(firstTrial.locator("[data-chart=errors]")).containsText("no errors");
        assertThat(firstTrial.locator("[data-chart=errors] canvas")).isHidden();
        // when and why the lane has nothing, and how to turn the recorder on (issue 38)
        assertThat(firstTrial.locator("[data-chart=pinning]"))
                .containsText("not recorded: this benchmark ran without the flight recorder of the SUT");
        assertThat(firstTrial.locator("[data-chart=pinning]")).containsText("--jfr on");
        assertThat(firstTrial.locator("[data-chart=pinning] canvas")).isHidden();
        assertThat(firstTrial.locator("[data-chart=gcpause]")).containsText("not recorded");
        assertThat(firstTrial.locator("[data-chart=cpu] canvas")).isVisible();
    }

    @Test
    @Order(5)
    void aFailedImportShowsEveryProblemWhereTheUserIs() throws Exception {
        java.nio.file.Path yaml = TestHttp.tempFile("bad-scenario", ".yaml");
        Files.writeString(yaml, """
                name: Bad Name!
                workload: teleport
                loadShape: constant-vus
                vus: -3
                durationSeconds: 5
                """);
        page.navigate(url("/scenarios"));
        page.locator("#import input[type=file]").setInputFiles(yaml);
        page.locator("#import button[type=submit]").click();

        Locator problems = page.locator("#import-problems");
        assertThat(problems).isInViewport();
        assertThat(problems).containsText("3 problems");
        assertThat(problems.locator("li")).hasCount(3);
        assertThat(problems).containsText("unknown workload 'teleport'");
        assertThat(problems).containsText("name");
        assertThat(problems).containsText("vus must be between 1 and");
        browser.screenshot("scenario-import-problems");
    }

    /** WCAG 2 contrast ratio of two CSS rgb() colours. */
    private static final String CONTRASTS = """
            () => {
              const luminance = (css) => {
                const [r, g, b] = css.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number).map((c) => {
                  const v = c / 255;
                  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
                });
                return 0.2126 * r + 0.7152 * g + 0.0722 * b;
              };
              const background = luminance(getComputedStyle(document.body).backgroundColor);
              return [...document.querySelectorAll('#variant-table .approach')].map((label) => {
                const text = luminance(getComputedStyle(label).color);
                const [hi, lo] = text > background ? [text, background] : [background, text];
                return label.textContent.trim() + '=' + ((hi + 0.05) / (lo + 0.05)).toFixed(2);
              });
            }
            """;

    @Test
    @Order(6)
    void everyApproachLabelOnTheVariantsPagePassesWcagAaContrast() {
        page.navigate(url("/variants"));
        assertThat(page.locator("main")).containsText("The 9 approaches");
        assertThat(page.locator("main")).containsText("loom virtual threads");
        assertThat(page.locator("#variant-loom-jetty")).containsText("Spring MVC on Jetty: virtual threads");
        List<?> contrasts = (List<?>) page.evaluate(CONTRASTS);
        assertThat(contrasts).hasSize(io.threadbench.controller.variant.Approach.values().length);
        for (Object entry : contrasts) {
            double ratio = Double.parseDouble(
                    entry.toString().substring(entry.toString().indexOf('=') + 1));
            assertThat(ratio).as(entry.toString()).isGreaterThanOrEqualTo(4.5);
        }
        browser.screenshot("variants");
    }
}
