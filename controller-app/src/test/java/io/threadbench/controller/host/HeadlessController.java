package io.threadbench.controller.host;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.ControllerJvm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real headless controller process ({@code java … ThreadbenchApplication … run}, as {@code ./threadbench run}
 * starts it) with a data folder of its own, its output in {@code output.txt} there.
 */
record HeadlessController(Process process, Path home, Path output) {

    /**
     * Starts one on {@code scenario} × undertow-raw with the given lock file; {@code properties} are added as
     * {@code --name=value} (e.g. the quiet-machine gate's settings). The gate is off unless they turn it on.
     */
    static HeadlessController start(
            Path root, String name, Path scenarios, Path lock, String scenario, String... properties)
            throws IOException {
        Path home = Files.createDirectories(root.resolve(name));
        List<String> command = ControllerJvm.command();
        command.addAll(List.of(
                "--threadbench.home=" + home,
                "--threadbench.scenarios-dir=" + scenarios,
                "--threadbench.machine-lock=" + lock,
                "--threadbench.progress-interval-seconds=1"));
        command.addAll(List.of(properties));
        if (command.stream().noneMatch(arg -> arg.startsWith("--threadbench.quiet-machine.enabled="))) {
            command.add("--threadbench.quiet-machine.enabled=false"); // given twice, Spring would join the values
        }
        command.addAll(List.of(
                "run",
                "--scenarios",
                scenario,
                "--approaches",
                "undertow-raw",
                "--repetitions",
                "1",
                "--out",
                home.resolve("out").toString()));
        Path output = home.resolve("output.txt");
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        return new HeadlessController(process, home, output);
    }

    String text() throws IOException {
        return Files.exists(output) ? Files.readString(output, StandardCharsets.UTF_8) : "";
    }

    int awaitExit() throws InterruptedException {
        // generous: controllers, SUTs and k6 on a machine shared with other builds
        assertThat(process.waitFor(10, TimeUnit.MINUTES))
                .as("controller in " + home + " exited")
                .isTrue();
        return process.exitValue();
    }
}
