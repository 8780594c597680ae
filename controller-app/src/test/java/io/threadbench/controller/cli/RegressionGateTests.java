package io.threadbench.controller.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.ThreadbenchApplication;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.CraftedBenchmarks;
import io.threadbench.controller.results.ResultsDatabase;
import io.threadbench.testsupport.NeedsQuietMachine;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --baseline ID --fail-on-regression} with real short runs (3 VUs, 6 s) against crafted baselines in the
 * same database: one far faster than any real run (so the run is a regression), one far slower (an improvement);
 * one repetition against the slower one cannot be judged (exit 4).
 */
@NeedsQuietMachine("the verdict needs trials without trust flags")
class RegressionGateTests {

    /** How the run prints a trust flag under its trial. */
    private static final String FLAG_LINE = "    trust flag ";

    @TempDir
    static Path home;

    static Path scenarios;
    static Path database;
    static long fastBaseline;
    static long slowBaseline;

    @BeforeAll
    static void baselines() throws IOException {
        scenarios = Files.createDirectories(home.resolve("scenarios"));
        Files.writeString(scenarios.resolve("cli-gate.yaml"), """
                name: cli-gate
                workload: epoch-millis
                loadShape: constant-vus
                vus: 3
                delayMillis: 20
                warmupSeconds: 1
                durationSeconds: 3
                jvmOptions: ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
                """);
        // Tomcat with one thread for 3 users: each request waits for the two before it, about 3× vertx's latency
        Files.writeString(scenarios.resolve("cli-gate-pool.yaml"), """
                name: cli-gate-pool
                workload: epoch-millis
                loadShape: constant-vus
                vus: 3
                delayMillis: 20
                warmupSeconds: 1
                durationSeconds: 3
                jvmOptions: ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
                serverProperties:
                  server.tomcat.threads.max: "1"
                """);
        database = home.resolve("gate.db");
        try (ResultsDatabase db = new ResultsDatabase(database)) {
            CraftedBenchmarks crafted = new CraftedBenchmarks(db.jdbc, db.seconds, db.summaries);
            // three repetitions each: the gate judges by Welch's test on repetitions, which one cannot feed
            fastBaseline = crafted.benchmark("fast", List.of("cli-gate"), List.of("vertx"), 3);
            slowBaseline = crafted.benchmark("slow", List.of("cli-gate"), List.of("vertx"), 3);
            for (int rep = 1; rep <= 3; rep++) {
                crafted.finishedTrial(fastBaseline, "cli-gate", "vertx", rep, 1 + 0.02 * rep, 3, 1000, 0);
                crafted.finishedTrial(slowBaseline, "cli-gate", "vertx", rep, 500 + 5 * rep, 3, 5, 0);
            }
        }
    }

    private record Outcome(int exitCode, String output) {}

