package io.threadbench.controller.web;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import io.threadbench.controller.ThreadbenchApplication;
import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.process.StartupTimeline;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.web.pages.BenchmarkSeeder;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.slf4j.LoggerFactory;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The dashboard's speed targets (issue 5), measured on the real app with a fresh SQLite file:
 * <ol>
 *   <li>server time to render the history page with 500 benchmarks in the database (target: at most 300 ms),
 *       first page, a filtered page and the last page;</li>
 *   <li>a finished benchmark page with 8 trials of 30 s each, and the page plus the 8 stored series the
 *       browser then loads;</li>
 *   <li>Start click to the first live point on a chart (target: at most 6 s, SUT start-up included), in
 *       headless Chromium, with the smoketest scenario and one approach; the run is stopped right after.</li>
 * </ol>
 * Times are wall-clock over loopback HTTP, after a warm-up, as median / p90 / max.
 *
 * <p>Run from the repository root (needs the SUT jar, k6 and Chromium, found as the launcher finds it):
 * {@code ./threadbench bench dashboard [START_RUNS [start-only]]} (default 3; {@code start-only} skips the page
 * times). Each Start run also prints its breakdown: the controller's {@link StartupTimeline} moments and the
 * SUT's "Started" line, in ms after the click.
 */
public final class DashboardBenchmark {

    private static final int WARMUP = 200;
    private static final int MEASURED = 100;
    /** Spring Boot's start-up line with its ISO timestamp, e.g. "Started SutApplication in 3.9 seconds (...)". */
    /**
     * Times taken in the page itself (same machine, same clock as the controller), so Playwright's own round
     * trips stay out of the figure: the click on Start (kept in sessionStorage across the navigation it
     * causes) and the moment the page first counts a live second on a trial panel.
     */
    private static final String BROWSER_CLOCK = """
            document.addEventListener('click', (event) => {
              if (event.target.closest && event.target.closest('#start-benchmark')) {
                sessionStorage.setItem('tbClickAt', String(Date.now()));
              }
            }, true);
            new MutationObserver(() => {
              window.tbFirstPointAt = window.tbFirstPointAt || Date.now();
            }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live-seconds'] });
            """;

    private static final Pattern SUT_STARTED = Pattern.compile("^(\\S+Z)\\s.*(Started \\S+ in .*)$");

    private DashboardBenchmark() {}

    public static void main(String[] args) throws Exception {
        int startRuns = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        boolean startOnly = args.length > 1 && args[1].equals("start-only");
        Path home = Files.createTempDirectory("threadbench-dashboard-bench");
        ConfigurableApplicationContext app = SpringApplication.run(
                ThreadbenchApplication.class,
                "--server.port=0",
                "--threadbench.home=" + home,
                "--logging.level.root=warn",
                "--threadbench.scenarios-dir=" + Path.of("scenarios").toAbsolutePath());
        try {
            String base = "http://127.0.0.1:" + app.getEnvironment().getProperty("local.server.port");
            if (startOnly) {
                startToFirstPoint(base, startRuns, home.resolve("trials"));
                return;
            }
            BenchmarkSeeder seeder = new BenchmarkSeeder(
                    app.getBean(JdbcClient.class),
                    app.getBean(TrialSecondRepository.class),
                    app.getBean(TrialSummaryService.class));
            long eightTrials = seed(seeder);
            HttpClient http = HttpClient.newHttpClient();
            System.out.println("Dashboard server times over loopback HTTP (" + MEASURED + " requests after " + WARMUP
                    + " warm-up):");
            report("history, 500 benchmarks, first page", time(http, base + "/benchmarks"));
            report(
                    "history, filtered (scenario + status)",
                    time(http, base + "/benchmarks?scenario=bench-a&status=SUCCEEDED"));
            report("history, last page", time(http, base + "/benchmarks?page=19"));
            report("benchmark page, 8 trials", time(http, base + "/benchmarks/" + eightTrials));
            List<String> series = new ArrayList<>();
            for (long trial : app.getBean(BenchmarkService.class).trials(eightTrials).stream()
                    .map(Trial::id)
                    .toList()) {
                series.add(base + "/benchmarks/" + eightTrials + "/trials/" + trial + "/seconds");
            }
            report(
                    "benchmark page + its 8 stored series (32 s each)",
                    time(http, base + "/benchmarks/" + eightTrials, series));
            startToFirstPoint(base, startRuns, home.resolve("trials"));
        } finally {
            app.close();
        }
    }

