package io.threadbench.controller.loadgen;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/** A running k6 process with its output reader thread. */
final class K6Run implements LoadRun {

    static final int TAIL_LINES = 40;
    private static final int TAIL_BYTES = 16 * 1024;

    private final Process process;
    private final Thread readerThread;
    private final Path logFile;

    K6Run(Process process, Thread readerThread, Path logFile) {
        this.process = process;
        this.readerThread = readerThread;
        this.logFile = logFile;
    }

    @Override
    public ProcessHandle process() {
        return process.toHandle();
    }

    @Override
    public OptionalInt awaitExit(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        if (!process.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
            return OptionalInt.empty();
        }
        long remainingMillis = Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()));
        readerThread.join(remainingMillis);
        return readerThread.isAlive() ? OptionalInt.empty() : OptionalInt.of(process.exitValue());
    }

    @Override
    public void stop(Duration grace) {
        if (!process.isAlive()) {
            return;
        }
        // SIGTERM through the handle: Process.destroy() would also close k6's stdout under the reader,
        // losing the last samples k6 flushes while it stops
        process.toHandle().destroy();
        try {
            if (process.waitFor(grace.toNanos(), TimeUnit.NANOSECONDS)) {
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.toHandle().destroyForcibly();
    }

    @Override
    public String logTail() {
        try (RandomAccessFile file = new RandomAccessFile(logFile.toFile(), "r")) {
            long length = file.length();
            int size = (int) Math.min(length, TAIL_BYTES);
            byte[] bytes = new byte[size];
            file.seek(length - size);
            file.readFully(bytes);
            String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
            int skipPartialFirst = size < length ? 1 : 0;
            int from = Math.max(skipPartialFirst, lines.length - TAIL_LINES - 1);
            return String.join("\n", Arrays.copyOfRange(lines, from, lines.length))
                    .strip();
        } catch (IOException e) {
            return "(log " + logFile + " unreadable: " + e.getMessage() + ")";
        }
    }
}
