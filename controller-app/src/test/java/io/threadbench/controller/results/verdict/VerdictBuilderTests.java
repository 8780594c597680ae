package io.threadbench.controller.results.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.TrialDiagnostics;
import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.SequentialPlan;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.results.heatmap.CellOutcome;
import io.threadbench.controller.results.heatmap.HeatmapBuilder;
import io.threadbench.controller.results.heatmap.HeatmapCell;
import io.threadbench.controller.results.heatmap.HeatmapOptions;
import io.threadbench.controller.results.heatmap.ValueFormat;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Outcome;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Reason;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.telemetry.JfrSummary;
import io.threadbench.controller.telemetry.PinnedStack;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The verdict on crafted results: one test per load shape, outcome and reason (issue 21). */
class VerdictBuilderTests {

    private static final Scenario RATE = ScenarioCodec.fromJson("""
            {"name": "rate", "workload": "epoch-millis", "loadShape": "constant-rate", "vus": 300, "rps": 200,
             "delayMillis": 100, "warmupSeconds": 1, "durationSeconds": 10,
             "serverProperties": {"server.tomcat.threads.max": "10"}}""");
    private static final Scenario USERS = ScenarioCodec.fromJson("""
            {"name": "users", "workload": "epoch-millis", "loadShape": "constant-vus", "vus": 20,
             "delayMillis": 2000, "warmupSeconds": 1, "durationSeconds": 10,
             "serverProperties": {"server.tomcat.threads.max": "10"}}""");
    private static final Scenario CAPACITY = ScenarioCodec.fromJson("""
            {"name": "capacity", "workload": "epoch-millis", "loadShape": "capacity", "vus": 400,
             "delayMillis": 100, "warmupSeconds": 1,
             "capacity": {"slo": {"p99Millis": 150, "errorPercent": 1}, "startRate": 40, "stepFactor": 1.5,
                          "maxRate": 600, "stepSeconds": 4, "settleSeconds": 1}}""");

    private static final Variant PLATFORM = Variant.builtin(Approach.PLATFORM_TOMCAT, null);
    private static final Variant LOOM = Variant.builtin(Approach.LOOM_TOMCAT, null);

    /** Crafts the trials of one benchmark; values get ±0.5 % between repetitions unless {@link #exact}. */
    private static final class Crafted {
        private final List<TrialResult> trials = new ArrayList<>();
        private double spread = 0.005;
        private RunStatus status = RunStatus.SUCCEEDED;
        private final List<String> scenarios = new ArrayList<>();
        private final List<String> labels = new ArrayList<>();
        private long nextId = 1;

        Crafted cell(
                Scenario scenario, Variant variant, int repetitions, Map<String, Double> metrics, TrustFlag... flags) {
            if (!scenarios.contains(scenario.name())) {
                scenarios.add(scenario.name());
            }
            if (!labels.contains(variant.label())) {
                labels.add(variant.label());
            }
            for (int r = 1; r <= repetitions; r++) {
                double factor = 1 + spread * (r - 2);
                Map<String, Double> values = new LinkedHashMap<>();
                metrics.forEach((name, value) -> values.put(name, value * factor));
                trials.add(new TrialResult(
                        nextId++,
                        scenario.name(),
                        variant.label(),
                        r,
                        RunStatus.SUCCEEDED,
                        false,
                        null,
                        List.of(flags),
                        values,
                        Map.of(),
                        scenario,
                        variant));
            }
            return this;
        }

        /** The benchmark's status, e.g. RUNNING while trials are still to run. */
        Crafted status(RunStatus value) {
            status = value;
            return this;
        }

        /** A variant of the benchmark without a trial that counts: still to run, or failed. */
        Crafted without(Variant variant) {
            labels.add(variant.label());
            return this;
        }

        /** A trial of the variant that failed with {@code error}, so counts nowhere. */
        Crafted failed(Scenario scenario, Variant variant, String error) {
            if (!labels.contains(variant.label())) {
                labels.add(variant.label());
            }
            trials.add(new TrialResult(
                    nextId++,
                    scenario.name(),
                    variant.label(),
                    1,
                    RunStatus.FAILED,
                    false,
                    error,
                    List.of(),
                    Map.of(),
                    Map.of(),
                    scenario,
                    variant));
            return this;
        }

        /** Every repetition gets the same values, as a pool-limited closed-loop run's request counts do. */
        Crafted exact() {
            spread = 0;
            return this;
        }

        BenchmarkResults results() {
            return new BenchmarkResults(7, "crafted", status, scenarios, labels, trials);
        }

        BenchmarkVerdict verdict(Map<Long, TrialDiagnostics> diagnostics) {
            return VerdictBuilder.of(results(), diagnostics);
        }

        ScenarioVerdict only() {
            return verdict(Map.of()).scenarios().getFirst();
        }
    }

    private static Map<String, Double> latency(double p50, double p99, double rps) {
        Map<String, Double> metrics = new HashMap<>();
        metrics.put("latency_millis_p50", p50);
        metrics.put("latency_millis_p99", p99);
        metrics.put("requests_per_second_p50", rps);
        metrics.put("requests_ok", rps * 10); // the crafted scenarios measure 10 s
        metrics.put("requests_error", 0.0);
        metrics.put("cpu_millis_per_request", 0.3);
        metrics.put("rss_sut_mib_max", 200.0);
        return metrics;
    }

    private static Map<String, Double> with(Map<String, Double> base, String metric, double value) {
        Map<String, Double> copy = new HashMap<>(base);
        copy.put(metric, value);
        return copy;
    }

