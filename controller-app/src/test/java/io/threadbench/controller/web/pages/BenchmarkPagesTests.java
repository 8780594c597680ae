package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.host.HostCheck;
import io.threadbench.controller.host.HostLimits;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.variant.Approach;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Benchmark, history, home and new-benchmark pages over HTTP, on finished benchmarks written to SQLite. */
class BenchmarkPagesTests extends PageTestSupport {

    private static final Instant DAY = Instant.parse("2024-03-10T09:00:00Z");
    private static final Scenario SEEDED = BenchmarkSeeder.scenario("seeded-pages");

    @Autowired
    JdbcClient jdbc;

    @Autowired
    TrialSecondRepository seconds;

    @Autowired
    TrialSummaryService summaries;

    @Autowired
    io.threadbench.controller.scenario.ScenarioService scenarioService;

    private static long finished;
    private static long succeededTrial;

    @BeforeEach
    void seedOnce() {
        if (finished != 0) {
            return;
        }
        BenchmarkSeeder seeder = new BenchmarkSeeder(jdbc, seconds, summaries);
        Scenario paging = BenchmarkSeeder.scenario("seeded-paging");
        for (int i = 0; i < 30; i++) {
            seeder.benchmark(
                    "paging " + i,
                    RunStatus.CANCELLED,
                    paging,
                    List.of(Approach.LOOM_NETTY),
                    DAY.minus(40 + i, ChronoUnit.DAYS));
        }
        finished = seeder.benchmark(
                "seeded finished",
                RunStatus.SUCCEEDED,
                SEEDED,
                List.of(Approach.PLATFORM_TOMCAT, Approach.LOOM_TOMCAT),
                DAY);
        succeededTrial = seeder.trial(finished, 1, SEEDED, Approach.PLATFORM_TOMCAT, RunStatus.SUCCEEDED, DAY, 5);
        seeder.trial(finished, 2, SEEDED, Approach.LOOM_TOMCAT, RunStatus.FAILED, DAY.plusSeconds(20), 0);
    }

