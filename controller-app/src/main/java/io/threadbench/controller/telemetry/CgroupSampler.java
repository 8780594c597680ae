package io.threadbench.controller.telemetry;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A container's CPU, memory and task count from its cgroup, the figures the kernel enforces its limits on: CPU
 * time of every process in it ({@code cpuacct.usage}, or {@code usage_usec} of {@code cpu.stat} on cgroup v2),
 * memory as {@code docker stats} counts it (usage without the inactive file cache), and tasks (threads). Primed
 * when created. Not thread-safe: the session serialises calls.
 */
final class CgroupSampler implements SutFiguresSampler {

    private static final double MIB = 1024.0 * 1024.0;

    private final Layout layout;
    private long previousCpuNanos;
    private long previousNanos;

    private CgroupSampler(Layout layout) {
        this.layout = layout;
        this.previousCpuNanos = layout.cpuNanos();
        this.previousNanos = System.nanoTime();
    }

    /**
     * The sampler of a running Docker container's cgroup (v1 or v2, cgroupfs or systemd driver), under the engine's
     * default parent ({@code docker}) or one of its own ({@code --cgroup-parent}).
     */
    static Optional<CgroupSampler> ofContainer(String containerId) {
        Path root = Path.of("/sys/fs/cgroup");
        for (Path v1 : candidates(root.resolve("cpuacct"), containerId)) {
            if (Files.exists(root.resolve("cpuacct").resolve(v1).resolve("cpuacct.usage"))) {
                return Optional.of(new CgroupSampler(new V1(root, v1)));
            }
        }
        for (Path v2 : candidates(root, containerId)) {
            if (Files.exists(root.resolve(v2).resolve("cpu.stat"))) {
                return Optional.of(new CgroupSampler(new V2(root.resolve(v2))));
            }
        }
        return Optional.empty();
    }

    /** {@code PARENT/ID} for every parent folder of {@code hierarchy}, and the systemd driver's scope. */
    private static List<Path> candidates(Path hierarchy, String containerId) {
        List<Path> candidates = new ArrayList<>();
        candidates.add(Path.of("system.slice", "docker-" + containerId + ".scope"));
        try (DirectoryStream<Path> parents = Files.newDirectoryStream(hierarchy, Files::isDirectory)) {
            parents.forEach(
                    parent -> candidates.add(Path.of(parent.getFileName().toString(), containerId)));
        } catch (IOException e) {
            // no such hierarchy: the other cgroup version
        }
        return candidates;
    }

    @Override
    public ProcessSampler.Figures sample() {
        long cpuNanos = layout.cpuNanos();
        if (cpuNanos < 0) {
            return ProcessSampler.Figures.ABSENT;
        }
        long now = System.nanoTime();
        double usedMillis = (cpuNanos - previousCpuNanos) / 1e6;
        double seconds = (now - previousNanos) / 1e9;
        previousCpuNanos = cpuNanos;
        previousNanos = now;
        long memory = layout.memoryBytes();
        long tasks = layout.tasks();
        return new ProcessSampler.Figures(
                seconds > 0 && usedMillis >= 0 ? usedMillis / 10.0 / seconds : null,
                usedMillis >= 0 ? usedMillis : null,
                memory < 0 ? null : memory / MIB,
                tasks < 0 ? null : (int) tasks);
    }

    /** The container's processes, by the PIDs this machine's kernel gives them (empty once it ended). */
    List<Long> processes() {
        return layout.processes();
    }

    /** Where one cgroup version keeps the figures; -1 when a file is gone (the container ended). */
    private interface Layout {
        long cpuNanos();

        List<Long> processes();

        long memoryBytes();

        long tasks();
    }

    private record V1(Path root, Path group) implements Layout {
        @Override
        public long cpuNanos() {
            return number(root.resolve("cpuacct").resolve(group).resolve("cpuacct.usage"));
        }

        @Override
        public long memoryBytes() {
            Path memory = root.resolve("memory").resolve(group);
            long usage = number(memory.resolve("memory.usage_in_bytes"));
            return usage < 0 ? -1 : usage - Math.max(0, stat(memory.resolve("memory.stat"), "total_inactive_file"));
        }

        @Override
        public long tasks() {
            return number(root.resolve("pids").resolve(group).resolve("pids.current"));
        }

        @Override
        public List<Long> processes() {
            return pids(root.resolve("cpuacct").resolve(group).resolve("cgroup.procs"));
        }
    }

    private record V2(Path group) implements Layout {
        @Override
        public long cpuNanos() {
            long micros = stat(group.resolve("cpu.stat"), "usage_usec");
            return micros < 0 ? -1 : micros * 1000;
        }

        @Override
        public long memoryBytes() {
            long usage = number(group.resolve("memory.current"));
            return usage < 0 ? -1 : usage - Math.max(0, stat(group.resolve("memory.stat"), "inactive_file"));
        }

        @Override
        public long tasks() {
            return number(group.resolve("pids.current"));
        }

        @Override
        public List<Long> processes() {
            return pids(group.resolve("cgroup.procs"));
        }
    }

    private static List<Long> pids(Path file) {
        try {
            return Files.readAllLines(file).stream()
                    .map(String::strip)
                    .filter(line -> !line.isEmpty())
                    .map(Long::valueOf)
                    .toList();
        } catch (IOException | NumberFormatException e) {
            return List.of();
        }
    }

    private static long number(Path file) {
        try {
            return Long.parseLong(Files.readString(file).strip());
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    /** A {@code key value} line of a stat file. */
    private static long stat(Path file, String key) {
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith(key + " ")) {
                    return Long.parseLong(line.substring(key.length() + 1).strip());
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }
}