    @Test
    void aFixedRateIsDecidedByP99AndAPoolThatFellBehindIsTheReasonWithLittlesLaw() {
        TrustFlag behind = new TrustFlag(FlagCode.SUT_FELL_BEHIND, "the SUT carried 98 of 200 req/s");
        ScenarioVerdict verdict = new Crafted()
                .cell(RATE, PLATFORM, 3, latency(410, 822, 98), behind)
                .cell(RATE, LOOM, 3, latency(101, 121, 200))
                .only();

        assertThat(verdict.outcome()).isEqualTo(Outcome.WINNER);
        assertThat(verdict.winner()).isEqualTo("loom-tomcat");
        assertThat(verdict.question()).isEqualTo("At 200 req/s, which variant carries the rate and answers fastest?");
        assertThat(verdict.deciding()).containsExactly("latency_millis_p99", "latency_millis_p50");
        assertThat(verdict.headline())
                .startsWith("virtual threads on Tomcat (loom-tomcat) wins: p99 latency 121 ms against 822 ms for a"
                        + " 10-thread pool on Tomcat (platform-tomcat), 6.79× lower (95 % interval ")
                .endsWith("×, 3 repetitions each).");
        assertThat(verdict.decidedBy().low()).isGreaterThan(6.0);
        assertThat(verdict.decidedBy().high()).isLessThan(7.7);
        assertThat(verdict.ranking()).containsExactly(List.of("loom-tomcat"), List.of("platform-tomcat"));
        assertThat(verdict.reasons()).extracting(Reason::code).first().isEqualTo(ReasonCode.POOL_QUEUED);
        assertThat(verdict.reasons().getFirst().text())
                .isEqualTo("the SUT carried 98 of 200 req/s Little's law: 10 threads × 1000 / 100 ms per request"
                        + " allow about 100 req/s, against 200 req/s asked.");
        assertThat(verdict.recommendation())
                .as("what to use first, in words, with latency and throughput as rates")
                .isEqualTo("Use virtual threads on Tomcat (loom-tomcat) for this load: p99 latency 121 ms against 822"
                        + " ms with a 10-thread pool on Tomcat (platform-tomcat); throughput 200 req/s against"
                        + " 98 req/s.");
        assertThat(verdict.name("platform-tomcat")).isEqualTo("a 10-thread pool on Tomcat (platform-tomcat)");
        assertThat(verdict.reasons().getFirst().trialId()).isEqualTo(1L);
        assertThat(verdict.efficiency()).hasSize(2);
        assertThat(verdict.advice()).isEmpty();
    }

    /** What the closed loop of 20 users recommends, whether its verdict read the mean rate or the answered count. */
    private static final String USERS_RECOMMENDATION = "Use virtual threads on Tomcat (loom-tomcat) for this load:"
            + " throughput 9.9 req/s against 4.9 req/s with a 10-thread pool on Tomcat (platform-tomcat); p99 latency"
            + " 2010 ms against 4000 ms.";

    /** A benchmark stored before the mean rate: its closed loop is decided on the requests answered in its window. */
    @Test
    void closedLoopUsersAreDecidedByThroughputAndAPoolAtItsCapIsTheReason() {
        ScenarioVerdict verdict = new Crafted()
                .cell(USERS, PLATFORM, 3, latency(3900, 4000, 4.9))
                .cell(USERS, LOOM, 3, latency(2001, 2010, 9.9))
                .only();

        assertThat(verdict.outcome()).isEqualTo(Outcome.WINNER);
        assertThat(verdict.winner()).isEqualTo("loom-tomcat");
        assertThat(verdict.decidedBy().metric()).isEqualTo("requests_ok");
        assertThat(verdict.headline())
                .startsWith("virtual threads on Tomcat (loom-tomcat) wins: requests answered OK 99 against 49 in the"
                        + " measured seconds for a 10-thread pool on Tomcat (platform-tomcat), 2.02× higher");
        assertThat(verdict.recommendation()).isEqualTo(USERS_RECOMMENDATION);
        assertThat(verdict.reasons()).singleElement().satisfies(reason -> {
            assertThat(reason.code()).isEqualTo(ReasonCode.POOL_QUEUED);
            assertThat(reason.text())
                    .isEqualTo("its pool of 10 threads was the limit: it served 4.9 req/s, and by Little's law 10"
                            + " threads × 1000 / 2000 ms per request allow about 5 req/s; further requests queued for"
                            + " a thread");
        });
    }

    @Test
    void aPoolHeldByARandomPauseIsTheReasonByHalfThePause() {
        // seed 002 in containers: 600 users on /allocate, a random pause of up to 1 s, Tomcat's default 200 threads;
        // the fastest answer (29 ms, a pause near 0) says nothing of how long a request holds its thread
        Scenario allocate = ScenarioCodec.fromJson("""
                {"name": "allocate", "workload": "allocate", "loadShape": "constant-vus", "vus": 600,
                 "delayMillis": 1000, "warmupSeconds": 1, "durationSeconds": 10}""");
        Variant platform = Variant.builtin(Approach.PLATFORM_TOMCAT, null);
        ScenarioVerdict verdict = new Crafted()
                .cell(
                        allocate,
                        platform,
                        2,
                        memory(with(latency(1494, 2027, 363), "latency_millis_min", 28.7), 165, 139, 74, 221, 85))
                .cell(
                        allocate,
                        LOOM,
                        2,
                        memory(with(latency(558, 1207, 982), "latency_millis_min", 0.29), 347, 86, 202, 22, 85))
                .only();

        assertThat(verdict.winner()).isEqualTo("loom-tomcat");
        // the winner's own cost (more memory per request in flight) is not a reason the others lose
        assertThat(verdict.againstOthers()).extracting(Reason::variant).containsOnly("platform-tomcat");
        assertThat(verdict.winnersCosts()).singleElement().satisfies(cost -> {
            assertThat(cost.code()).isEqualTo(ReasonCode.MEMORY_PER_REQUEST_IN_FLIGHT);
            assertThat(cost.text()).startsWith("holds 346 KiB per request in flight against 165 KiB");
        });
        assertThat(VerdictText.lines(new BenchmarkVerdict(1, "b", List.of(verdict))))
                .contains("  What loom-tomcat gives up: "
                        + verdict.winnersCosts().getFirst().text())
                .noneMatch(line -> line.startsWith("  Why loom-tomcat"));
        assertThat(verdict.reasons()).first().satisfies(reason -> {
            assertThat(reason.code()).isEqualTo(ReasonCode.POOL_QUEUED);
            assertThat(reason.text())
                    .isEqualTo("its pool of 200 threads (the default) was the limit: it served 362 req/s, and by"
                            + " Little's law 200 threads × 1000 / 500 ms per request (its random pause of up to 1000"
                            + " ms, on average) allow about 400 req/s; further requests queued for a thread");
        });
    }

