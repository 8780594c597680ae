package io.threadbench.controller.container;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Component;

/**
 * The Docker engine through its command-line client ({@code docker}, or {@code $DOCKER}), each command an argument
 * list, never a shell. {@code DOCKER_HOST} and the client's context are the client's business, so an engine on
 * another machine is one environment variable away (DESIGN §12).
 */
@Component
public class DockerEngine {

    /** What to tell a user whose machine has no engine answering. */
    public static final String INSTALL_HINT = "no Docker engine answers ('docker version' failed): install one"
            + " (Debian, as root: apt-get install -y docker.io, then start dockerd) or let ./threadbench do it";

    private static final Duration QUICK = Duration.ofSeconds(30);

    private final String client;
    /** The engine's cgroup driver, asked once: null until then. */
    private volatile String cgroupDriver;

    public DockerEngine() {
        String fromEnvironment = System.getenv("DOCKER");
        this.client = fromEnvironment == null || fromEnvironment.isBlank() ? "docker" : fromEnvironment;
    }

    /** The client's command followed by {@code arguments}, for a process that outlives one call (docker run). */
    public List<String> command(List<String> arguments) {
        List<String> command = new ArrayList<>();
        command.add(client);
        command.addAll(arguments);
        return command;
    }

    /** Whether an engine answers; false as well when there is no client. */
    public boolean answers() {
        try {
            return run(List.of("version", "--format", "{{.Server.Version}}"), QUICK)
                    .ok();
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Whether the engine manages cgroups itself ({@code cgroupfs}), so that a container may be given a parent cgroup
     * by path; the {@code systemd} driver wants slices instead.
     */
    public boolean cgroupfs() {
        String driver = cgroupDriver;
        if (driver == null) {
            try {
                Result info = run(List.of("info", "--format", "{{.CgroupDriver}}"), QUICK);
                driver = info.ok() ? info.output() : "";
            } catch (IOException e) {
                driver = "";
            }
            cgroupDriver = driver;
        }
        return driver.equals("cgroupfs");
    }

    /** Fails with {@link #INSTALL_HINT} when no engine answers. */
    public void requireAnswering() throws EngineUnavailableException {
        if (!answers()) {
            throw new EngineUnavailableException(INSTALL_HINT);
        }
    }

    /** Runs a client command to its end, or kills it after {@code timeout}. */
    public Result run(List<String> arguments, Duration timeout) throws IOException {
        return run(arguments, null, timeout);
    }

    /** Runs a client command with {@code input} as its standard input (null: none). */
    public Result run(List<String> arguments, Path input, Duration timeout) throws IOException {
        // output into a file, not a pipe: a command that hangs with its output open must still time out
        Path output = Files.createTempFile("threadbench-docker-", ".out");
        try {
            Process process = new ProcessBuilder(command(arguments))
                    .redirectErrorStream(true)
                    .redirectOutput(output.toFile())
                    .redirectInput(
                            input == null
                                    ? ProcessBuilder.Redirect.from(
                                            Path.of("/dev/null").toFile())
                                    : ProcessBuilder.Redirect.from(input.toFile()))
                    .start();
            try {
                if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                    return new Result(
                            -1,
                            "docker " + arguments.getFirst() + " took longer than " + timeout.toSeconds()
                                    + " s and was stopped");
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while running docker " + arguments.getFirst(), e);
            }
            return new Result(
                    process.exitValue(),
                    Files.readString(output, StandardCharsets.UTF_8).strip());
        } finally {
            Files.deleteIfExists(output);
        }
    }

    /** A finished client command: its exit code and its output (stdout and stderr). */
    public record Result(int exitCode, String output) {
        public boolean ok() {
            return exitCode == 0;
        }
    }
}
