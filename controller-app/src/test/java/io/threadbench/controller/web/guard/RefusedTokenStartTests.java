package io.threadbench.controller.web.guard;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.ControllerJvm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A too short token in {@code THREADBENCH_ACCESS_TOKEN} stops a real controller JVM at start with a clear
 * message and a non-zero exit code (the environment variable is also how Docker passes the token).
 */
class RefusedTokenStartTests {

    @TempDir
    Path home;

    @Test
    void shortTokenFromTheEnvironmentStopsTheStart() throws Exception {
        Path log = home.resolve("controller.log");
        List<String> command = ControllerJvm.command();
        command.addAll(List.of(
                "--server.port=0",
                "--threadbench.home=" + home,
                "--threadbench.scenarios-dir=" + home.resolve("no-scenarios")));
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("THREADBENCH_ACCESS_TOKEN", "too-short");
        Process controller = builder.start();

        boolean exited = controller.waitFor(180, TimeUnit.SECONDS);
        if (!exited) {
            controller.destroyForcibly();
        }
        String output = read(log);

        assertThat(exited).as("controller stopped by itself:%n%s", output).isTrue();
        assertThat(controller.exitValue()).isNotZero();
        assertThat(output)
                .contains(
                        "APPLICATION FAILED TO START",
                        "the access token (threadbench.access-token / THREADBENCH_ACCESS_TOKEN) has 9 characters; it needs at least 16",
                        "leave it unset to have one generated at start");
        assertThat(output).doesNotContain("Tomcat started on port");
    }

    private static String read(Path log) throws IOException {
        return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
    }
}