    @Test
    void closedLoopUsersUnderACapOnTheRateAreStillAClosedLoopNotARateToCarry() {
        // seed 002's scenario: 600 users with rps 5000 as a cap that the services never reach
        Scenario capped = USERS.toBuilder().rps(5000).build();
        ScenarioVerdict verdict = new Crafted()
                .cell(capped, PLATFORM, 3, with(latency(3900, 4000, 4.9), MetricNames.THROUGHPUT, 4.9))
                .cell(capped, LOOM, 3, with(latency(2001, 2010, 9.9), MetricNames.THROUGHPUT, 9.9))
                .only();

        assertThat(verdict.question()).startsWith("With 20 users, which variant serves more requests per second");
        assertThat(verdict.decidedBy().metric()).isEqualTo(MetricNames.THROUGHPUT);
        assertThat(verdict.winner()).isEqualTo("loom-tomcat");
        assertThat(verdict.headline()).doesNotContain("5000");
    }

    @Test
    void closedLoopUsersAreDecidedByTheirMeanRateOverTheMeasuredSecondsWhenMeasured() {
        ScenarioVerdict verdict = new Crafted()
                .cell(USERS, PLATFORM, 3, with(latency(3900, 4000, 4.9), MetricNames.THROUGHPUT, 4.9))
                .cell(USERS, LOOM, 3, with(latency(2001, 2010, 9.9), MetricNames.THROUGHPUT, 9.9))
                .only();

        assertThat(verdict.deciding())
                .containsExactly(MetricNames.THROUGHPUT, "latency_millis_p99", "latency_millis_p50");
        assertThat(verdict.question()).startsWith("With 20 users, which variant serves more requests per second");
        assertThat(verdict.outcome()).isEqualTo(Outcome.WINNER);
        assertThat(verdict.decidedBy().metric()).isEqualTo(MetricNames.THROUGHPUT);
        assertThat(verdict.headline())
                .startsWith("virtual threads on Tomcat (loom-tomcat) wins: throughput 9.9 req/s against 4.9 req/s over"
                        + " the measured seconds for a 10-thread pool on Tomcat (platform-tomcat), 2.02× higher");
        assertThat(verdict.recommendation()).isEqualTo(USERS_RECOMMENDATION);
    }

    @Test
    void aClosedLoopsMeanRateIsKnownOnlyToARoundOfItsUsersOverTheWindow() {
        // 155 and 160 answered in 10 s by 20 users in lockstep: one round apart, as where the window's edges fall
        ScenarioVerdict verdict = new Crafted()
                .exact()
                .cell(USERS, PLATFORM, 3, with(latency(2001, 2010, 15.5), MetricNames.THROUGHPUT, 15.5))
                .cell(USERS, LOOM, 3, with(latency(2001, 2010, 16), MetricNames.THROUGHPUT, 16))
                .only();

        assertThat(verdict.decidedBy().metric()).isEqualTo(MetricNames.THROUGHPUT);
        assertThat(verdict.outcome()).as(verdict.headline()).isEqualTo(Outcome.INCONCLUSIVE);
        assertThat(verdict.headline()).contains("on throughput (16 req/s and 15.5 req/s)");
    }

    @Test
    void closedLoopUsersAreDecidedByCorrectedLatencyWhenMeasuredAndTheQuestionSaysSo() {
        Map<String, Double> platform = memory(corrected(latency(20, 21, 990), 22, 80), 1126, 1000, 200, 200, 5.2);
        Map<String, Double> loom = memory(corrected(latency(20, 21, 990), 20, 21), 14, 4, 10, 20, 3.1);
        // every repetition answers the same count, as a closed loop of users on a fixed delay does: shown the same
        ScenarioVerdict verdict = new Crafted()
                .exact()
                .cell(USERS, PLATFORM, 3, platform)
                .cell(USERS, LOOM, 3, loom)
                .only();

        assertThat(verdict.deciding())
                .containsExactly("requests_ok", "latency_millis_p99_corrected", "latency_millis_p50_corrected");
        assertThat(verdict.question())
                .endsWith("(Latency corrected for coordinated omission: each user waits for its"
                        + " answer before sending the next, so a stall would hide the requests it delayed.)");
        assertThat(verdict.winner())
                .as(verdict.headline() + " " + verdict.outcome())
                .isEqualTo("loom-tomcat");
        assertThat(verdict.decidedBy().metric()).isEqualTo("latency_millis_p99_corrected");
        assertThat(verdict.headline())
                .startsWith(
                        "virtual threads on Tomcat (loom-tomcat) wins: p99 latency, corrected for coordinated omission");
        assertThat(verdict.reasons())
                .filteredOn(reason -> reason.code() == ReasonCode.MEMORY_PER_REQUEST_IN_FLIGHT)
                .singleElement()
                .satisfies(reason -> {
                    assertThat(reason.variant()).isEqualTo("platform-tomcat");
                    assertThat(reason.text())
                            .isEqualTo("holds 1.1 MiB per request in flight against 14 KiB for loom-tomcat: most of it"
                                    + " outside the heap, where its 200 platform threads keep their stacks");
                });
        assertThat(verdict.reasons())
                .filteredOn(reason -> reason.code() == ReasonCode.ALLOCATION_PER_REQUEST)
                .singleElement()
                .satisfies(reason -> assertThat(reason.text())
                        .isEqualTo("allocates 5.2 KiB per request against 3.1 KiB for loom-tomcat"));
        assertThat(verdict.efficiency()).anyMatch(line -> line.startsWith("Memory per request in flight"));
    }

