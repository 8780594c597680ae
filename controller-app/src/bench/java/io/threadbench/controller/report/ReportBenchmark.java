package io.threadbench.controller.report;

import io.threadbench.controller.ThreadbenchApplication;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.variant.Approach;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Size of report.html and the time to render and write it for an 8-trial benchmark (2 scenarios × 4 approaches,
 * 5 s warm-up + 30 s measured each, one approach with errors), stored in a fresh SQLite file like the CLI's.
 * Prints median / p90 / max over the measured rounds, after a warm-up.
 *
 * <p>Run from the repository root: {@code ./threadbench bench report [ROUNDS]} (default 30).
 */
public final class ReportBenchmark {

    private static final int WARMUP = 10;

    private ReportBenchmark() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        Path home = Files.createTempDirectory("threadbench-report-bench");
        SpringApplication spring = new SpringApplication(ThreadbenchApplication.class);
        spring.setWebApplicationType(WebApplicationType.NONE); // as the CLI runs
        try (ConfigurableApplicationContext app = spring.run(
                "--threadbench.home=" + home,
                "--logging.level.root=warn",
                "--threadbench.scenarios-dir=" + home.resolve("none"))) {
            long id = seed(new ReportFixture(
                    app.getBean(JdbcClient.class),
                    app.getBean(TrialSecondRepository.class),
                    app.getBean(TrialSummaryService.class)));
            HtmlReport report = app.getBean(HtmlReport.class);
            Path file = home.resolve(ReportFiles.REPORT);
            long[] nanos = new long[rounds];
            for (int i = 0; i < WARMUP + rounds; i++) {
                long start = System.nanoTime();
                Files.writeString(file, report.render(id), StandardCharsets.UTF_8);
                if (i >= WARMUP) {
                    nanos[i - WARMUP] = System.nanoTime() - start;
                }
            }
            Arrays.sort(nanos);
            System.out.printf(
                    Locale.ROOT, "report.html of 8 trials (35 stored seconds each): %,d bytes%n", Files.size(file));
            System.out.printf(
                    Locale.ROOT,
                    "render + write, %d rounds after %d warm-up: median %.1f ms, p90 %.1f ms, " + "max %.1f ms%n",
                    rounds,
                    WARMUP,
                    millis(nanos, 0.5),
                    millis(nanos, 0.9),
                    nanos[rounds - 1] / 1e6);
            System.out.println("written to " + file);
        }
    }

    private static long seed(ReportFixture fixture) {
        Scenario light = ReportFixture.scenario("bench-light", "5 VUs, 100 ms server delay", 5, 30);
        Scenario heavy = ReportFixture.scenario("bench-heavy", "same shape, slower responses", 5, 30);
        List<Approach> approaches = Arrays.asList(Approach.values());
        Instant start = Instant.parse("2026-11-23T08:00:00Z");
        long id = fixture.benchmark(
                "eight trials", "report benchmark", RunStatus.SUCCEEDED, List.of(light, heavy), approaches, 1, start);
        int seq = 1;
        for (Scenario scenario : List.of(light, heavy)) {
            for (Approach approach : approaches) {
                double latency = (scenario == light ? 100 : 300) + 4 * approach.ordinal();
                fixture.succeeded(
                        id,
                        seq,
                        scenario,
                        approach,
                        1,
                        latency,
                        approach == Approach.PLATFORM_TOMCAT,
                        start.plusSeconds(40L * seq));
                seq++;
            }
        }
        return id;
    }

    private static double millis(long[] sorted, double quantile) {
        return sorted[(int) Math.ceil(quantile * sorted.length) - 1] / 1e6;
    }
}
