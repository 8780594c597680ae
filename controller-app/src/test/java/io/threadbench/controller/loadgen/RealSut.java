package io.threadbench.controller.loadgen;

import io.threadbench.contract.FreePort;
import io.threadbench.controller.sut.SutAotLaunch;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** The repository's packaged service-under-test jar running as a child process on a free loopback port. */
final class RealSut implements AutoCloseable {

    private final Process process;
    private final int port;
    private final Path log;

    private RealSut(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** The jar built by {@code ./mvnw -pl service-under-test package}, if it is there. */
    static Optional<Path> jar() {
        Path jar = K6Runs.repository().resolve("service-under-test/target/service-under-test.jar");
        return Files.isRegularFile(jar) ? Optional.of(jar) : Optional.empty();
    }

    static RealSut start(Path jar, String approach, Path logDir) throws IOException, InterruptedException {
        int port = FreePort.pick();
        Path log = logDir.resolve("sut.log");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED",
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC"));
        command.addAll(SutAotLaunch.jarArguments(jar, List.of())); // from the build's AOT cache, as trials start it
        command.addAll(List.of("--approach=" + approach, "--server.address=127.0.0.1", "--server.port=" + port));
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        RealSut sut = new RealSut(process, port, log);
        sut.awaitHealthy(Duration.ofSeconds(120));
        return sut;
    }

    /** Kills the SUT at once (SIGKILL), as a crash would, and waits until it is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    }

    String baseUrl() {
        return "http://127.0.0.1:" + port;
    }

    private void awaitHealthy(Duration timeout) throws InterruptedException, IOException {
        long deadline = System.nanoTime() + timeout.toNanos();
        try (HttpClient client = HttpClient.newHttpClient()) {
            HttpRequest health = HttpRequest.newBuilder(URI.create(baseUrl() + "/actuator/health"))
                    .timeout(Duration.ofSeconds(2))
                    .build();
            while (System.nanoTime() < deadline) {
                if (!process.isAlive()) {
                    throw new IllegalStateException(
                            "the SUT exited with " + process.exitValue() + ":\n" + Files.readString(log));
                }
                try {
                    if (client.send(health, HttpResponse.BodyHandlers.discarding())
                                    .statusCode()
                            == 200) {
                        return;
                    }
                } catch (IOException notYetListening) {
                    // still starting
                }
                Thread.sleep(50); // as often as the controller's launcher polls
            }
        }
        close();
        throw new IllegalStateException("the SUT was not healthy within " + timeout + ":\n" + Files.readString(log));
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }
}