    @Test
    void finishedBenchmarkShowsSummaryTrialsDownloadsAndLogTails() {
        Page page = get("/benchmarks/" + finished);

        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body())
                .contains("<title>seeded finished · Threadbench</title>")
                .contains("data-scenario=\"seeded-pages\"")
                .contains("<tr data-metric=\"latency_millis_p50\">")
                .contains("<span>p50 latency (ms)</span>")
                .contains("id=\"verdict\"")
                .contains("data-outcome=\"NO_DATA\"")
                .contains("/api/benchmarks/" + finished + "/results.csv")
                .contains("/api/trials/" + succeededTrial + "/series.csv")
                .contains("/benchmarks/" + finished + "/heatmap")
                .contains("the SUT did not answer its health check within 60 s")
                .contains("port 8080 in use")
                .doesNotContain("id=\"stop-button\"");
        assertThat(page.body().split("class=\"trial-panel\"")).hasSize(3);
    }

    @Test
    void storedSecondsComeInTheLiveMessageFormat() {
        Page json = getAccepting("/benchmarks/" + finished + "/trials/" + succeededTrial + "/seconds", "*/*");

        assertThat(json.status()).isEqualTo(200);
        JsonNode seconds = JsonMapper.builder().build().readTree(json.body());
        assertThat(seconds).hasSize(7); // 2 warm-up + 5 measured
        assertThat(seconds.get(0).get("second").asLong()).isEqualTo(-2);
        assertThat(seconds.get(0).get("warmup").asBoolean()).isTrue();
        assertThat(seconds.get(2).get("type").asString()).isEqualTo("second");
        assertThat(seconds.get(2).get("p50Millis").asDouble()).isBetween(104.0, 106.0);
        assertThat(seconds.get(2).get("samples")).hasSize(40);
        assertThat(seconds.get(2).get("telemetry").get("sutRssMib").asDouble()).isEqualTo(380.0);

        assertThat(getAccepting("/benchmarks/" + (finished - 1) + "/trials/" + succeededTrial + "/seconds", "*/*")
                        .status())
                .isEqualTo(404);
    }

    @Test
    void historyPagesAndFilters() {
        Page first = get("/benchmarks?scenario=seeded-paging");
        assertThat(first.body().split("<tr id=\"benchmark-")).hasSize(26);
        assertThat(first.body()).contains("page 1 of 2 (30 benchmarks)").contains("?page=1&amp;scenario=seeded-paging");

        Page second = get("/benchmarks?page=1&scenario=seeded-paging");
        assertThat(second.body().split("<tr id=\"benchmark-")).hasSize(6);

        Page byStatus = get("/benchmarks?status=SUCCEEDED&from=2024-03-10&to=2024-03-10");
        assertThat(byStatus.body()).contains("seeded finished").doesNotContain("paging 0");

        Page none = get("/benchmarks?approach=webflux-netty&scenario=seeded-pages");
        assertThat(none.body()).contains("No benchmark matches these filters.");

        Page bad = get("/benchmarks?from=10.03.2024&approach=fast");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.body())
                .contains("from must be a date like 2026-01-31, got &#39;10.03.2024&#39;")
                .contains("approach: &#39;fast&#39; is not known");
    }

    @Test
    void deleteFromHistoryRemovesTheBenchmark() {
        long doomed = new BenchmarkSeeder(jdbc, seconds, summaries)
                .benchmark("doomed", RunStatus.FAILED, SEEDED, List.of(Approach.LOOM_TOMCAT), DAY);

        Page deleted = htmxPost("/benchmarks/" + doomed + "/delete", Map.of());

        assertThat(deleted.status()).isEqualTo(200);
        assertThat(get("/benchmarks/" + doomed).status()).isEqualTo(404);
    }

    @Test
    void newBenchmarkFormPlansAndRejectsBadInputWithoutStarting() {
        // three repetitions by default: two variants, six trials, and no warning
        Page form = get("/benchmarks/new?scenario=smoketest");
        assertThat(form.body())
                .contains("value=\"smoketest\" checked")
                .contains("6 trials")
                .doesNotContain("id=\"plan-repetitions\"");

        Page plan = htmxPost(
                "/benchmarks/plan", Map.of("scenarios", "smoketest", "approaches", "loom-netty", "repetitions", "3"));
        assertThat(plan.body()).contains("3 trials").doesNotContain("<html");

        long before =
                jdbc.sql("SELECT COUNT(*) FROM benchmark").query(Long.class).single();
        Page rejected = post("/benchmarks", Map.of("scenarios", "smoketest", "repetitions", "two"));
        assertThat(rejected.status()).isEqualTo(400);
        assertThat(rejected.body())
                .contains("repetitions must be a whole number or auto (until decided, at most 10), got &#39;two&#39;");

        Page noApproach = post("/benchmarks", Map.of("scenarios", "smoketest", "repetitions", "1"));
        assertThat(noApproach.status()).isEqualTo(400);
        assertThat(noApproach.body()).contains("choose at least one approach");
        assertThat(jdbc.sql("SELECT COUNT(*) FROM benchmark").query(Long.class).single())
                .isEqualTo(before);
    }

    @Test
    void thePlanWarnsInWordsThatOneRepetitionNamesNoWinner() {
        Page one = htmxPost(
                "/benchmarks/plan", Map.of("scenarios", "smoketest", "approaches", "loom-netty", "repetitions", "1"));
        Page three = htmxPost(
                "/benchmarks/plan", Map.of("scenarios", "smoketest", "approaches", "loom-netty", "repetitions", "3"));
        Page aa =
                htmxPost("/benchmarks/plan", Map.of("scenarios", "smoketest", "aa", "loom-netty", "repetitions", "1"));

        assertThat(one.body())
                .contains("id=\"plan-repetitions\"")
                .contains("1 repetition names no winner: one run per variant shows no run-to-run noise")
                .contains("Run 3 for a verdict.");
        assertThat(three.body()).doesNotContain("id=\"plan-repetitions\"");
        assertThat(aa.body()).doesNotContain("id=\"plan-repetitions\"");
    }

    @Test
    void repetitionsAutoPlansAtMostTheBudgetAndSaysSoAndAWordIsAFieldError() {
        Page auto = htmxPost(
                "/benchmarks/plan",
                Map.of("scenarios", "smoketest", "approaches", "loom-netty,vertx", "repetitions", "auto"));
        Page word = htmxPost(
                "/benchmarks/plan",
                Map.of("scenarios", "smoketest", "approaches", "loom-netty,vertx", "repetitions", "several"));

        assertThat(auto.body())
                .contains("20 trials")
                .contains("Until decided: the trials and time below are at most; each scenario stops as soon as a"
                        + " look after a round (from the second on) names a winner or shows the variants the same,"
                        + " at most 10 repetitions.");
        assertThat(word.body())
                .contains("repetitions must be a whole number or auto (until decided, at most 10), got"
                        + " &#39;several&#39;");
    }

    @Test
    void aPresetTicksTheScenarioAndVariantsOfItsQuestionAndLightScenariosComeFirst() {
        Page preset = get("/benchmarks/new?preset=pool-or-virtual");

        assertThat(preset.body())
                .contains("Virtual threads or a thread pool?")
                .contains("value=\"tomcat-10-threads-slow-upstream\" checked")
                .contains("value=\"platform-tomcat\" checked")
                .contains("value=\"loom-tomcat\" checked")
                .doesNotContain("value=\"webflux-netty\" checked")
                .contains("6 trials");
        String body = preset.body();
        assertThat(body.indexOf(">Light</span>")).isPositive().isLessThan(body.indexOf(">For big machines</span>"));
        assertThat(body.indexOf("value=\"smoketest\""))
                .isLessThan(body.indexOf("value=\"20k-vus-smooth-spike-get-movies\""));
        assertThat(body).contains("Reactive or virtual threads?").contains("My service: platform or virtual?");
    }

    @Test
    void thePlanSaysWhatTheHostCheckWillSayOfTheTickedScenarios() {
        Page small = htmxPost("/benchmarks/plan", Map.of("scenarios", "smoketest", "approaches", "loom-netty"));
        assertThat(small.body()).doesNotContain("id=\"plan-host\"");

        String big = "20k-vus-smooth-spike-get-movies";
        HostCheck.Findings verdict = HostCheck.check(scenarioService.get(big).scenario(), HostLimits.read());
        Page plan = htmxPost("/benchmarks/plan", Map.of("scenarios", big, "approaches", "loom-netty"));

        // the same check the trials run, on this host: as many refusals and flags as it finds, each named
        assertThat(plan.body().split(big + ": will be refused: ", -1))
                .hasSize(verdict.refusals().size() + 1);
        assertThat(plan.body().split(big + ": will be flagged: ", -1))
                .hasSize(verdict.doubts().size() + 1);
        assertThat(plan.body().contains("id=\"plan-host\""))
                .isEqualTo(!verdict.refusals().isEmpty() || !verdict.doubts().isEmpty());
    }

    @Test
    void homeListsTheLatestVerdictsAndSaysNothingOfRunningWhileNothingRuns() {
        Page home = get("/");

        assertThat(home.body())
                .contains("Latest verdicts")
                .contains("id=\"recent-table\"")
                .doesNotContain("Running now");
    }

    /**
     * The compare-variants charts: per scenario, each variant's measured seconds and its latency by percentile; seeded
     * latencies are 100–109.75 ms for platform-tomcat and 2 ms more for loom-tomcat.
     */
    @Test
    void variantChartsDrawEveryVariantOfAScenarioOnSharedAxes() {
        BenchmarkSeeder seeder = new BenchmarkSeeder(jdbc, seconds, summaries);
        Scenario scenario = BenchmarkSeeder.scenario("seeded-compare");
        long id = seeder.benchmark(
                "seeded compare",
                RunStatus.SUCCEEDED,
                scenario,
                List.of(Approach.PLATFORM_TOMCAT, Approach.LOOM_TOMCAT),
                DAY.plus(1, ChronoUnit.DAYS));
        seeder.trial(id, 1, scenario, Approach.PLATFORM_TOMCAT, RunStatus.SUCCEEDED, DAY, 5);
        seeder.trial(id, 2, scenario, Approach.LOOM_TOMCAT, RunStatus.SUCCEEDED, DAY.plusSeconds(20), 5);

        Page json = getAccepting("/benchmarks/" + id + "/variant-charts", "*/*");

        assertThat(json.status()).isEqualTo(200);
        JsonNode scenarios = JsonMapper.builder().build().readTree(json.body());
        assertThat(scenarios).singleElement().satisfies(s -> {
            assertThat(s.get("scenario").asString()).isEqualTo("seeded-compare");
            assertThat(s.get("variants")).hasSize(2);
        });
        JsonNode platform = scenarios.get(0).get("variants").get(0);
        JsonNode loom = scenarios.get(0).get("variants").get(1);
        assertThat(platform.get("label").asString()).isEqualTo("platform-tomcat");
        assertThat(platform.get("seconds")).as("measured seconds only").hasSize(5);
        assertThat(platform.get("seconds").get(0).get("x").asLong()).isEqualTo(0);
        assertThat(platform.get("seconds").get(0).get("rssMib").asDouble()).isEqualTo(380.0);
        assertThat(platform.get("seconds").get(0).get("platformThreads").asInt())
                .isEqualTo(30);
        JsonNode percentiles = platform.get("percentiles");
        assertThat(percentiles).hasSize(24);
        assertThat(percentiles.get(0).get(0).asDouble()).isEqualTo(0);
        assertThat(percentiles.get(0).get(1).asDouble()).isBetween(99.9, 100.1);
        assertThat(percentiles.get(23).get(0).asDouble()).isEqualTo(99.99);
        assertThat(percentiles.get(23).get(1).asDouble()).isBetween(109.6, 109.9);
        assertThat(loom.get("percentiles").get(23).get(1).asDouble()).isBetween(111.6, 111.9);
        assertThat(getAccepting("/benchmarks/987654/variant-charts", "*/*").status())
                .isEqualTo(404);
    }

    @Test
    void unknownBenchmarkIs404() {
        assertThat(get("/benchmarks/987654").body()).contains("no benchmark with id 987654");
    }
}
