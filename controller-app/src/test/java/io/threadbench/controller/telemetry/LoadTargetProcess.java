package io.threadbench.controller.telemetry;

import io.threadbench.controller.loadgen.K6Locator;
import io.threadbench.controller.loadgen.K6Runs;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** A real child process for telemetry tests; closing it kills it and its descendants. */
final class LoadTargetProcess implements AutoCloseable {

    private final Process process;
    private final BufferedReader stdout;

    private LoadTargetProcess(Process process) {
        this.process = process;
        this.stdout = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
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
        return new LoadTargetProcess(new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start());
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
    }
}
