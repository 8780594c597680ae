package io.threadbench.controller.telemetry;

import io.threadbench.controller.TestHttp;
import io.threadbench.controller.loadgen.K6Locator;
import io.threadbench.controller.loadgen.K6Runs;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** A real child process for telemetry tests; closing it kills it and its descendants. */
final class LoadTargetProcess implements AutoCloseable {

    private final Process process;
    private final BufferedReader stdout;
    private final Path log;

    private LoadTargetProcess(Process process, Path log) {
        this.process = process;
        this.stdout = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        this.log = log;
    }

    /** {@code java [jvmOptions] LoadTarget.java args...} with the JDK running the tests. */
    static LoadTargetProcess loadTarget(List<String> jvmOptions, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(javaBinary().toString(), "--enable-native-access=ALL-UNNAMED"));
        command.addAll(jvmOptions);
        command.add(resource("/telemetry/LoadTarget.java").toString());
        command.addAll(List.of(args));
        return start(command);
    }

    static LoadTargetProcess start(List<String> command) throws IOException {
        return new LoadTargetProcess(
                new ProcessBuilder(command)
                        .redirectError(ProcessBuilder.Redirect.DISCARD)
                        .start(),
                null);
    }

    /**
     * A child whose output (stdout and stderr) goes to a log file rather than a pipe: a server that logs more than
     * the pipe holds would otherwise block on its next line while nobody reads, and the log tells why it did not
     * come up ({@link #describe()}).
     */
    static LoadTargetProcess startLogged(List<String> command) throws IOException {
        Path log = TestHttp.tempFile("load-target-", ".log");
        return new LoadTargetProcess(
                new ProcessBuilder(command)
                        .redirectErrorStream(true)
                        .redirectOutput(log.toFile())
                        .start(),
                log);
    }

    /** Whether the child still runs, its exit code otherwise, and the last lines of its log (when it has one). */
    String describe() {
        String state = process.isAlive() ? "running" : "exited with " + process.exitValue();
        if (log == null) {
            return state;
        }
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return state + "; the last lines of its log:\n"
                    + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return state + "; its log is unreadable: " + e.getMessage();
        }
    }

    static Path javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** k6 found the way the launcher and the controller find it ({@link K6Locator}). */
    static Path k6Binary() {
        return K6Runs.locator().k6Binary();
    }

    static Path resource(String name) {
        try {
            return Path.of(LoadTargetProcess.class.getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Waits (bounded) for a stdout line starting with {@code prefix} and returns the rest of it. */
    String awaitLine(String prefix, long timeoutSeconds) throws Exception {
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                for (String l = stdout.readLine(); l != null; l = stdout.readLine()) {
                    if (l.startsWith(prefix)) {
                        return l.substring(prefix.length()).trim();
                    }
                }
                throw new IllegalStateException("child exited before printing " + prefix);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        return line.get(timeoutSeconds, TimeUnit.SECONDS);
    }

    ProcessHandle handle() {
        return process.toHandle();
    }

    Process process() {
        return process;
    }

    @Override
    public void close() throws InterruptedException {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
        if (log != null) {
            try {
                Files.deleteIfExists(log);
            } catch (IOException e) {
                // a temp file left behind; nothing depends on it
            }
        }
    }
}