    @Test
    void efficiencyFiguresTheVerdictCouldNotTellApartGiveNoReason() {
        // 3.1 against 3.11 KiB: within the smallest difference that matters, so no reason quotes them
        ScenarioVerdict verdict = new Crafted()
                .cell(USERS, PLATFORM, 3, memory(latency(3900, 4000, 4.9), 14, 4, 10, 20, 3.11))
                .cell(USERS, LOOM, 3, memory(latency(2001, 2010, 9.9), 14, 4, 10, 20, 3.1))
                .only();

        assertThat(verdict.deciding()).containsExactly("requests_ok", "latency_millis_p99", "latency_millis_p50");
        assertThat(verdict.question()).doesNotContain("coordinated omission");
        assertThat(verdict.reasons())
                .extracting(Reason::code)
                .doesNotContain(ReasonCode.MEMORY_PER_REQUEST_IN_FLIGHT, ReasonCode.ALLOCATION_PER_REQUEST);
    }

    private static Map<String, Double> corrected(Map<String, Double> base, double p50, double p99) {
        Map<String, Double> copy = with(base, "latency_millis_p50_corrected", p50);
        copy.put("latency_millis_p99_corrected", p99);
        return copy;
    }

    private static Map<String, Double> memory(
            Map<String, Double> base,
            double perRequestKib,
            double outsideHeapKib,
            double heapKib,
            double platformThreads,
            double allocatedKib) {
        Map<String, Double> copy = with(base, "memory_kib_per_request_in_flight", perRequestKib);
        copy.put("outside_heap_kib_per_request_in_flight", outsideHeapKib);
        copy.put("heap_kib_per_request_in_flight", heapKib);
        copy.put("platform_threads_max", platformThreads);
        copy.put("allocated_kib_per_request", allocatedKib);
        return copy;
    }

    /** A real run of that scenario held each request 1 s, not the 2 s delay: Little's law uses the fastest answer. */
    @Test
    void aPoolsHoldTimeIsItsFastestAnswerWhenMeasured() {
        ScenarioVerdict verdict = new Crafted()
                .cell(USERS, PLATFORM, 3, with(latency(1900, 2000, 10), "latency_millis_min", 1000))
                .cell(USERS, LOOM, 3, with(latency(1001, 1010, 20), "latency_millis_min", 1000))
                .only();

        assertThat(verdict.winner()).isEqualTo("loom-tomcat");
        assertThat(verdict.reasons().getFirst().text())
                .isEqualTo("its pool of 10 threads was the limit: it served 10 req/s, and by Little's law 10 threads"
                        + " × 1000 / 1000 ms per request (its fastest answer) allow about 10 req/s; further requests"
                        + " queued for a thread");
    }

    /**
     * As a real pool-limited run (20 users, 2 s upstream, 10 threads, 30 s: 300 answers against 160 in each of 3
     * repetitions), over this scenario's 10 s. The page said "1.88× higher (95 % interval 1.88–1.88×" and a cap of 4.99 req/s "at most" beside
     * 5.33 served: the 10 requests holding a thread when the measured seconds began are answered within them.
     */
    @Test
    void identicalRepetitionsAreKnownToTheirResolutionAndAPoolServingAboveItsCapSaysWhy() {
        ScenarioVerdict verdict = new Crafted()
                .exact()
                .cell(
                        USERS,
                        PLATFORM,
                        3,
                        with(with(latency(3900, 4000, 5), "requests_ok", 53.3), "latency_millis_min", 2004))
                .cell(
                        USERS,
                        LOOM,
                        3,
                        with(with(latency(2005, 2010, 10), "requests_ok", 100), "latency_millis_min", 2001))
                .only();

        assertThat(verdict.headline())
                .as("identical counts of 20 users in lockstep are known to half a round of them, never exactly")
                .isEqualTo("virtual threads on Tomcat (loom-tomcat) wins: requests answered OK 100 against 53.3 in the"
                        + " measured seconds for a 10-thread pool on Tomcat (platform-tomcat), 1.88× higher (95 %"
                        + " interval 1.27–2.76×, 3 repetitions each).");
        assertThat(verdict.reasons().getFirst().text())
                .as("the rate served is the headline's, and Little's law gives an estimate, never a ceiling under it")
                .isEqualTo("its pool of 10 threads was the limit: it served 5.33 req/s, and by Little's law 10 threads"
                        + " × 1000 / 2004 ms per request (its fastest answer) allow about 4.99 req/s; further requests"
                        + " queued for a thread");
    }

    /** Seen on a live page, trial 2 of 6: "Only loom-tomcat has results … Add a second variant to compare against." */
    @Test
    void whileTrialsAreStillToRunTheVerdictSaysWhoseResultsItWaitsFor() {
        Variant vertx = Variant.builtin(Approach.VERTX, null);
        ScenarioVerdict first = new Crafted()
                .status(RunStatus.RUNNING)
                .cell(RATE, LOOM, 2, latency(101, 103, 200))
                .without(PLATFORM)
                .without(vertx)
                .only();
        assertThat(first.outcome()).isEqualTo(Outcome.NO_DATA);
        assertThat(first.headline())
                .isEqualTo("So far only virtual threads on Tomcat (loom-tomcat) has results in this scenario (p99"
                        + " latency 103 ms); the verdict"
                        + " comes once platform-tomcat and vertx have theirs.");
        assertThat(first.advice()).isEmpty();

        ScenarioVerdict two = new Crafted()
                .status(RunStatus.RUNNING)
                .cell(RATE, LOOM, 3, latency(101, 103, 200))
                .cell(RATE, PLATFORM, 3, latency(101, 140, 200))
                .without(vertx)
                .only();
        assertThat(two.outcome()).isEqualTo(Outcome.WINNER);
        assertThat(two.advice())
                .containsExactly("vertx has no results here yet: this verdict may change once its trials finish.");
    }

    @Test
    void aVariantWhoseTrialsAllFailedIsNamedAsNotRankedInsteadOfAskingForASecondVariant() {
        ScenarioVerdict alone = new Crafted()
                .status(RunStatus.FAILED)
                .cell(RATE, LOOM, 3, latency(101, 103, 200))
                .without(PLATFORM)
                .only();
        assertThat(alone.headline())
                .isEqualTo("Only virtual threads on Tomcat (loom-tomcat) has results in this scenario, so there is"
                        + " nothing to compare: p99 latency"
                        + " 103 ms.");
        assertThat(alone.advice())
                .containsExactly("platform-tomcat has no successful trial in this scenario, so it is not ranked: see"
                        + " the failed trials' errors, then resume the benchmark or run it again.");

        ScenarioVerdict single =
                new Crafted().cell(RATE, LOOM, 3, latency(101, 103, 200)).only();
        assertThat(single.advice()).containsExactly("Add a second variant to compare against.");
    }

