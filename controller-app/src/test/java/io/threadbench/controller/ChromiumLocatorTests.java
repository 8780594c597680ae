package io.threadbench.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tests find Chromium in the launcher's order: $CHROMIUM, then the PATH, then the usual places. */
class ChromiumLocatorTests {

    @TempDir
    Path temp;

    @Test
    void chromiumVariableFirstThenThePath() throws IOException {
        Path configured = executable(temp.resolve("configured/chrome"));
        Path onPath = executable(temp.resolve("bin/chromium-browser"));
        Map<String, String> pathOnly = Map.of("PATH", temp.resolve("empty") + ":" + temp.resolve("bin"));

        assertThat(ChromiumLocator.find(Map.of("CHROMIUM", configured.toString(), "PATH", "")))
                .contains(configured);
        assertThat(ChromiumLocator.find(pathOnly)).contains(onPath);
        assertThat(ChromiumLocator.find(
                        Map.of("CHROMIUM", temp.resolve("missing").toString())))
                .as("a CHROMIUM that names nothing is not silently replaced")
                .isEmpty();
    }

    @Test
    void launcherAndTestsAgreeOnThisMachine() throws Exception {
        Process doctor = new ProcessBuilder(
                        "bash", RepoFiles.root().resolve("threadbench").toString(), "doctor")
                .redirectErrorStream(true)
                .start();
        String output = new String(doctor.getInputStream().readAllBytes());
        doctor.waitFor();

        assertThat(output).contains("Chromium: " + ChromiumLocator.chromium());
    }

    private static Path executable(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/sh\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }
}
