package io.threadbench.controller.host;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import oshi.software.os.OSProcess;
import oshi.software.os.OperatingSystem;

/**
 * The CPU time every process on the machine had used at one moment, read with OSHI. Two snapshots tell what each
 * process used in between ({@link #otherLoadSince}).
 *
 * @param nanos     {@link System#nanoTime()} when taken
 * @param processes per PID: its name and CPU time (user + kernel)
 */
public record CpuSnapshot(long nanos, Map<Integer, ProcessTime> processes) {

    /**
     * One process's name and CPU time so far.
     *
     * @param kernelThread a Linux kernel thread (kthreadd, PID 2, or one of its children such as {@code kworker}s)
     */
    public record ProcessTime(String name, long cpuMillis, boolean kernelThread) {}

    /** Linux's kernel thread daemon: every kernel thread is it or its child. */
    private static final int KTHREADD = 2;

    public static CpuSnapshot take(OperatingSystem os) {
        Map<Integer, ProcessTime> processes = new HashMap<>();
        for (OSProcess process : os.getProcesses()) {
            processes.put(
                    process.getProcessID(),
                    new ProcessTime(
                            process.getName(),
                            process.getUserTime() + process.getKernelTime(),
                            process.getProcessID() == KTHREADD || process.getParentProcessID() == KTHREADD));
        }
        return new CpuSnapshot(System.nanoTime(), Map.copyOf(processes));
    }

    /**
     * What the processes other than {@code excluded} used between {@code earlier} and this snapshot. A process
     * that started in between counts with all its CPU time; one that ended in between is not seen. Kernel threads
     * are left out: they are no program a user could close, and on a quiet machine they are mostly the page cache
     * writing back the previous trial's own files ({@code kworker/u4:1-writeback} at 0.5–0.7 cores made the gate
     * wait before 3 of 6 trials of a real run).
     */
    public OtherLoad otherLoadSince(CpuSnapshot earlier, Set<Long> excluded) {
        double seconds = Math.max(1e-3, (nanos - earlier.nanos) / 1e9);
        List<OtherLoad.ProcessLoad> loads = new ArrayList<>();
        processes.forEach((pid, now) -> {
            if (excluded.contains(pid.longValue()) || now.kernelThread()) {
                return;
            }
            ProcessTime before = earlier.processes.get(pid);
            long cpuBefore = before == null || !before.name().equals(now.name()) ? 0 : before.cpuMillis();
            double cores = Math.max(0, now.cpuMillis() - cpuBefore) / 1000.0 / seconds;
            if (cores > 0) {
                loads.add(new OtherLoad.ProcessLoad(now.name(), pid, cores));
            }
        });
        loads.sort(Comparator.comparingDouble(OtherLoad.ProcessLoad::cores).reversed());
        return new OtherLoad(
                loads.stream().mapToDouble(OtherLoad.ProcessLoad::cores).sum(), seconds, loads);
    }
}
