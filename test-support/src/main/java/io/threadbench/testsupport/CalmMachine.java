package io.threadbench.testsupport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * Waits until the whole machine is nearly idle, from {@code /proc/stat}: a quiet turn guarantees that no other test
 * class runs, not that what the classes before it started has ended. The first quiet class of a build starts two
 * seconds after the last shared one, while their JVMs exit and Docker may still be removing their containers:
 * {@code K6RunnersTests}, first, judged one runner's p99 at 40 ms against 22 ms for two runners seconds later in a
 * build (53 against 27 ms in another), with the machine 28–37 % busy around its start, while it passed 6 runs of 6
 * alone.
 */
final class CalmMachine {

    /** Busy share of all cores under which the machine counts as calm: about what a trial's own k6 and SUT add. */
    static final double CALM_SHARE = 0.10;

    static final Duration WINDOW = Duration.ofSeconds(1);

    /** Then the class runs anyway, and says so: a machine busy for longer is not the suite's doing. */
    static final Duration MAX_WAIT = Duration.ofSeconds(30);

    private static final Path PROC_STAT = Path.of("/proc/stat");

    private CalmMachine() {}

    /** What the wait saw: how long it took and the busy share of the last window; calm at once where there is no /proc. */
    record Wait(Duration waited, double lastBusyShare, boolean calm) {
        String describe(String className) {
            return String.format(
                    Locale.ROOT,
                    "%s: %s after %.1f s (busy %.0f %% of the machine in the last second)",
                    className,
                    calm ? "the machine is calm" : "the machine is still busy; running anyway",
                    waited.toMillis() / 1000.0,
                    lastBusyShare * 100);
        }
    }

    /** Samples one window after another until one is calm or {@link #MAX_WAIT} has passed. */
    static Wait await() throws InterruptedException {
        long start = System.nanoTime();
        long[] before = ticks();
        if (before == null) {
            return new Wait(Duration.ZERO, 0, true);
        }
        while (true) {
            Thread.sleep(WINDOW);
            long[] after = ticks();
            if (after == null) {
                return new Wait(Duration.ZERO, 0, true);
            }
            double share = busyShare(before, after);
            Duration waited = Duration.ofNanos(System.nanoTime() - start);
            if (share < CALM_SHARE || waited.compareTo(MAX_WAIT) >= 0) {
                return new Wait(waited, share, share < CALM_SHARE);
            }
            before = after;
        }
    }

    /** Busy ticks over all ticks between two readings of the {@code cpu} line. */
    static double busyShare(long[] before, long[] after) {
        long busy = after[0] - before[0];
        long total = after[1] - before[1];
        return total <= 0 ? 0 : (double) busy / total;
    }

    /**
     * {busy, total} ticks of all cores from the first line of {@code /proc/stat} ({@code cpu user nice system idle
     * iowait irq softirq steal …}): idle and iowait count as not busy; null where it cannot be read.
     */
    static long[] ticks() {
        try {
            // readAllLines, not readString: /proc files say they are empty and readString may stop short
            List<String> lines = Files.readAllLines(PROC_STAT);
            return parse(lines.getFirst());
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    static long[] parse(String cpuLine) {
        String[] fields = cpuLine.trim().split("\\s+");
        long total = 0;
        for (int i = 1; i < fields.length && i <= 8; i++) {
            total += Long.parseLong(fields[i]);
        }
        long idle = Long.parseLong(fields[4]) + Long.parseLong(fields[5]);
        return new long[] {total - idle, total};
    }
}
