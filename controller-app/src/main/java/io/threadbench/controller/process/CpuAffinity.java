package io.threadbench.controller.process;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Pins processes to CPU sets with util-linux's {@code taskset} (an argument list, never a shell): a child is
 * started under {@code taskset --cpu-list LIST}, which sets the affinity and then becomes the command itself, so
 * every thread the child ever starts inherits it; a running process (the controller) is re-pinned with all its
 * threads ({@code -a -p}). Reads back what the kernel applied from {@code /proc/PID/status}.
 */
public final class CpuAffinity {

    /** How often {@link #apply} runs taskset when threads of the process keep ending under it. */
    static final int ATTEMPTS = 10;

    private CpuAffinity() {}

    /** taskset on the PATH, on Linux; empty elsewhere (CPU sets are then refused with a reason). */
    public static Optional<Path> taskset() {
        if (!System.getProperty("os.name", "").toLowerCase().contains("linux")) {
            return Optional.empty();
        }
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : path.split(File.pathSeparator)) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, "taskset");
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Logical cores of the machine ({@code /sys/devices/system/cpu/online}), whatever this process is pinned to. */
    public static int onlineCores() {
        try {
            return CpuSet.parse(new String(
                                    Files.newInputStream(Path.of("/sys/devices/system/cpu/online"))
                                            .readAllBytes(),
                                    java.nio.charset.StandardCharsets.US_ASCII))
                            .highest()
                    + 1;
        } catch (IOException | IllegalArgumentException e) {
            return Runtime.getRuntime().availableProcessors();
        }
    }

    /** The arguments that start a command on {@code cores}; empty (no pinning) for null. */
    public static List<String> prefix(CpuSet cores) {
        if (cores == null) {
            return List.of();
        }
        Path taskset = taskset().orElseThrow(() -> new IllegalStateException("taskset not found on the PATH"));
        return List.of(taskset.toString(), "--cpu-list", cores.list());
    }

    /** {@code command} started on {@code cores} (unchanged for null). */
    public static List<String> pinned(CpuSet cores, List<String> command) {
        List<String> pinned = new ArrayList<>(prefix(cores));
        pinned.addAll(command);
        return pinned;
    }

    /** The cores a process may run on, from {@code Cpus_allowed_list}; empty when it is gone or not Linux. */
    public static Optional<CpuSet> of(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("Cpus_allowed_list:")) {
                    return Optional.of(CpuSet.parse(line.substring(line.indexOf(':') + 1)));
                }
            }
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /**
     * Moves a running process and all its threads to {@code cores}. {@code taskset -a} lists the threads and then sets
     * each one's affinity; a thread that ends in between makes it fail ("failed to get pid N's affinity: No such
     * process") after it has moved the others, so it is run again, up to {@link #ATTEMPTS} times in all, while the
     * process itself lives. A thread started meanwhile takes its affinity from the thread that started it.
     *
     * @throws IOException when taskset is missing or refuses (its message)
     */
    public static void apply(long pid, CpuSet cores) throws IOException {
        Path taskset = taskset().orElseThrow(() -> new IOException("taskset not found on the PATH"));
        for (int attempt = 1; ; attempt++) {
            String failure = runTaskset(taskset, pid, cores);
            if (failure == null) {
                return;
            }
            boolean threadEnded = failure.contains("No such process")
                    && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
            if (!threadEnded || attempt == ATTEMPTS) {
                throw new IOException("taskset could not pin process " + pid + " to " + cores + ": " + failure);
            }
        }
    }

    /** @return null when taskset succeeded, else its output */
    private static String runTaskset(Path taskset, long pid, CpuSet cores) throws IOException {
        Process process = new ProcessBuilder(
                        taskset.toString(), "-a", "-p", "--cpu-list", cores.list(), Long.toString(pid))
                .redirectErrorStream(true)
                .start();
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0) {
                return output.strip();
            }
            return null;
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while pinning process " + pid);
        }
    }
}
