package io.threadbench.controller.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.testsupport.NeedsQuietMachine;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The headless CLI's A/A check ({@code run --aa LABEL}), as {@link HeadlessRunTests} runs the CLI: a variant from a
 * file against itself, judged cell by cell.
 */
@NeedsQuietMachine("its A/A run is judged tied only when no trial is doubtful")
class HeadlessAaRunTests {

    @TempDir
    static Path home;

    static HeadlessCli cli;

    @BeforeAll
    static void scenarioFiles() throws IOException {
        cli = new HeadlessCli(home);
    }

    @Test
    void anAaCheckRunsAVariantOfAFileAgainstItselfAndSaysHowManyCellsTied() throws IOException {
        Path file = home.resolve("variants.yaml");
        Files.writeString(file, """
                variants:
                  - label: small-heap
                    approach: undertow-raw
                    jvmOptions: ["-Xmx256m"]
                """);
        Path out = home.resolve("out-aa");

        HeadlessCli.Outcome aa = cli.run(
                "--scenarios",
                "cli-quick",
                "--variants-file",
                file.toString(),
                "--aa",
                "small-heap",
                "--repetitions",
                "2",
                "--out",
                out.toString());

        assertThat(aa.exitCode()).as(aa.output()).isZero();
        assertThat(aa.output())
                .contains("variants stored from " + file + ": small-heap")
                .contains("cli-quick · A/A check")
                // on a saturated machine every cell is doubtful, and the line says so instead of counting
                .containsPattern("A/A check: (no winner in \\d+ of \\d+ comparisons \\(\\d+\\.\\d %\\)|every one of"
                        + " the \\d+ cells was doubtful: the machine was too noisy to judge noise)");
        assertThat(HeadlessCli.csv(out.resolve("results.csv")))
                .extracting(row -> row.get("approach"))
                .containsExactly("small-heap-a", "small-heap-b");
        assertThat(out.resolve("report.html")).content().contains("-Xmx256m");
    }
}
