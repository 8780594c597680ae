package io.threadbench.controller.telemetry;

import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import oshi.software.os.OSProcess;
import oshi.software.os.OperatingSystem;

/**
 * CPU of a process and all its descendants, as a delta of kernel + user time since the previous sample: a server
 * such as PostgreSQL does its work in one child process per connection. A child seen for the first time counts
 * with all the CPU it used so far (it was started for this trial); one that ended since the previous sample loses
 * its last interval. Not thread-safe: the session serialises calls.
 */
final class ProcessTreeSampler {

    private final OperatingSystem os;
    private final ProcessHandle root;
    private Map<Long, Long> previousCpuMillis = new HashMap<>();
    private long previousNanos;

    ProcessTreeSampler(OperatingSystem os, ProcessHandle root) {
        this.os = os;
        this.root = root;
        this.previousCpuMillis = cpuMillisByPid();
        this.previousNanos = System.nanoTime();
    }

    /** CPU in % of one core since the previous call; null once the root is gone. */
    Double cpuPercent() {
        if (!root.isAlive()) {
            return null;
        }
        long now = System.nanoTime();
        Map<Long, Long> current = cpuMillisByPid();
        long used = 0;
        for (Map.Entry<Long, Long> process : current.entrySet()) {
            long before = previousCpuMillis.getOrDefault(process.getKey(), 0L);
            used += Math.max(0, process.getValue() - before);
        }
        double seconds = (now - previousNanos) / 1e9;
        previousCpuMillis = current;
        previousNanos = now;
        return seconds > 0 ? used / 10.0 / seconds : null;
    }

    private Map<Long, Long> cpuMillisByPid() {
        Map<Long, Long> cpu = new HashMap<>();
        Stream.concat(Stream.of(root), root.descendants()).forEach(handle -> {
            OSProcess process = handle.pid() <= Integer.MAX_VALUE ? os.getProcess((int) handle.pid()) : null;
            if (process != null) {
                cpu.put(handle.pid(), process.getKernelTime() + process.getUserTime());
            }
        });
        return cpu;
    }
}