    /** 500 benchmarks for the history (2 approaches each, no series) and one finished benchmark with 8 trials. */
    private static long seed(BenchmarkSeeder seeder) {
        Instant now = Instant.now();
        Scenario a = BenchmarkSeeder.scenario("bench-a");
        Scenario b = BenchmarkSeeder.scenario("bench-b");
        RunStatus[] statuses = {RunStatus.SUCCEEDED, RunStatus.SUCCEEDED, RunStatus.FAILED, RunStatus.CANCELLED};
        for (int i = 0; i < 499; i++) {
            seeder.benchmark(
                    "history " + i,
                    statuses[i % statuses.length],
                    i % 2 == 0 ? a : b,
                    List.of(Approach.PLATFORM_TOMCAT, Approach.LOOM_TOMCAT),
                    now.minus(i + 1, ChronoUnit.HOURS));
        }
        List<Approach> approaches = Arrays.asList(Approach.values());
        long id = seeder.benchmark("eight trials", RunStatus.SUCCEEDED, a, approaches, now);
        for (int seq = 1; seq <= 8; seq++) {
            seeder.trial(
                    id, seq, a, approaches.get((seq - 1) % 4), RunStatus.SUCCEEDED, now.plusSeconds(40L * seq), 30);
        }
        return id;
    }

    private static long[] time(HttpClient http, String url) throws Exception {
        return time(http, url, List.of());
    }

    /** Nanoseconds per round: the page, then the extra URLs one after another (as the page's script fetches them). */
    private static long[] time(HttpClient http, String url, List<String> then) throws Exception {
        long[] nanos = new long[MEASURED];
        for (int i = 0; i < WARMUP + MEASURED; i++) {
            long start = System.nanoTime();
            fetch(http, url, "text/html");
            for (String extra : then) {
                fetch(http, extra, "application/json");
            }
            if (i >= WARMUP) {
                nanos[i - WARMUP] = System.nanoTime() - start;
            }
        }
        Arrays.sort(nanos);
        return nanos;
    }