    @Test
    void aVariantKilledForMemoryLosesWithItsLimitAndPeakAsTheReason() {
        String killed = "killed for memory: limit 256 MiB, peak 256.0 MiB, during the measured run";
        ScenarioVerdict alone = new Crafted()
                .status(RunStatus.FAILED)
                .cell(RATE, LOOM, 3, latency(101, 103, 200))
                .failed(RATE, PLATFORM, killed)
                .only();
        assertThat(alone.outcome()).isEqualTo(ScenarioVerdict.Outcome.WINNER);
        assertThat(alone.winner()).isEqualTo("loom-tomcat");
        assertThat(alone.headline())
                .isEqualTo("virtual threads on Tomcat (loom-tomcat) wins: a 10-thread pool on Tomcat (platform-tomcat)"
                        + " was killed for memory (limit 256 MiB, peak 256.0 MiB, during the measured run);"
                        + " loom-tomcat's p99 latency 103 ms.");
        assertThat(alone.recommendation())
                .isEqualTo("Use virtual threads on Tomcat (loom-tomcat) for this load: a 10-thread pool on Tomcat"
                        + " (platform-tomcat) could not stay within its memory limit.");
        assertThat(alone.ranking()).containsExactly(List.of("loom-tomcat"), List.of("platform-tomcat"));
        assertThat(alone.reasons())
                .containsExactly(
                        new Reason("platform-tomcat", ReasonCode.KILLED_FOR_MEMORY, "its container was " + killed, 4L));
        assertThat(alone.advice()).isEmpty();

        Variant jetty = Variant.builtin(Approach.LOOM_JETTY, null);
        ScenarioVerdict ranked = new Crafted()
                .status(RunStatus.FAILED)
                .cell(RATE, LOOM, 3, latency(101, 103, 200))
                .cell(RATE, jetty, 3, latency(101, 180, 200))
                .failed(RATE, PLATFORM, "the SUT exited during the measured run with code 1")
                .failed(RATE, PLATFORM, killed)
                .only();
        assertThat(ranked.ranking().getLast()).containsExactly("platform-tomcat");
        assertThat(ranked.reasons()).extracting(Reason::code).contains(ReasonCode.KILLED_FOR_MEMORY);
        assertThat(ranked.advice()).noneMatch(line -> line.contains("not ranked"));
    }

    @Test
    void aCapacitySearchIsDecidedByCapacityWithinTheSlo() {
        Map<String, Double> platform = Map.of("capacity_rps", 96.0, "capacity_p99_millis", 140.0);
        Map<String, Double> loom = Map.of("capacity_rps", 590.0, "capacity_p99_millis", 120.0);
        ScenarioVerdict verdict = new Crafted()
                .cell(CAPACITY, PLATFORM, 2, platform)
                .cell(CAPACITY, LOOM, 2, loom)
                .only();

        assertThat(verdict.question()).isEqualTo("Which variant carries the highest arrival rate within the SLO?");
        assertThat(verdict.outcome()).isEqualTo(Outcome.WINNER);
        assertThat(verdict.headline())
                .startsWith("virtual threads on Tomcat (loom-tomcat) wins: capacity within the SLO 589 req/s against"
                        + " 95.8 req/s for a 200-thread pool on Tomcat (platform-tomcat), 6.15× higher (95 % interval ")
                .contains("2 repetitions each");
        assertThat(verdict.recommendation())
                .isEqualTo("Use virtual threads on Tomcat (loom-tomcat) for this load: capacity within the SLO 589"
                        + " req/s against 95.8 req/s with a 200-thread pool on Tomcat (platform-tomcat); p99 at capacity"
                        + " 120 ms against 140 ms.");
    }

    @Test
    void anAaPairIsATieThatQuotesTheNoiseAndSaysWhatWouldSeparateIt() {
        Variant a = LOOM.withLabel("loom-tomcat-a");
        Variant b = LOOM.withLabel("loom-tomcat-b");
        Crafted crafted = new Crafted();
        crafted.cell(USERS, a, 3, latency(2001, 2010, 9.9));
        // b: the same figures, its repetitions in the other order of noise
        for (int r = 1; r <= 3; r++) {
            Map<String, Double> values = new LinkedHashMap<>();
            double factor = 1 - 0.005 * (r - 2);
            latency(2001, 2010, 9.9).forEach((name, value) -> values.put(name, value * factor));
            crafted.trials.add(new TrialResult(
                    100 + r,
                    USERS.name(),
                    b.label(),
                    r,
                    RunStatus.SUCCEEDED,
                    false,
                    null,
                    List.of(),
                    values,
                    Map.of(),
                    USERS,
                    b));
        }
        crafted.labels.add(b.label());

        ScenarioVerdict verdict = crafted.only();

        assertThat(verdict.outcome()).isEqualTo(Outcome.INCONCLUSIVE);
        assertThat(verdict.winner()).isNull();
        assertThat(verdict.recommendation())
                .as("figures that print alike: neither looks better")
                .isEqualTo("No recommendation yet: virtual threads on Tomcat (loom-tomcat-a) and virtual threads on"
                        + " Tomcat (loom-tomcat-b) measured alike (throughput 9.9 req/s and 9.9 req/s; p99 latency"
                        + " 2010 ms against 2010 ms), and the repetitions cannot tell them apart yet.");
        assertThat(verdict.ranking()).containsExactly(List.of("loom-tomcat-a", "loom-tomcat-b"));
        assertThat(verdict.headline())
                .startsWith("Could not tell virtual threads on Tomcat (loom-tomcat-a) and virtual threads on Tomcat"
                        + " (loom-tomcat-b) apart on ")
                .containsPattern("their ratio's 95 % interval is [\\d.]+–[\\d.]+× \\(3 repetitions each\\) still"
                        + " allows a difference of up to [\\d.]+ % as well as one within ±2 %\\.$");
        assertThat(verdict.reasons()).isEmpty();
        // the same CPU per request on both sides, known to 0.1 %: shown the same within the smallest difference
        assertThat(verdict.efficiency())
                .first()
                .asString()
                .startsWith("CPU per request: ")
                .containsPattern("— the same within ±2 %: [\\d.]+× \\(95 % interval [\\d.]+–[\\d.]+×,"
                        + " 3 repetitions each\\)\\.$");
        assertThat(verdict.advice())
                .singleElement()
                .asString()
                .as("requests answered in 10 s by 20 users in lockstep move by 20: 2 % is beyond what 30 can settle")
                .containsPattern(
                        "^To settle virtual threads on Tomcat \\(loom-tomcat-[ab]\\) against virtual threads on"
                                + " Tomcat \\(loom-tomcat-[ab]\\): more than 30 repetitions each"
                                + " would be needed to settle a difference of 2 % \\(find one twice as large, or show the two"
                                + " the same within it\\) with 80 % probability at run-to-run noise up to ±[\\d.]+ % per"
                                + " repetition; a larger smallest difference, longer trials or a quieter machine would do\\.$");
    }

