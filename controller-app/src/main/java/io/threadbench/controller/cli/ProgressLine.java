package io.threadbench.controller.cli;

import java.io.Console;
import java.io.PrintStream;
import java.time.Duration;

/**
 * Elapsed against planned time of the current trial and of the whole run, as the dashboard's progress bar
 * shows them: on a terminal one line rewritten in place every second; otherwise (CI logs) a plain line every
 * {@code interval}, so a long measurement never looks stuck.
 */
final class ProgressLine {

    private final PrintStream out;
    private final boolean terminal;
    private final long intervalNanos;
    private final long plannedRunSeconds;
    private final long runStarted = System.nanoTime();
    private long trialStarted = -1;
    private long plannedTrialSeconds;
    private String trial = "";
    /** For whom the run waits before its first trial, or null. */
    private String waiting;

    private long lastPrinted = System.nanoTime();
    private boolean lineShown;

    ProgressLine(PrintStream out, boolean terminal, Duration interval, long plannedRunSeconds) {
        this.out = out;
        this.terminal = terminal;
        this.intervalNanos = interval.toNanos();
        this.plannedRunSeconds = plannedRunSeconds;
    }

    /** Whether this process writes to an interactive terminal (JDK 22+ says so; on 21 a console means one). */
    static boolean onTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    /** The run waits for the machine before its first trial; {@code note} says for whom. */
    void waiting(String note) {
        waiting = note;
    }

    /** A trial began: its clock restarts. */
    void trialStarted(String what, long plannedSeconds) {
        waiting = null;
        trial = what;
        plannedTrialSeconds = plannedSeconds;
        trialStarted = System.nanoTime();
    }

    /** Before a line of its own is printed: a terminal's progress line is erased first. */
    void clear() {
        if (terminal && lineShown) {
            out.print("\r\033[K");
            lineShown = false;
        }
    }

    /** Called about once a second; prints when it is time. */
    void tick() {
        long now = System.nanoTime();
        if (terminal) {
            out.print("\r\033[K" + line(now));
            out.flush();
            lineShown = true;
        } else if (now - lastPrinted >= intervalNanos) {
            out.println(line(now));
            lastPrinted = now;
        }
    }

    /** {@code progress: [2/4] s × a — trial 0:42 of ~1:05, run 2:10 of ~6:40}. */
    String line(long now) {
        String run = clock((now - runStarted) / 1_000_000_000) + " of ~" + clock(plannedRunSeconds);
        if (trialStarted < 0) {
            return "progress: " + (waiting == null ? "" : waiting + " — ") + "run " + run;
        }
        return "progress: " + trial + " — trial " + clock((now - trialStarted) / 1_000_000_000) + " of ~"
                + clock(plannedTrialSeconds) + ", run " + run;
    }

    static String clock(long seconds) {
        return seconds >= 3600
                ? "%d:%02d:%02d".formatted(seconds / 3600, seconds % 3600 / 60, seconds % 60)
                : "%d:%02d".formatted(seconds / 60, seconds % 60);
    }
}
