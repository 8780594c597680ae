package io.threadbench.controller.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The headless CLI as {@code java -jar controller-app.jar <properties> run ...} runs it: the same entry
 * point, no web server, a real SQLite file, real SUT and k6, and the exit codes the launcher passes on. The A/A
 * check, which needs the machine alone, is in {@link HeadlessAaRunTests}.
 */
class HeadlessRunTests {

    @TempDir
    static Path home;

    static HeadlessCli cli;

    @BeforeAll
    static void scenarioFiles() throws IOException {
        cli = new HeadlessCli(home);
    }

    @Test
    void helpAndBadArgumentsNeedNoController() {
        HeadlessCli.Outcome help = cli.run("--help");
        assertThat(help.exitCode()).isZero();
        assertThat(help.output()).startsWith("usage: threadbench run --scenarios");

        HeadlessCli.Outcome bad = cli.run("--scenarios", "cli-quick");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.output()).startsWith("threadbench run: --approaches or --variants is required (or --aa LABEL)");
    }

    @Test
    void aVariantsFileIsStoredWholeOrNotAtAll() throws IOException {
        Path file = home.resolve("bad-variants.yaml");
        Files.writeString(file, """
                services:
                  - name: missing-jar
                    jar: no-such-service.jar
                variants:
                  - label: fine-variant
                    approach: undertow-raw
                  - label: bad-variant
                    approach: undertow-raw
                    jvmOptions: ["-javaagent:/tmp/agent.jar"]
                    environment: {LD_PRELOAD: /tmp/x.so}
                """);

        HeadlessCli.Outcome refused =
                cli.run("--scenarios", "cli-quick", "--variants", "fine-variant", "--variants-file", file.toString());

        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.output())
                .contains(file + " was refused, nothing stored:")
                .contains("services[0].jar: there is no file " + home.resolve("no-such-service.jar"))
                .contains("variants[1].jvmOptions[0]: JVM option '-javaagent:/tmp/agent.jar' is not allowed")
                .contains("variants[1].environment[LD_PRELOAD]: LD_PRELOAD is not allowed");
        HeadlessCli.Outcome unknown = cli.run("--scenarios", "cli-quick", "--variants", "fine-variant");
        assertThat(unknown.output()).contains("variants[0]: no variant labelled 'fine-variant'");
    }

    @Test
    void anAbCheckAddsTwoPercentOfTheDelayToTheBSideAndSaysWhetherItWasFound() throws IOException {
        Path out = home.resolve("out-ab");

        HeadlessCli.Outcome ab = cli.run(
                "--scenarios", "cli-quick", "--ab", "undertow-raw", "--repetitions", "1", "--out", out.toString());

        assertThat(ab.exitCode()).as(ab.output()).isZero();
        assertThat(ab.output())
                .contains("cli-quick · A/B check (+2 % delay)")
                .containsPattern("A/B check: p50 latency: [^;]+; detected in [01] of 1 scenario")
                .containsPattern("  cli-quick: (detected|not detected) at 1 repetition");
        assertThat(HeadlessCli.csv(out.resolve("results.csv")))
                .extracting(row -> row.get("approach"))
                .containsExactly("undertow-raw-a", "undertow-raw-b");
        // 2 % of the scenario's 20 ms: the B side's SUT got 400 µs on its command line
        assertThat(out.resolve("report.html")).content().contains("+2 % of the scenario&apos;s delay");
        HeadlessCli.Outcome refused = cli.run("--scenarios", "cli-quick", "--ab", "no-such-variant");
        assertThat(refused.output()).contains("ab[0]: no variant labelled 'no-such-variant'");
    }

    @Test
    void exitsNonZeroWhenATrialFailedAndStillWritesTheResultsOfTheOthers() throws IOException {
        Path out = home.resolve("out-failed");

        HeadlessCli.Outcome outcome = cli.run(
                "--scenarios",
                "cli-broken,cli-overloaded",
                "--approaches",
                "undertow-raw",
                "--repetitions",
                "1",
                "--out",
                out.toString());

        assertThat(outcome.exitCode()).as(outcome.output()).isEqualTo(1);
        assertThat(outcome.output())
                .contains("[1/2] cli-broken × undertow-raw, repetition 1: starting-sut")
                .contains("[1/2] cli-broken × undertow-raw, repetition 1: FAILED (the SUT exited with code 1")
                .contains("[2/2] cli-overloaded × undertow-raw, repetition 1: measuring")
                .containsPattern("\\[2/2] cli-overloaded × undertow-raw, repetition 1: SUCCEEDED\n"
                        + "(    trust flag [A-Z_]+: .+\n)*    trust flag DROPPED_ITERATIONS: k6 dropped \\d+ ")
                .contains("FAILED: 1 of 2 trials failed")
                .contains("Results written to " + out.toAbsolutePath())
                .contains("Report: " + out.toAbsolutePath().resolve("report.html"));
        List<CSVRecord> rows = HeadlessCli.csv(out.resolve("results.csv"));
        assertThat(rows).singleElement().satisfies(row -> {
            assertThat(row.get("scenario")).isEqualTo("cli-overloaded");
            assertThat(row.get("approach")).isEqualTo("undertow-raw");
            assertThat(Double.parseDouble(row.get("requests_ok"))).isGreaterThan(50);
            assertThat(Double.parseDouble(row.get("latency_millis_p50"))).isBetween(20.0, 200.0);
        });
        assertThat(HeadlessCli.csv(out.resolve("results-per-repetition.csv")))
                .extracting(row -> row.get("status"))
                .containsExactly("succeeded"); // a failed trial has no metrics to list
        try (Stream<Path> series = Files.list(out.resolve("series"))) {
            Path file = series.collect(java.util.stream.Collectors.toList()).getFirst();
            assertThat(file.getFileName().toString()).isEqualTo("002-cli-overloaded-undertow-raw-rep1.csv");
            assertThat(HeadlessCli.csv(file)).hasSizeGreaterThanOrEqualTo(4);
        }
        String report = Files.readString(out.resolve("report.html"));
        assertThat(report)
                .startsWith("<!DOCTYPE html>")
                .contains(
                        "data-approach=\"undertow-raw\"",
                        "data-chart=\"latency-",
                        "series/002-cli-overloaded-undertow-raw-rep1.csv")
                .contains("the SUT exited with code 1");
    }

    @Test
    void exitsZeroWhenEveryTrialSucceededAndTwoWhenTheRequestIsRefused() throws IOException {
        HeadlessCli.Outcome refused = cli.run("--scenarios", "no-such-scenario", "--approaches", "undertow-raw");
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.output()).contains("scenarios[0]: no scenario named 'no-such-scenario'");

        HeadlessCli.Outcome ok = cli.run(
                "--scenarios",
                "cli-quick",
                "--approaches",
                "vertx",
                "--repetitions",
                "1",
                "--out",
                home.resolve("out-ok").toString(),
                "--threadbench.progress-interval-seconds=2");
        assertThat(ok.exitCode()).as(ok.output()).isZero();
        assertThat(ok.output()).contains("SUCCEEDED").doesNotContain("FAILED");
        // not a terminal: plain progress lines, every 2 s here, with the trial's and the run's time
        assertThat(ok.output().lines().filter(line -> line.startsWith("progress: ")))
                .as(ok.output())
                .hasSizeGreaterThanOrEqualTo(2)
                .anySatisfy(line -> assertThat(line)
                        .matches("progress: \\[1/1\\] cli-quick × vertx — trial \\d:\\d\\d of ~\\d:\\d\\d,"
                                + " run \\d:\\d\\d of ~\\d:\\d\\d"));
        assertThat(ok.output()).doesNotContain("\r");
        // no database, no flight recorder: loom-webflux-benchmarks' reader still parses every column after the first
        // two
        List<CSVRecord> rows = HeadlessCli.csv(home.resolve("out-ok/results.csv"));
        assertThat(rows).singleElement().satisfies(row -> {
            assertThat(row.isMapped("cpu_db_percent_avg")).isFalse();
            for (int column = 2; column < row.size(); column++) {
                String value = row.get(column);
                assertThat(value).as("column %d", column).isNotEmpty();
                assertThat(Double.parseDouble(value)).as("column %d", column).isNotNull();
            }
        });
        assertThat(home.resolve("out-ok/report.html")).content().contains("vertx", "SUCCEEDED");
    }
}
