package io.threadbench.controller.telemetry;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The CPU time the JIT's compiler threads of a JVM used, from {@code /proc/PID/task/TID/stat} of each thread HotSpot
 * names "C1 CompilerThread…" or "C2 CompilerThread…" (15 characters of it in {@code comm}).
 *
 * <p>JMX's {@code TotalCompilationTime} is the compiler threads' elapsed time: inside a 1-CPU container that its
 * workload saturates they wait for a slice of the core while compiling, and the figure read about 1,000 ms per second
 * whatever the warm-up (seed 002: 820-1,039 ms/s after a 30 s warm-up). Their CPU time is the compile work itself.
 *
 * <p>Cumulative over every compiler thread seen, so that one HotSpot stops (it starts and ends them as the queue grows
 * and shrinks) keeps the time it used until its last reading; what it used after that reading is lost, at most one
 * sampling interval of one thread. Not thread-safe: one sampler reads it.
 */
final class CompilerThreadsCpu {

    /** Clock ticks per second of {@code utime}/{@code stime} ({@code USER_HZ}, 100 on every Linux we know). */
    private static final long TICKS_PER_SECOND = 100;

    private final Supplier<List<Long>> processes;
    private final Map<String, Long> ticksByThread = new HashMap<>();
    /** Whether each thread seen is a compiler thread: its name is read once, not on every tick of a 600-thread SUT. */
    private final Map<String, Boolean> compilerByThread = new HashMap<>();

    private long ticks;

    /** @param processes the JVM's process, or a container's processes (any of which may be a JVM) */
    CompilerThreadsCpu(Supplier<List<Long>> processes) {
        this.processes = processes;
    }

    static CompilerThreadsCpu ofProcess(long pid) {
        return new CompilerThreadsCpu(() -> List.of(pid));
    }

    /**
     * The compiler threads' CPU milliseconds so far, or -1 when none can be read (no {@code /proc}, the process gone,
     * a JVM without a JIT).
     */
    long cpuMillis() {
        boolean found = false;
        for (long pid : processes.get()) {
            Path tasks = Path.of("/proc", Long.toString(pid), "task");
            try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
                for (Path thread : threads) {
                    String key = pid + "/" + thread.getFileName();
                    if (!compilerThread(key, thread)) {
                        continue;
                    }
                    long used = ticksOf(thread);
                    if (used >= 0) {
                        found = true;
                        long before = ticksByThread.getOrDefault(key, 0L);
                        ticks += Math.max(0, used - before);
                        ticksByThread.put(key, Math.max(used, before));
                    }
                }
            } catch (IOException | RuntimeException e) {
                // the process ended, or this is no Linux: the threads already seen keep their time
            }
        }
        return found || !ticksByThread.isEmpty() ? ticks * 1000 / TICKS_PER_SECOND : -1;
    }

    /**
     * Whether the thread is a compiler thread, its name read once; a thread still named "java" (the process's name,
     * which a new thread has until HotSpot names it) is read again next time.
     */
    private boolean compilerThread(String key, Path thread) {
        Boolean known = compilerByThread.get(key);
        if (known != null) {
            return known;
        }
        String name;
        try {
            name = Files.readString(thread.resolve("comm")).strip();
        } catch (IOException | RuntimeException e) {
            return false; // ended between the listing and the read
        }
        boolean compiler = isCompilerThread(name);
        if (!name.equals("java")) {
            compilerByThread.put(key, compiler);
        }
        return compiler;
    }

    /** A thread's user and system ticks, or -1 when it just ended. */
    private static long ticksOf(Path thread) {
        try {
            String stat = Files.readString(thread.resolve("stat"));
            // the fields after the name in parentheses (which may hold spaces): state is the 3rd field, utime the 14th
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    static boolean isCompilerThread(String comm) {
        return comm.startsWith("C1 CompilerThre") || comm.startsWith("C2 CompilerThre");
    }
}
