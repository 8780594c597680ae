package io.threadbench.controller.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.capacity.CapacityStep;
import io.threadbench.controller.capacity.CapacityStepRepository;
import io.threadbench.controller.capacity.StepOutcome;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.testsupport.NeedsQuietMachine;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A real capacity search (SUT jar, k6) watched in a real browser: its judged steps arrive over the WebSocket and are
 * drawn in the knee charts while the search runs, and the finished page reloads them from what is stored. It shares
 * the engine tests' Spring context, which the quiet JVM already holds for CapacityRunTests and BenchmarkRunnersTests.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@NeedsQuietMachine("every rate is carried only on a quiet machine; a trial beside it made steps miss and repeat")
class CapacityBrowserTests extends BenchmarkTestSupport {

    @Autowired
    CapacityStepRepository capacitySteps;

    private BrowserSession browser;
    private Page page;

    @BeforeAll
    void openBrowser() {
        browser = new BrowserSession();
        page = browser.page;
    }

    @AfterAll
    void closeBrowser() {
        browser.close();
    }

    @Test
    void theKneeChartsFillLiveStepByStep() {
        scenarios.find("browser-capacity").ifPresent(existing -> scenarios.delete("browser-capacity"));
        scenarios.create(ScenarioCodec.fromJson("""
                {"name": "browser-capacity", "workload": "epoch-millis", "loadShape": "capacity", "vus": 50,
                 "delayMillis": 20, "warmupSeconds": 1, "jvmOptions": ["-XX:TieredStopAtLevel=1"],
                 "capacity": {"slo": {"p99Millis": 2000, "errorPercent": 5}, "startRate": 10, "stepIncrement": 10,
                              "maxRate": 30, "stepSeconds": 2, "settleSeconds": 1}}"""));
        AtomicInteger liveSteps = new AtomicInteger();
        page.onWebSocket(socket -> socket.onFrameReceived(frame -> {
            if (frame.text() != null && frame.text().contains("\"type\":\"capacity-step\"")) {
                liveSteps.incrementAndGet();
            }
        }));
        long id = benchmarks
                .create(BenchmarkRequest.builder()
                        .scenarios(List.of("browser-capacity"))
                        .approaches(List.of("undertow-raw"))
                        .repetitions(1)
                        .build())
                .id();
        page.navigate("http://127.0.0.1:" + port + "/benchmarks/" + id);

        // the first judged step is drawn while the search still runs
        assertThat(page.locator("[data-capacity-charts][data-steps]"))
                .isAttached(new LocatorAssertions.IsAttachedOptions().setTimeout(120_000));
        assertThat(page.locator("#benchmark-status .status")).not().hasText("succeeded");
        assertThat(page.locator("[data-chart=capacity-latency] canvas")).isVisible();
        assertThat(page.locator("[data-chart=capacity-throughput] canvas")).isVisible();
        assertThat(page.locator(".capacity-scenario h3")).hasText("browser-capacity");

        // 10, 20, 30 req/s all meet a 2 s p99: at least three steps, the last at the maximum. A step judged on its
        // one second can fall short of 95 % of the rate and is then offered again, so the count is the stored one.
        assertThat(page.locator("#benchmark-status .status"))
                .hasText(BrowserSession.FINISHED, new LocatorAssertions.HasTextOptions().setTimeout(120_000));
        List<CapacityStep> stored =
                capacitySteps.steps(benchmarks.trials(id).getFirst().id());
        assertThat(stored).extracting(step -> step.measurement().offeredRate()).startsWith(10, 20, 30);
        assertThat(stored.getLast().verdict()).isEqualTo(StepOutcome.PASS);
        String steps = String.valueOf(stored.size());
        assertThat(page.locator("[data-capacity-charts]")).hasAttribute("data-steps", steps);
        assertThat(liveSteps.get()).isEqualTo(stored.size());
        assertThat(page.locator(".summary-table")).containsText("Capacity within the SLO (req/s)");
        assertThat(page.locator(".summary-table")).containsText("maximum rate");
        browser.screenshot("capacity-charts");

        page.reload(); // a finished benchmark draws its stored steps
        assertThat(page.locator("[data-capacity-charts]")).hasAttribute("data-steps", steps);
        assertThat(page.locator("[data-chart=capacity-latency] canvas")).isVisible();
    }
}
