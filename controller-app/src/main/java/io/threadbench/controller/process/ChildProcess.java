package io.threadbench.controller.process;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * A process we started: from an argument list (never a shell), stdout and stderr into a log file, recorded
 * in the {@link ChildProcessRegistry} while it lives. {@link #stop} sends SIGTERM, then kills the process
 * tree after a grace period.
 */
public final class ChildProcess {

    private final Process process;
    private final List<String> command;
    private final Path log;
    private final ChildProcessRegistry registry;
    private final long recordId;
    private final long startedNanos = System.nanoTime();

    private ChildProcess(
            Process process, List<String> command, Path log, ChildProcessRegistry registry, long recordId) {
        this.process = process;
        this.command = List.copyOf(command);
        this.log = log;
        this.registry = registry;
        this.recordId = recordId;
    }

    /**
     * @param role    what the process is for ({@code sut}, {@code upstream}, {@code k6}), recorded with its PID
     * @param trialId the trial it belongs to, may be null
     * @param env     extra environment variables
     */
    public static ChildProcess start(
            List<String> command,
            Map<String, String> env,
            Path log,
            String role,
            Long trialId,
            ChildProcessRegistry registry)
            throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(nullFile()));
        builder.environment().putAll(env);
        Process process = builder.start();
        long recordId = registry.record(trialId, role, process.toHandle(), command);
        return new ChildProcess(process, command, log, registry, recordId);
    }

    /** {@link System#nanoTime()} when it was started (just after its launch returned). */
    public long startedNanos() {
        return startedNanos;
    }

    public ProcessHandle handle() {
        return process.toHandle();
    }

    /** The argument list it was started with. */
    public List<String> command() {
        return command;
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** The exit code, or empty while it runs. */
    public OptionalInt exitCode() {
        return process.isAlive() ? OptionalInt.empty() : OptionalInt.of(process.exitValue());
    }

    public Path log() {
        return log;
    }

    public String logTail() {
        return LogTail.read(log, LogTail.DEFAULT_LINES);
    }

    /**
     * SIGTERM, then after {@code grace} SIGKILL to the whole tree; forgets the record once it is gone.
     *
     * @return true if it ended gracefully
     */
    public boolean stop(Duration grace) {
        boolean graceful = ProcessTree.stop(process.toHandle(), grace);
        registry.forget(recordId);
        return graceful;
    }

    private static java.io.File nullFile() {
        return new java.io.File(System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
    }
}