    @Test
    void oneRepetitionIsNotEnoughDataAndSaysToRunThree() {
        ScenarioVerdict verdict = new Crafted()
                .cell(RATE, PLATFORM, 1, latency(410, 822, 98))
                .cell(RATE, LOOM, 1, latency(101, 121, 200))
                .only();

        assertThat(verdict.outcome()).isEqualTo(Outcome.NOT_ENOUGH_DATA);
        assertThat(verdict.winner()).isNull();
        assertThat(verdict.headline())
                .isEqualTo("Not enough data to name a winner: virtual threads on Tomcat (loom-tomcat) looks better"
                        + " (p99 latency 120 ms against 818 ms for a 10-thread pool on Tomcat (platform-tomcat), 6.79×"
                        + " lower), but with one repetition per variant no run-to-run noise is known.");
        assertThat(verdict.advice()).singleElement().asString().startsWith("Run the benchmark with 3 repetitions");
        assertThat(verdict.decidedBy().low()).isNull();

        ScenarioVerdict alike = new Crafted()
                .cell(RATE, PLATFORM, 1, latency(101, 121.2, 200))
                .cell(RATE, LOOM, 1, latency(101, 121, 200))
                .only();
        assertThat(alike.headline())
                .as("a factor that reads 1× names no size")
                .isEqualTo("Not enough data to name a winner: virtual threads on Tomcat (loom-tomcat) looks better"
                        + " (p99 latency 120 ms against 121 ms for a 10-thread pool on Tomcat (platform-tomcat)), but"
                        + " with one repetition per variant no run-to-run noise is known.");
    }

    @Test
    void aSaturatedMachineMakesItDoubtfulWithAdviceAUserCanActOn() {
        TrustFlag busy = new TrustFlag(
                FlagCode.SYSTEM_CPU_SATURATED, "system CPU at or above 95 % in 40 % of the measured seconds");
        ScenarioVerdict verdict = new Crafted()
                .cell(RATE, PLATFORM, 3, latency(410, 822, 98))
                .cell(RATE, LOOM, 3, latency(101, 121, 200), busy)
                .only();

        assertThat(verdict.outcome()).isEqualTo(Outcome.DOUBTFUL);
        assertThat(verdict.reasons())
                .extracting(reason -> reason.code().name())
                .doesNotContain(FlagCode.SYSTEM_CPU_SATURATED.name());
        assertThat(verdict.advice())
                .anySatisfy(line -> assertThat(line)
                        .startsWith("loom-tomcat: the machine's CPU was saturated")
                        .contains("rerun on a quiet machine")
                        .contains("40 % of the measured seconds"))
                .anySatisfy(line -> assertThat(line).contains("Count flagged trials"));
    }

    @Test
    void errorsPinningGcAndCpuAreReasonsWithTheirFiguresAndTheTopPinnedStack() {
        Map<String, Double> loser = with(
                with(
                        with(with(latency(300, 900, 150), "errors_refused", 42), "pinned_millis_total", 1500),
                        "gc_pause_millis_max",
                        80),
                "cpu_millis_per_request",
                0.9);
        loser.put("pinned_millis_max", 120.0);
        Variant pinned = Variant.builtin(Approach.LOOM_JETTY, null);
        Crafted crafted = new Crafted()
                .cell(RATE, pinned, 3, loser)
                .cell(RATE, LOOM, 3, with(latency(101, 121, 200), "gc_pause_millis_max", 12));
        TrialDiagnostics diagnostics = new TrialDiagnostics(
                Map.of(),
                new JfrSummary(
                        List.of(new PinnedStack(
                                "native frame", List.of("io.threadbench.sut.pinning.Native.call"), 30, 1500, 120)),
                        null));

        ScenarioVerdict verdict =
                crafted.verdict(Map.of(2L, diagnostics)).scenarios().getFirst();

        assertThat(verdict.winner()).isEqualTo("loom-tomcat");
        assertThat(verdict.reasons())
                .extracting(Reason::code)
                .containsExactly(
                        ReasonCode.ERRORS_REFUSED, ReasonCode.PINNED, ReasonCode.GC_PAUSES, ReasonCode.CPU_PER_REQUEST);
        assertThat(verdict.reasons().get(0).text())
                .isEqualTo("42 failed requests of the kind \u201cconnection refused (accept queue full)\u201d");
        assertThat(verdict.reasons().get(1).text())
                .isEqualTo("virtual threads were pinned to their carriers for 1500 ms in total (longest 120 ms); top"
                        + " stack: io.threadbench.sut.pinning.Native.call");
        assertThat(verdict.reasons().get(1).trialId()).isEqualTo(2L);
        assertThat(verdict.reasons().get(2).text()).isEqualTo("GC paused it for up to 80 ms (loom-tomcat: 12 ms)");
        assertThat(verdict.reasons().get(3).text())
                .isEqualTo("it spent more CPU per request: 0.9 ms (loom-tomcat: 0.3 ms)");
    }

