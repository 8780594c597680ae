package io.threadbench.controller.loadgen;

import io.threadbench.controller.process.LogTail;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/**
 * A running vegeta: {@code attack} fed its targets by one thread, its binary results copied by another to both
 * {@code encode} (whose JSON lines the {@link VegetaResultReader} reads) and {@code report} (vegeta's own summary).
 * All three are the load generator: their CPU is its CPU.
 */
final class VegetaRun implements LoadRun {

    private final Process attack;
    private final Process encode;
    private final Process report;
    private final List<Thread> threads;
    private final VegetaResultReader reader;
    private final Path logFile;

    VegetaRun(
            Process attack,
            Process encode,
            Process report,
            VegetaTargets targets,
            VegetaResultReader reader,
            Path logFile) {
        this.attack = attack;
        this.encode = encode;
        this.report = report;
        this.reader = reader;
        this.logFile = logFile;
        long pid = attack.pid();
        this.threads = List.of(
                Thread.ofPlatform().daemon().name("vegeta-targets-" + pid).start(() -> feed(targets)),
                Thread.ofPlatform().daemon().name("vegeta-results-" + pid).start(this::copyResults),
                Thread.ofPlatform().daemon().name("vegeta-output-" + pid).start(reader));
    }

    /** Writes one target line per iteration until vegeta stops reading (its attack is over). */
    private void feed(VegetaTargets targets) {
        try (OutputStream out = new java.io.BufferedOutputStream(attack.getOutputStream(), 1 << 14)) {
            for (long i = 0; ; i++) {
                out.write(targets.line(i));
            }
        } catch (IOException e) {
            // vegeta exited and closed its end: nothing more to send
        }
    }

    /** Copies attack's results to encode and report, then closes their input so that they finish. */
    private void copyResults() {
        OutputStream toEncode = encode.getOutputStream();
        OutputStream toReport = report.getOutputStream();
        try (InputStream results = attack.getInputStream()) {
            byte[] buffer = new byte[1 << 15];
            int read;
            while ((read = results.read(buffer)) >= 0) {
                toEncode.write(buffer, 0, read);
                toEncode.flush();
                toReport.write(buffer, 0, read);
                toReport.flush();
            }
        } catch (IOException e) {
            // a process went away; what was copied stands
        } finally {
            closeQuietly(toEncode);
            closeQuietly(toReport);
        }
    }

    private static void closeQuietly(OutputStream stream) {
        try {
            stream.close();
        } catch (IOException e) {
            // already closed
        }
    }

    @Override
    public ProcessHandle process() {
        return attack.toHandle();
    }

    @Override
    public List<ProcessHandle> processes() {
        return List.of(attack.toHandle(), encode.toHandle(), report.toHandle());
    }

    @Override
    public int runners() {
        return 1;
    }

    /** Results vegeta wrote that the reader has read. */
    long results() {
        return reader.results();
    }

    @Override
    public OptionalInt awaitExit(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (Process process : List.of(attack, encode, report)) {
            if (!process.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                return OptionalInt.empty();
            }
        }
        for (Thread thread : threads) {
            thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            if (thread.isAlive()) {
                return OptionalInt.empty();
            }
        }
        for (Process process : List.of(attack, encode, report)) {
            if (process.exitValue() != 0) {
                return OptionalInt.of(process.exitValue());
            }
        }
        return OptionalInt.of(0);
    }

    @Override
    public void stop(Duration grace) {
        // SIGTERM to attack: it stops sending, writes the results of requests in flight and exits; encode and report
        // then see the end of their input and finish
        attack.toHandle().destroy();
        long deadline = System.nanoTime() + grace.toNanos();
        for (Process process : List.of(attack, encode, report)) {
            try {
                if (process.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
                    continue;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            process.toHandle().destroyForcibly();
        }
    }

    @Override
    public String logTail() {
        return LogTail.read(logFile, LogTail.DEFAULT_LINES);
    }
}
