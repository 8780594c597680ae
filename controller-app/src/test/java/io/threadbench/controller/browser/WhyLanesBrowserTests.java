package io.threadbench.controller.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The pinning and GC-pause lanes in a real browser: a real pinning trial on loom-tomcat with the SUT's flight
 * recorder streamed, followed live; the lanes fill from the WebSocket, and the finished page names the stack
 * that pinned.
 */
class WhyLanesBrowserTests extends PageTestSupport {

    @Autowired
    ScenarioService scenarios;

    @Autowired
    BenchmarkService benchmarks;

    @Test
    void thePinningLaneFillsLiveAndTheFinishedPageNamesThePinnedStack() {
        String name = "why-lanes-pinning";
        scenarios.find(name).ifPresent(existing -> scenarios.delete(name));
        scenarios.create(Scenario.builder(name)
                .description("browser test")
                .workload(Workload.PINNING_NATIVE)
                .loadShape(LoadShape.CONSTANT_RATE)
                .vus(10)
                .rps(20)
                .delayMillis(20)
                .warmupSeconds(1)
                .durationSeconds(4)
                .jvmOptions(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"))
                .build());
        Benchmark created = benchmarks.create(BenchmarkRequest.builder()
                .scenarios(List.of(name))
                .approaches(List.of("loom-tomcat"))
                .repetitions(1)
                .jfr(true)
                .build());
        try (BrowserSession browser = new BrowserSession()) {
            Page page = browser.page;
            page.navigate("http://127.0.0.1:" + port + "/benchmarks/" + created.id());
            String pinnedPoints = "Chart.getChart(document.querySelector('[data-chart=pinning] canvas'))"
                    + ".data.datasets[0].data.length";
            page.waitForFunction(pinnedPoints + " > 0", null, new Page.WaitForFunctionOptions().setTimeout(240_000));
            assertThat(page.locator(".trial-panel [data-chart=gcpause] canvas")).isVisible();
            // the pinning lane draws (the recorder is on); no request failed, so the error chart is one line
            assertThat(page.locator(".trial-panel [data-chart=pinning]")).not().containsText("not recorded");
            assertThat(page.locator(".trial-panel [data-chart=errors]")).containsText("no errors");
            assertThat(((Number) page.evaluate(pinnedPoints)).intValue()).isPositive();

            page.waitForFunction(
                    "document.querySelector('.trial-status')?.textContent.trim() === 'succeeded'",
                    null,
                    new Page.WaitForFunctionOptions().setTimeout(240_000));
            page.reload();
            assertThat(page.locator("#jfr")).containsText("streamed");
            page.locator(".trial-why summary").click();
            assertThat(page.locator(".trial-why"))
                    .containsText("NativeCallbackWait", new LocatorAssertions.ContainsTextOptions().setTimeout(10_000));
            browser.screenshot("benchmark-pinning-lanes");
        }
    }
}