    @Test
    void bestVariantsWithErrorsHaveNoWinnerAndAScenarioWithoutTrialsHasNoData() {
        ScenarioVerdict errors = new Crafted()
                .cell(RATE, PLATFORM, 3, with(latency(410, 822, 98), "error_rate_percent", 5))
                .cell(RATE, LOOM, 3, with(latency(101, 121, 200), "error_rate_percent", 3))
                .only();
        assertThat(errors.outcome()).isEqualTo(Outcome.NO_WINNER);
        assertThat(errors.headline()).startsWith("No winner: the best variants failed 1 % of their requests or more");

        BenchmarkResults empty =
                new BenchmarkResults(8, "failed", RunStatus.FAILED, List.of("rate"), List.of("loom-tomcat"), List.of());
        ScenarioVerdict none = VerdictBuilder.of(empty, Map.of()).scenarios().getFirst();
        assertThat(none.outcome()).isEqualTo(Outcome.NO_DATA);
        assertThat(none.headline())
                .isEqualTo("No trial of this scenario finished successfully, so there is nothing" + " to judge.");
    }

    /**
     * The deciding figures are a family of their own: a 1.8× difference in requests answered, 3 repetitions (p ≈ 0.01), decides
     * the verdict, though among 30 more metrics that differ by noise alone the heatmap calls it a tie.
     */
    @Test
    void theDecidingFiguresAreAFamilyOfTheirOwn() {
        Crafted crafted = new Crafted();
        crafted.cell(USERS, PLATFORM, 3, Map.of()).cell(USERS, LOOM, 3, Map.of());
        List<TrialResult> trials = new ArrayList<>();
        double[] platform = {5.0, 5.6, 6.0};
        for (TrialResult t : crafted.trials) {
            boolean loom = t.variant() == LOOM;
            Map<String, Double> values = new LinkedHashMap<>();
            for (String metric : MetricNames.ALL) {
                // every other ranked metric: the same three values on both sides, in another order (pure noise)
                values.put(metric, 100.0 + (loom ? t.repetition() : (t.repetition() % 3) + 1));
            }
            values.put("requests_error", 0.0);
            values.put("error_rate_percent", 0.0);
            values.put("requests_ok", loom ? 100.0 : 10 * platform[t.repetition() - 1]);
            trials.add(new TrialResult(
                    t.trialId(),
                    t.scenario(),
                    t.approach(),
                    t.repetition(),
                    t.status(),
                    t.partial(),
                    t.error(),
                    t.flags(),
                    values,
                    Map.of(),
                    t.snapshot(),
                    t.variant()));
        }
        crafted.trials.clear();
        crafted.trials.addAll(trials);

        ScenarioVerdict verdict = crafted.only();
        HeatmapCell inHeatmap = HeatmapBuilder.build(crafted.results().metricTable(), HeatmapOptions.all())
                .cell("requests_ok", "users");

        assertThat(verdict.outcome()).isEqualTo(Outcome.WINNER);
        assertThat(verdict.winner()).isEqualTo("loom-tomcat");
        assertThat(verdict.decidedBy().metric()).isEqualTo("requests_ok");
        assertThat(verdict.decidedBy().pValue()).isBetween(0.001, 0.05);
        assertThat(inHeatmap.ranking().outcome())
                .as("one 5 % budget over ~40 ranked metrics")
                .isEqualTo(CellOutcome.INCONCLUSIVE);
    }

    /** A benchmark of one variant (flagged or not) has nothing to compare, and says so instead of failing. */
    @Test
    void aSingleVariantHasNothingToCompare() {
        TrustFlag busy = new TrustFlag(FlagCode.SYSTEM_CPU_SATURATED, "busy");
        ScenarioVerdict verdict =
                new Crafted().cell(RATE, LOOM, 1, latency(101, 121, 200), busy).only();

        assertThat(verdict.outcome()).isEqualTo(Outcome.NO_DATA);
        assertThat(verdict.headline())
                .isEqualTo("Only virtual threads on Tomcat (loom-tomcat) has results in this scenario, so there is"
                        + " nothing to compare: p99 latency"
                        + " 120 ms.");
    }

    @Test
    void theCliLinesCarryHeadlineRankingReasonsAndAdvice() {
        TrustFlag behind = new TrustFlag(FlagCode.SUT_FELL_BEHIND, "the SUT carried 98 of 200 req/s");
        BenchmarkVerdict verdict = new Crafted()
                .cell(RATE, PLATFORM, 3, latency(410, 822, 98), behind)
                .cell(RATE, LOOM, 3, latency(101, 121, 200))
                .verdict(Map.of());

        assertThat(verdict.lines())
                .first()
                .isEqualTo("rate (constant-rate): At 200 req/s, which variant carries the rate and answers fastest?");
        assertThat(verdict.lines()).contains("  Ranking: 1. loom-tomcat  2. platform-tomcat");
        assertThat(verdict.lines()).anySatisfy(line -> assertThat(line).startsWith("  Why platform-tomcat: the SUT"));
    }

    /** Issue 35: repetitions with their own values, one map per repetition. */
    private static List<TrialResult> repetitions(
            Scenario scenario, Variant variant, long firstId, List<Map<String, Double>> values) {
        List<TrialResult> list = new ArrayList<>();
        for (int r = 0; r < values.size(); r++) {
            list.add(new TrialResult(
                    firstId + r,
                    scenario.name(),
                    variant.label(),
                    r + 1,
                    RunStatus.SUCCEEDED,
                    false,
                    null,
                    List.of(),
                    values.get(r),
                    Map.of(),
                    scenario,
                    variant));
        }
        return list;
    }

    private static ScenarioVerdict judge(Scenario scenario, List<TrialResult> a, List<TrialResult> b) {
        List<TrialResult> trials = new ArrayList<>(a);
        trials.addAll(b);
        return VerdictBuilder.of(
                        new BenchmarkResults(
                                9,
                                "issue-35",
                                RunStatus.SUCCEEDED,
                                List.of(scenario.name()),
                                List.of(a.getFirst().approach(), b.getFirst().approach()),
                                trials),
                        Map.of())
                .scenarios()
                .getFirst();
    }

