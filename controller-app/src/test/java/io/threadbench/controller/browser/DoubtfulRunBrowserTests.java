package io.threadbench.controller.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.scenario.ScenarioService;
import io.threadbench.controller.web.pages.PageTestSupport;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;

/**
 * A doubtful run as a user meets it (issue 38): the quiet-machine gate on, counting any CPU of other processes as a
 * busy machine and waiting for none, so that every trial of a real benchmark carries an OTHER_LOAD flag. The page says
 * "finished, with doubts" with a banner in words, and the verdict names no winner but says what to do. Saves
 * {@code benchmark-verdict-doubtful.png}.
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

    @Test
    void aRunOnABusyMachineFinishesWithDoubtsAndSaysWhatToDo() {
        scenarios.find(SCENARIO).ifPresent(existing -> scenarios.delete(SCENARIO));
        scenarios.create(VerdictTourBrowserTests.poolLimited(SCENARIO));
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
            assertThat(page.locator("#verdict .verdict-card")).hasAttribute("data-outcome", "DOUBTFUL");
            assertThat(page.locator("#verdict .verdict-recommendation"))
                    .containsText("No recommendation: the figures may measure the machine rather than the variants;"
                            + " by value virtual threads on Tomcat (loom-tomcat) leads");
            assertThat(page.locator("#verdict .verdict-advice")).containsText("Count flagged trials");
            page.evaluate("window.scrollTo(0, 0)");
            page.screenshot(new Page.ScreenshotOptions().setPath(browser.screenshotPath("benchmark-verdict-doubtful")));
        }
    }
}
