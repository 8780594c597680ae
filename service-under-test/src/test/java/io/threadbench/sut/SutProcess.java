package io.threadbench.sut;

import io.threadbench.contract.FreePort;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The packaged SUT jar ({@code sut.jar} system property) running as a real child process on a free port,
 * started with an argument list (no shell). Its output goes to {@code target/sut-logs/}.
 */
public final class SutProcess implements AutoCloseable {

    /** Start-up is slow on a busy shared machine; a SUT that is not healthy by then is broken. */
    static final Duration READY_TIMEOUT = Duration.ofSeconds(120);
    /** As often as the controller's launcher polls: a started SUT is seen within 50 ms, not up to 250 ms later. */
    private static final long HEALTH_POLL_MILLIS = 50;

    private final Process process;
    private final int port;
    private final Path log;

    private SutProcess(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** Tests only check behaviour: the quick-starting C1 compiler is enough and saves start-up time. */
    static final List<String> TEST_JVM_OPTIONS = List.of("-XX:TieredStopAtLevel=1");

    /** Starts the test jar with {@code --approach=approach} and Spring arguments; waits until it is healthy. */
    public static SutProcess start(String approach, String... springArgs) {
        SutProcess sut = launch(approach, springArgs);
        sut.awaitHealthy();
        return sut;
    }

    /** Starts the test jar without waiting; pair with {@link #awaitHealthy()} to start several at once. */
    public static SutProcess launch(String approach, String... springArgs) {
        return launch(jar(), TEST_JVM_OPTIONS, Path.of("target", "sut-logs"), approach, springArgs);
    }

    /** Starts {@code jar} with JVM options on a free port, writing its output into {@code logDir}. */
    public static SutProcess launch(
            Path jar, List<String> jvmOptions, Path logDir, String approach, String... springArgs) {
        int port = FreePort.pick();
        List<String> command = new ArrayList<>(javaCommand());
        command.addAll(jvmOptions);
        command.addAll(jarArguments(jar));
        command.addAll(List.of("--approach=" + approach, "--server.port=" + port));
        command.addAll(List.of(springArgs));
        try {
            Path logs = Files.createDirectories(logDir);
            Path log = logs.resolve(approach + "-" + port + ".log");
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            return new SutProcess(process, port, log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code java} of the running JDK plus the flag every child JVM of Threadbench gets. */
    public static List<String> javaCommand() {
        return List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED");
    }

    /**
     * {@code -jar jar}, or, when the build trained an AOT cache newer than the jar ({@code aot/} next to it,
     * JDK 25+), the extracted jar with that cache: the way the controller starts the SUT, and much faster.
     */
    static List<String> jarArguments(Path jar) {
        Path aot = jar.toAbsolutePath().normalize().resolveSibling("aot");
        Path extracted = aot.resolve(jar.getFileName());
        Path cache = aot.resolve(jar.getFileName().toString().replaceFirst("\\.jar$", "") + ".aot");
        try {
            if (Files.isRegularFile(extracted)
                    && Files.isRegularFile(cache)
                    && Files.getLastModifiedTime(cache).compareTo(Files.getLastModifiedTime(jar)) >= 0) {
                return List.of("-XX:AOTCache=" + cache, "-jar", extracted.toString());
            }
        } catch (IOException e) {
            // fall through to the plain jar
        }
        return List.of("-jar", jar.toString());
    }

    static Path jar() {
        String jar = System.getProperty("sut.jar");
        if (jar == null || !Files.isRegularFile(Path.of(jar))) {
            throw new IllegalStateException("system property sut.jar must name the packaged SUT jar, got " + jar);
        }
        return Path.of(jar);
    }

    public void awaitHealthy() {
        HttpClient client =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest health = HttpRequest.newBuilder(uri("/actuator/health"))
                .timeout(Duration.ofSeconds(5))
                .build();
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException(
                        "SUT exited with " + process.exitValue() + " before it was healthy:\n" + logTail());
            }
            try {
                HttpResponse<String> answer = client.send(health, HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() == 200 && answer.body().contains("\"UP\"")) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            sleep(HEALTH_POLL_MILLIS);
        }
        close();
        throw new IllegalStateException("SUT not healthy within " + READY_TIMEOUT + ":\n" + logTail());
    }

    public int port() {
        return port;
    }

    public long pid() {
        return process.pid();
    }

    public URI uri(String pathAndQuery) {
        return URI.create("http://127.0.0.1:" + port + pathAndQuery);
    }

    /** The whole console output so far. */
    public String log() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    public String logTail() {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    /** SIGTERM (graceful shutdown), then kill if it does not stop in time. Returns the exit code. */
    public int stop() {
        process.destroy();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            return -1;
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            stop();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
