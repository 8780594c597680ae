package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import io.threadbench.controller.benchmark.TrialRepository;
import io.threadbench.controller.browser.BrowserSession;
import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.CraftedBenchmarks;
import io.threadbench.controller.results.ResultsAppTestSupport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A real Chromium walks the main pages and the report of two finished benchmarks, one of whose trials raised a trust
 * flag: no page shows a metric's or a flag's id (snake_case, SHOUTING_CASE) as text, ids stay in tooltips and
 * files; a doubtful benchmark says so in words; Home and History show the verdicts, and History opens Compare on
 * two picked benchmarks.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PlainWordsBrowserTests extends ResultsAppTestSupport {

    private static final String SCENARIO = "words-latency";
    /**
     * An id as the code writes it: lower-case words joined by underscores (a metric), or a trust flag's code
     * (environment variables such as JAVA_HOME are words a reader types, and stay).
     */
    private static final Pattern ID = Pattern.compile("\\b(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|"
            + Arrays.stream(FlagCode.values()).map(FlagCode::name).collect(Collectors.joining("|"))
            + ")\\b");

    @Autowired
    TrialRepository trials;

    private long clear;
    private long doubtful;
    private BrowserSession browser;

    @BeforeAll
    void start() {
        CraftedBenchmarks crafted = crafted();
        clear = crafted.benchmark("words clear", List.of(SCENARIO), List.of("platform-tomcat", "loom-tomcat"), 3);
        doubtful = crafted.benchmark("words doubtful", List.of(SCENARIO), List.of("platform-tomcat", "loom-tomcat"), 3);
        long flagged = 0;
        for (int rep = 1; rep <= 3; rep++) {
            crafted.finishedTrial(clear, SCENARIO, "platform-tomcat", rep, 30 + 0.2 * rep, 3, 40, 0);
            crafted.finishedTrial(clear, SCENARIO, "loom-tomcat", rep, 10 + 0.2 * rep, 3, 40, 0);
            crafted.finishedTrial(doubtful, SCENARIO, "platform-tomcat", rep, 31 + 0.2 * rep, 3, 40, 0);
            flagged = crafted.finishedTrial(doubtful, SCENARIO, "loom-tomcat", rep, 11 + 0.2 * rep, 3, 40, 0);
        }
        // as the trust checks would write it
        trials.replaceFlags(
                flagged,
                List.of(new TrustFlag(FlagCode.SYSTEM_CPU_SATURATED, "the machine's CPU was 97 % busy (limit 90 %)")));
        browser = new BrowserSession();
    }

    @AfterAll
    void stop() {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void noPageShowsAnIdAsText() throws IOException {
        List<String> paths = List.of(
                "/",
                "/benchmarks",
                "/benchmarks/" + clear,
                "/benchmarks/" + doubtful,
                "/benchmarks/" + clear + "/heatmap",
                "/heatmap",
                "/compare?a=" + clear + "&b=" + doubtful,
                "/trends?scenario=" + SCENARIO + "&approach=loom-tomcat",
                "/benchmarks/new",
                "/scenarios",
                "/variants",
                "/benchmarks/" + clear + "/report.html",
                "/benchmarks/" + doubtful + "/report.html");
        Map<String, List<String>> ids = new LinkedHashMap<>();
        for (String path : paths) {
            Page page = browser.page;
            page.navigate(path.endsWith("report.html") ? downloaded(path) : url(path));
            page.waitForLoadState();
            // what a reader can open is text too
            page.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)");
            List<String> found = new ArrayList<>();
            Matcher matcher = ID.matcher(page.locator("body").innerText());
            while (matcher.find()) {
                found.add(matcher.group());
            }
            if (!found.isEmpty()) {
                ids.put(path, found.stream().distinct().toList());
            }
        }

        assertThat(ids).as("ids shown as text, by page").isEmpty();
    }

    @Test
    void aDoubtfulBenchmarkSaysWhatHappenedAndWhatToDoInWords() {
        Page page = browser.page;
        page.navigate(url("/benchmarks/" + doubtful));

        assertThat(page.locator("#benchmark-status").innerText()).isEqualTo("finished, with doubts");
        assertThat(page.locator("#trust").innerText())
                .contains("Finished, with doubts. 1 of 6 trials raised doubts")
                .contains("The machine's CPU was saturated, so k6 and the SUT queued for it: rerun on a quiet"
                        + " machine")
                .contains("#6 " + SCENARIO + " × loom-tomcat");
        assertThat(page.locator("#trust li").getAttribute("title"))
                .startsWith("SYSTEM_CPU_SATURATED — #6: the machine's CPU was 97 % busy");
        assertThat(page.locator("#trial-" + trialId(doubtful, 6) + " .trial-status")
                        .innerText())
                .isEqualTo("finished, with doubts");
        browser.screenshot("benchmark-doubtful-crafted");

        page.navigate(url("/benchmarks/" + clear));
        assertThat(page.locator("#benchmark-status").innerText()).isEqualTo("succeeded");
        assertThat(page.locator("#trust").innerText()).isEmpty();
    }

    @Test
    void homeAndHistoryShowTheVerdictsAndHistoryComparesTwoPickedBenchmarks() {
        Page page = browser.page;
        page.navigate(url("/"));
        assertThat(page.locator("#recent-table tr[data-benchmark-id='" + clear + "']")
                        .innerText())
                .contains("loom-tomcat wins")
                .contains("succeeded");
        assertThat(page.locator("#recent-table tr[data-benchmark-id='" + doubtful + "']")
                        .innerText())
                .contains("finished, with doubts");
        browser.screenshot("home-verdicts-crafted");

        page.navigate(url("/benchmarks"));
        assertThat(page.locator("#benchmark-" + clear + " .verdict-lines").innerText())
                .isEqualTo("loom-tomcat wins");
        browser.screenshot("history-verdicts-crafted");
        page.locator("#benchmark-" + clear + " input[name=a]").check();
        page.locator("#benchmark-" + doubtful + " input[name=b]").check();
        page.locator("#compare-picked").click();
        page.waitForURL("**/compare?**");

        assertThat(page.url()).contains("a=" + clear).contains("b=" + doubtful);
        assertThat(page.locator("main").innerText()).contains(SCENARIO);
    }

    /** The report is a download: opened from a file, as its reader would. */
    private String downloaded(String path) throws IOException {
        Path file = Files.createTempFile("plain-words", ".html");
        Files.writeString(file, get(path).body());
        return file.toUri().toString();
    }

    private long trialId(long benchmark, int seq) {
        return jdbc.sql("SELECT id FROM trial WHERE benchmark_id = ? AND seq = ?")
                .params(benchmark, seq)
                .query(Long.class)
                .single();
    }
}