    private static Outcome run(String... cliArgs) {
        List<String> args = new ArrayList<>(List.of(
                "--threadbench.home=" + home,
                "--threadbench.database=" + database,
                "run",
                "--threadbench.scenarios-dir=" + scenarios));
        args.addAll(List.of(cliArgs));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = HeadlessMain.run(
                ThreadbenchApplication.class,
                args.toArray(String[]::new),
                2,
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return new Outcome(code, bytes.toString(StandardCharsets.UTF_8));
    }

    /**
     * {@link #gate} once more when a trial of the first run raised a trust flag (the run prints each under its
     * trial): the gate rightly calls such a run doubtful, and this class is about its judgement of trustworthy runs.
     * The second run's flags are shown when it fails too.
     */
    private static Outcome trustedGate(long baseline, String out, String... more) {
        Outcome first = gate(baseline, out, more);
        if (!first.output().contains(FLAG_LINE)) {
            return first;
        }
        System.out.println(
                "RegressionGateTests: a trial raised a trust flag, so the run is repeated:\n" + first.output());
        Outcome second = gate(baseline, out + "-again", more);
        assertThat(second.output()).as("a second run in a row with trust flags").doesNotContain(FLAG_LINE);
        return second;
    }

    private static Outcome gate(long baseline, String out, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "--scenarios",
                "cli-gate",
                "--approaches",
                "vertx",
                "--out",
                home.resolve(out).toString(),
                "--baseline",
                Long.toString(baseline),
                "--repetitions",
                "2"));
        args.addAll(List.of(more));
        return run(args.toArray(String[]::new));
    }

    @Test
    void worseThanTheBaselineExitsThreeAndSaysWhich() {
        Outcome outcome = trustedGate(fastBaseline, "out-worse", "--fail-on-regression");

        assertThat(outcome.exitCode()).as(outcome.output()).isEqualTo(3);
        assertThat(outcome.output())
                .contains("Against baseline benchmark " + fastBaseline)
                .containsPattern("REGRESSION cli-gate × vertx latency_millis_p50: 1\\.\\d\\d → 2\\d\\.\\d\\d")
                .contains("a regression is worse by more than 3 % (error rate: 1 percentage point) with 95 %"
                        + " confidence, drift between the benchmarks up to 1 % allowed")
                .contains("beyond the 3 % allowed");
    }

    @Test
    void betterThanTheBaselineExitsZeroAndABadBaselineTwoBeforeRunning() {
        Outcome better = trustedGate(slowBaseline, "out-better", "--fail-on-regression");
        assertThat(better.exitCode()).as(better.output()).isZero();
        assertThat(better.output())
                .contains("cli-gate × vertx latency_millis_p50: 7")
                .contains("better (worse by -")
                .contains(" 0 worse beyond it, 0 cannot be judged")
                .doesNotContain("REGRESSION");

        Outcome unknown = gate(987_654, "out-unknown", "--fail-on-regression");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.output())
                .contains("--baseline 987654: no such benchmark, or it has no successful trial to compare with")
                .doesNotContain("trials, about");
    }

    @Test
    void oneRepetitionCannotBeJudgedAndExitsFour() {
        Outcome outcome = trustedGate(slowBaseline, "out-one", "--fail-on-regression", "--repetitions", "1");

        assertThat(outcome.exitCode()).as(outcome.output()).isEqualTo(4);
        assertThat(outcome.output())
                .contains("CANNOT JUDGE cli-gate × vertx latency_millis_p50: ")
                .contains("cannot judge: one repetition on a side (run 3 or more)")
                .contains("the gate cannot judge the figures named CANNOT JUDGE above")
                .doesNotContain("REGRESSION");
    }

    /**
     * Issue 36: the baseline measured interleaved in the same benchmark, rounds until decided. platform-tomcat with
     * one thread for 3 users is about 3× slower than vertx: the look after 2 repetitions finds the regression, the
     * third round is dropped, and the gate exits 3 naming the cell.
     */
    @Test
    void aCandidateMeasuredBesideItsBaselineVariantIsGatedAfterTheFewestRounds() {
        Outcome outcome = interleaved("out-interleaved");
        if (doubted(outcome.output())) {
            System.out.println(
                    "RegressionGateTests: a trial raised a doubt, so the run is repeated:\n" + outcome.output());
            outcome = interleaved("out-interleaved-again");
            assertThat(doubted(outcome.output()))
                    .as("a second run in a row with doubts")
                    .isFalse();
        }

        assertThat(outcome.exitCode()).as(outcome.output()).isEqualTo(3);
        assertThat(outcome.output())
                .contains("6 trials at most, run until each scenario is decided")
                .contains("Look: cli-gate-pool decided after 2 repetitions: ")
                .contains("gated figures worse beyond the margin against vertx")
                .contains("Against the baseline variant vertx, measured interleaved")
                // which gated figure shows it first depends on the two rounds' spread (p50, or the rate it caps)
                .containsPattern("REGRESSION cli-gate-pool × platform-tomcat (latency_millis_p50|latency_millis_p99"
                        + "|requests_per_second_p50): ")
                .doesNotContain("repetition 3")
                .doesNotContain("drift between the benchmarks");
    }

    /** A printed trust flag that questions the measurement (advice such as the JIT's does not stop a look). */
    private static boolean doubted(String output) {
        return output.lines()
                .filter(line -> line.startsWith(FLAG_LINE))
                .map(line -> line.substring(FLAG_LINE.length(), line.indexOf(':')))
                .anyMatch(code -> new TrustFlag(code, "").questionsTheMeasurement());
    }

    private static Outcome interleaved(String out) {
        return run(
                "--scenarios",
                "cli-gate-pool",
                "--variants",
                "vertx,platform-tomcat",
                "--baseline-variant",
                "vertx",
                "--repetitions",
                "auto",
                "--max-repetitions",
                "3",
                "--fail-on-regression",
                "--out",
                home.resolve(out).toString());
    }
}
