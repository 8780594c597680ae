package io.threadbench.controller.telemetry;

import oshi.software.os.OSProcess;
import oshi.software.os.OperatingSystem;

/**
 * CPU, resident memory and thread count of one OS process from OSHI, CPU as a delta of kernel + user time
 * since the previous sample. Primed when created. Not thread-safe: the session serialises calls.
 */
final class ProcessSampler implements SutFiguresSampler {

    private static final double MIB = 1024.0 * 1024.0;

    private OSProcess process;
    private long previousCpuMillis;
    private long previousNanos;

    ProcessSampler(OperatingSystem os, long pid) {
        this.process = pid > 0 && pid <= Integer.MAX_VALUE ? os.getProcess((int) pid) : null;
        if (process != null) {
            previousCpuMillis = process.getKernelTime() + process.getUserTime();
            previousNanos = System.nanoTime();
        }
    }

    /** Figures since the previous call; all null once the process is gone. */
    @Override
    public Figures sample() {
        if (process == null || !process.updateAttributes()) {
            process = null;
            return Figures.ABSENT;
        }
        long now = System.nanoTime();
        long cpuMillis = process.getKernelTime() + process.getUserTime();
        double seconds = (now - previousNanos) / 1e9;
        Double usedMillis = cpuMillis >= previousCpuMillis ? (double) (cpuMillis - previousCpuMillis) : null;
        Double percent = usedMillis != null && seconds > 0 ? usedMillis / 10.0 / seconds : null;
        previousCpuMillis = cpuMillis;
        previousNanos = now;
        return new Figures(percent, usedMillis, process.getResidentMemory() / MIB, process.getThreadCount());
    }

    /** CPU in % of one core, CPU milliseconds used in the interval, RSS in MiB, OS threads. */
    record Figures(Double cpuPercent, Double cpuMillis, Double rssMib, Integer threads) {
        static final Figures ABSENT = new Figures(null, null, null, null);
    }
}