    private static void fetch(HttpClient http, String url, String accept) throws Exception {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create(url)).header("Accept", accept).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(url + " answered " + response.statusCode());
        }
    }

    private static long browserTime(Page page, String expression) {
        long epochMillis = ((Number) page.evaluate(expression)).longValue();
        if (epochMillis <= 0) {
            throw new IllegalStateException("the page did not record " + expression);
        }
        return epochMillis;
    }

    /** Collects the controller's start-up moments (its logger at debug, kept off the console). */
    private static ListAppender<ILoggingEvent> timelineAppender() {
        Logger logger = (Logger) LoggerFactory.getLogger(StartupTimeline.LOGGER);
        ListAppender<ILoggingEvent> appender = new ListAppender<>();
        appender.start();
        logger.addAppender(appender);
        logger.setAdditive(false);
        logger.setLevel(Level.DEBUG);
        return appender;
    }

    private static void printBreakdown(
            List<ILoggingEvent> events, long clickEpochMillis, Path sutLog, long firstPointMillis) throws IOException {
        List<String> lines = new ArrayList<>();
        for (ILoggingEvent event : events) {
            lines.add(String.format(
                    Locale.ROOT, "%7d  %s", event.getTimeStamp() - clickEpochMillis, event.getFormattedMessage()));
        }
        if (sutLog != null) {
            for (String line : Files.readAllLines(sutLog)) {
                Matcher started = SUT_STARTED.matcher(line);
                if (started.find()) {
                    lines.add(String.format(
                            Locale.ROOT,
                            "%7d  SUT log: %s",
                            Instant.parse(started.group(1)).toEpochMilli() - clickEpochMillis,
                            started.group(2)));
                }
            }
        }
        lines.add(String.format(Locale.ROOT, "%7d  first live second counted in the page", firstPointMillis));
        lines.stream()
                .sorted(Comparator.comparingInt(
                        line -> Integer.parseInt(line.substring(0, 7).strip())))
                .forEach(line -> System.out.println("        " + line));
    }

    /** The SUT log of the newest trial. */
    private static Path newestSutLog(Path trials) throws IOException {
        try (Stream<Path> folders = Files.list(trials)) {
            return folders.filter(folder -> folder.getFileName().toString().matches("\\d+"))
                    .max(Comparator.comparingLong(
                            folder -> Long.parseLong(folder.getFileName().toString())))
                    .map(folder -> folder.resolve("sut.log"))
                    .filter(Files::isRegularFile)
                    .orElse(null);
        }
    }

    private static void report(String what, long[] sortedNanos) {
        System.out.printf(
                Locale.ROOT,
                "  %-50s median %7.1f ms   p90 %7.1f ms   max %7.1f ms%n",
                what,
                sortedNanos[sortedNanos.length / 2] / 1e6,
                sortedNanos[(int) (sortedNanos.length * 0.9)] / 1e6,
                sortedNanos[sortedNanos.length - 1] / 1e6);
    }

    /**
     * Clicks Start on the new-benchmark page and waits for the first second drawn from the WebSocket (both
     * times taken in the page, see {@link #BROWSER_CLOCK}); prints the controller's {@link StartupTimeline}
     * moments and the SUT's own "Started" line, in ms after the click.
     */
    private static void startToFirstPoint(String base, int runs, Path trials) throws IOException {
        System.out.println("Start click to first live point (smoketest, loom-tomcat, SUT start-up included):");
        ListAppender<ILoggingEvent> timeline = timelineAppender();
        try (Playwright playwright = Playwright.create(
                        new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
                Browser browser = playwright
                        .chromium()
                        .launch(new BrowserType.LaunchOptions()
                                .setExecutablePath(io.threadbench.controller.ChromiumLocator.chromium())
                                .setHeadless(true)
                                .setArgs(List.of(
                                        "--no-sandbox",
                                        "--disable-gpu",
                                        "--disable-background-networking",
                                        "--disable-component-update")))) {
            Page page = browser.newPage();
            page.setDefaultTimeout(120_000);
            page.addInitScript(BROWSER_CLOCK);
            for (int run = 1; run <= runs; run++) {
                page.navigate(base + "/benchmarks/new?scenario=smoketest");
                page.locator("input[name=approaches][value=platform-tomcat]").uncheck();
                page.locator("input[name=approaches][value=loom-tomcat]").check();
                synchronized (timeline) { // logback appends while holding the appender's lock
                    timeline.list.clear();
                }
                page.locator("#start-benchmark").click();
                page.locator(".trial-panel[data-live-seconds]").first().waitFor();
                long clickEpochMillis = browserTime(page, "Number(sessionStorage.getItem('tbClickAt'))");
                long millis = browserTime(page, "window.tbFirstPointAt") - clickEpochMillis;
                System.out.printf(Locale.ROOT, "  run %d: %,d ms%n", run, millis);
                List<ILoggingEvent> moments;
                synchronized (timeline) {
                    moments = List.copyOf(timeline.list);
                }
                printBreakdown(moments, clickEpochMillis, newestSutLog(trials), millis);
                page.locator("#stop-button").click();
                page.locator("#benchmark-status .status")
                        .getByText(Pattern.compile("cancelled|succeeded"))
                        .waitFor();
            }
        }
    }
}
