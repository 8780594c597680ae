package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class K6LocatorTests {

    @TempDir
    Path dir;

    private Path repo;

    @BeforeEach
    void layout() throws IOException {
        repo = dir.resolve("checkout");
        Files.createDirectories(repo.resolve("scenarios/k6"));
        Files.writeString(repo.resolve(K6Locator.SCRIPT_IN_REPO), "export default function () {}");
    }

    private static Path executable(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/sh\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    @Test
    void prefersConfigurationThenTheK6VariableThenTheRepositoryThenPath() throws IOException {
        Path configured = executable(dir.resolve("configured/k6"));
        Path fromVariable = executable(dir.resolve("variable/k6"));
        Path inRepo = executable(repo.resolve(".tools/bin/k6"));
        Path onPath = executable(dir.resolve("path-bin/k6"));
        Map<String, String> env = Map.of("K6", fromVariable.toString(), "PATH", "/nonexistent:" + onPath.getParent());

        assertThat(new K6Locator(configured, null, env, Optional.of(repo)).k6Binary())
                .isEqualTo(configured);
        assertThat(new K6Locator(null, null, env, Optional.of(repo)).k6Binary()).isEqualTo(fromVariable);
        assertThat(new K6Locator(null, null, Map.of("PATH", onPath.getParent().toString()), Optional.of(repo))
                        .k6Binary())
                .isEqualTo(inRepo);
        assertThat(new K6Locator(null, null, Map.of("PATH", onPath.getParent().toString()), Optional.empty())
                        .k6Binary())
                .isEqualTo(onPath);
    }

    @Test
    void saysWhichSettingIsWrongOrWhereItLooked() throws IOException {
        Path notExecutable = Files.writeString(dir.resolve("k6.txt"), "");
        assertThatThrownBy(() -> new K6Locator(notExecutable, null, Map.of(), Optional.of(repo)).k6Binary())
                .hasMessage("threadbench.k6-binary names no executable file: " + notExecutable);
        assertThatThrownBy(
                        () -> new K6Locator(null, null, Map.of("K6", "/nonexistent/k6"), Optional.of(repo)).k6Binary())
                .hasMessage("the K6 environment variable names no executable file: /nonexistent/k6");
        assertThatThrownBy(() -> new K6Locator(null, null, Map.of("PATH", "/nonexistent"), Optional.empty()).k6Binary())
                .hasMessageContaining("k6 not found")
                .hasMessageContaining("./threadbench doctor");
    }

    @Test
    void saysThatK6IsBeingBuiltWhileTheLaunchersBuildRunsAndNotFoundOnceItEnded() throws Exception {
        Path pidFile = repo.resolve(K6Locator.BUILD_PID_IN_REPO);
        Files.createDirectories(pidFile.getParent());
        Process build = new ProcessBuilder("sleep", "30").start();
        try {
            Files.writeString(pidFile, build.pid() + "\n");
            assertThatThrownBy(() ->
                            new K6Locator(null, null, Map.of("PATH", "/nonexistent"), Optional.of(repo)).k6Binary())
                    .hasMessageStartingWith("k6 is still being built")
                    .hasMessageContaining("PID " + build.pid());
        } finally {
            build.destroyForcibly().waitFor();
        }
        // a build that ended without removing its file (the launcher was killed) is no build under way
        assertThatThrownBy(
                        () -> new K6Locator(null, null, Map.of("PATH", "/nonexistent"), Optional.of(repo)).k6Binary())
                .hasMessageStartingWith("k6 not found");
    }

    @Test
    void findsTheScriptInTheRepositoryUnlessConfigured() throws IOException {
        assertThat(new K6Locator(null, null, Map.of(), Optional.of(repo)).script())
                .isEqualTo(repo.resolve(K6Locator.SCRIPT_IN_REPO));
        Path own = Files.writeString(dir.resolve("own.js"), "");
        assertThat(new K6Locator(null, own, Map.of(), Optional.empty()).script())
                .isEqualTo(own);
        assertThatThrownBy(() -> new K6Locator(null, dir.resolve("missing.js"), Map.of(), Optional.of(repo)).script())
                .hasMessageContaining("threadbench.k6-script names no file");
        assertThatThrownBy(() -> new K6Locator(null, null, Map.of(), Optional.empty()).script())
                .hasMessageContaining("k6 script not found");
    }

    @Test
    void theRepositoryScriptIsTheOneTheTestsRun() {
        assertThat(K6Runs.locator().script()).isEqualTo(K6Runs.repository().resolve("scenarios/k6/benchmark.js"));
    }
}