    /**
     * Issue 36: a benchmark run until decided judges each scenario at the level of its latest look. Three
     * repetitions of a 6 % slower p99 (noise about 1.5 %) win at 5 %, but not at the 0.32 % the second look of a
     * budget of 10 spends: the scenario stays open and says how many more rounds it may run; at a budget of 3 the
     * same data is the last look, judged at 4.01 %, and wins.
     */
    @Test
    void aSequentialBenchmarkJudgesEachScenarioAtTheLevelOfItsLatestLook() {
        List<TrialResult> loom = repetitions(
                RATE, LOOM, 1, List.of(latency(100, 200, 200), latency(101, 203, 200), latency(99, 197, 200)));
        List<TrialResult> platform = repetitions(
                RATE, PLATFORM, 11, List.of(latency(106, 212, 200), latency(107, 215, 200), latency(105, 209, 200)));
        List<TrialResult> trials = new ArrayList<>(loom);
        trials.addAll(platform);
        BenchmarkResults fixed = new BenchmarkResults(
                10,
                "issue-36",
                RunStatus.RUNNING,
                List.of(RATE.name()),
                List.of(LOOM.label(), PLATFORM.label()),
                trials);

        assertThat(VerdictBuilder.of(fixed, Map.of()).scenarios().getFirst().outcome())
                .as("a fixed benchmark's one look at 5 %")
                .isEqualTo(Outcome.WINNER);
        ScenarioVerdict early = VerdictBuilder.of(fixed.sequential(new SequentialPlan(10)), Map.of())
                .scenarios()
                .getFirst();
        assertThat(early.outcome()).isEqualTo(Outcome.INCONCLUSIVE);
        assertThat(early.advice())
                .contains("Still open after 3 repetitions, run until decided: at most 7 more (look 2 of at most 9,"
                        + " at 0.32 %; 0.45 % of the 5 % spent).");
        ScenarioVerdict last = VerdictBuilder.of(fixed.sequential(new SequentialPlan(3)), Map.of())
                .scenarios()
                .getFirst();
        assertThat(last.outcome()).isEqualTo(Outcome.WINNER);
        assertThat(last.winner()).isEqualTo(LOOM.label());
        assertThat(last.advice())
                .anySatisfy(line -> assertThat(line)
                        .startsWith("Decided after 3 repetitions, run until decided (look 2 of at most 2, at 4.01 %"));
        assertThat(last.decidedBy().confidence())
                .as("the interval quoted is the one the look decided on")
                .isCloseTo(1 - new SequentialPlan(3).levelAt(3), org.assertj.core.api.Assertions.within(1e-9));
    }

    private static Map<String, Double> answered(double requests, double p50, double p99, double errorRate) {
        Map<String, Double> m = new HashMap<>(latency(p50, p99, 5));
        m.put("requests_ok", requests);
        m.put("error_rate_percent", errorRate);
        m.put("requests_error", errorRate > 0 ? 1.0 : 0.0);
        return m;
    }

    @Test
    void aLockstepAaAtTwoRepetitionsNamesNoWinnerFromCountsThatMoveByARoundOfUsers() {
        // 20 users in lockstep: the same service answered 150 or 160 requests by where the window's edges fell
        Variant twin = Variant.builtin(Approach.LOOM_NETTY, null);
        ScenarioVerdict verdict = judge(
                USERS,
                repetitions(USERS, LOOM, 1, List.of(answered(150, 2001, 2010, 0), answered(150, 2001, 2010, 0))),
                repetitions(USERS, twin, 11, List.of(answered(160, 2001, 2010, 0), answered(160, 2001, 2010, 0))));

        assertThat(verdict.outcome())
                .as("before issue 35: p = 0 from zero spread, 'loom-netty wins'")
                .isEqualTo(Outcome.INCONCLUSIVE);
        assertThat(verdict.winner()).isNull();
    }

    @Test
    void oneStrayResetCrownsNobody() {
        Variant twin = Variant.builtin(Approach.LOOM_NETTY, null);
        ScenarioVerdict verdict = judge(
                RATE,
                repetitions(
                        RATE,
                        LOOM,
                        1,
                        List.of(
                                answered(2000, 101, 120, 0),
                                answered(2000, 101.5, 118, 0),
                                answered(2000, 100.5, 122, 0))),
                repetitions(
                        RATE,
                        twin,
                        11,
                        List.of(
                                answered(2000, 101, 119, 0),
                                answered(2000, 101.2, 121, 0.05),
                                answered(2000, 100.8, 117, 0))));

        assertThat(verdict.outcome())
                .as("before issue 35: 'loom-tomcat wins: loom-netty had request errors'")
                .isNotEqualTo(Outcome.WINNER);
        assertThat(verdict.headline()).doesNotContain("had request errors");
    }

    @Test
    void anIntervalThatExcludesOneButNotTheSmallestDifferenceCouldNotTellAndQuotesTheIntervalItDecidedOn() {
        Variant twin = Variant.builtin(Approach.LOOM_NETTY, null);
        ScenarioVerdict verdict = judge(
                RATE,
                repetitions(
                        RATE,
                        LOOM,
                        1,
                        List.of(
                                answered(2000, 100, 100, 0),
                                answered(2000, 100, 100.5, 0),
                                answered(2000, 100, 99.5, 0))),
                repetitions(
                        RATE,
                        twin,
                        11,
                        List.of(
                                answered(2000, 100, 101.5, 0),
                                answered(2000, 100, 102, 0),
                                answered(2000, 100, 101, 0))));

        assertThat(verdict.outcome()).isEqualTo(Outcome.INCONCLUSIVE);
        assertThat(verdict.decidedBy().metric()).isEqualTo("latency_millis_p99");
        assertThat(verdict.decidedBy().low()).as("the interval excludes 1").isGreaterThan(1.0);
        assertThat(verdict.decidedBy().confidence()).isEqualTo(0.95);
        assertThat(verdict.headline())
                .contains("their ratio's 95 % interval is "
                        + ValueFormat.format(verdict.decidedBy().low()) + "–"
                        + ValueFormat.format(verdict.decidedBy().high()) + "×")
                .contains("still allows a difference of up to");
    }
}
