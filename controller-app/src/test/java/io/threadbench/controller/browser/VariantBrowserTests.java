package io.threadbench.controller.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.threadbench.controller.web.pages.PageTestSupport;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The variant form in a real browser (inline messages while filling it in, a refused save that keeps the input, a
 * good save), then a real smoketest benchmark of a built-in approach against the new variant, started from the
 * new-benchmark page and read in the heatmap.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class VariantBrowserTests extends PageTestSupport {

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

    private String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    @Test
    void aVariantMadeInTheFormRunsNextToABuiltInOneAndShowsInTheHeatmap() {
        page.navigate(url("/variants/new"));
        page.locator("#label").fill("Small Heap");
        page.locator("#label").blur();
        assertThat(page.locator("#err-label")).containsText("label must be lower-case letters");
        page.locator("#jdk").selectOption("other");
        assertThat(page.locator("#jdkPath")).isVisible();
        page.locator("#jdkPath").fill("/tmp");
        page.locator("#jdkPath").blur();
        assertThat(page.locator("#err-jdk"))
                .hasText("/tmp is not a JDK: it needs bin/java and a release file naming" + " its version");
        assertThat(page.locator("#err-jvmOptions")).isEmpty(); // untouched fields stay quiet
        page.locator("#jvmOptions").fill("-javaagent:/tmp/agent.jar");
        page.locator("#target").selectOption("approach:undertow-raw");
        page.locator("button[type=submit]").click();

        assertThat(page.locator("#form-problems")).containsText("The variant was not saved: 3 fields need fixing.");
        assertThat(page.locator("#err-jvmOptions")).containsText("agents load foreign code");
        assertThat(page.locator("#label")).hasValue("Small Heap");
        browser.screenshot("variant-form");

        page.locator("#label").fill("small-heap");
        page.locator("#jdk").selectOption("");
        page.locator("#jvmOptions").fill("-Xmx128m\n-XX:TieredStopAtLevel=1");
        page.locator("button[type=submit]").click();
        assertThat(page).hasURL(Pattern.compile(".*/variants$"));
        assertThat(page.locator(".flash .notice")).hasText("Saved variant 'small-heap'.");
        assertThat(page.locator("#variant-small-heap")).containsText("-Xmx128m -XX:TieredStopAtLevel=1");
        browser.screenshot("variants");

        page.navigate(url("/benchmarks/new"));
        page.locator("input[name=scenarios][value=smoketest]").check();
        page.locator("input[name=approaches][value=platform-tomcat]").uncheck();
        page.locator("input[name=approaches][value=loom-tomcat]").uncheck();
        page.locator("input[name=approaches][value=undertow-raw]").check();
        page.locator("input[name=variants][value=small-heap]").check();
        page.locator("input[name=repetitions]").fill("1"); // three by default; one keeps this test short
        assertThat(page.locator("#plan")).containsText("2 trials");
        page.locator("#start-benchmark").click();
        assertThat(page).hasURL(Pattern.compile(".*/benchmarks/\\d+$"));
        assertThat(page.locator("#benchmark-status .status"))
                .hasText(BrowserSession.FINISHED, new LocatorAssertions.HasTextOptions().setTimeout(180_000));
        page.reload(); // the fairness view is drawn with the page, from what pre-flight read
        assertThat(page.locator("#fairness-table")).containsText("-Xmx128m");
        String benchmark = page.url();

        page.navigate(benchmark + "/heatmap");
        assertThat(page.locator(".heatmap, svg").first()).isVisible();
        assertThat(page.locator("body")).containsText("small-heap");
        assertThat(page.locator("body")).containsText("undertow-raw");
        browser.screenshot("variant-heatmap");
    }
}
