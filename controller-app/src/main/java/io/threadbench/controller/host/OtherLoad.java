package io.threadbench.controller.host;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The CPU that processes other than a trial's own used over some seconds (DESIGN §6, "Quiet machine").
 *
 * @param cores     their CPU in cores (1.0 = one core busy the whole time)
 * @param seconds   how long it was measured over
 * @param processes every process that used some CPU, busiest first
 */
public record OtherLoad(double cores, double seconds, List<ProcessLoad> processes) {

    /** How many of the busiest processes a description names. */
    static final int NAMED = 5;

    public OtherLoad {
        processes = List.copyOf(processes);
    }

    /** One process and the cores it used. */
    public record ProcessLoad(String name, long pid, double cores) {
        String describe() {
            return String.format(Locale.ROOT, "%s (PID %d) %.1f cores", name, pid, cores);
        }
    }

    /** The busiest processes with their CPU, e.g. {@code java (PID 4242) 0.9 cores, chromium (PID 77) 0.3 cores}. */
    public String top() {
        if (processes.isEmpty()) {
            return "no process";
        }
        return processes.stream().limit(NAMED).map(ProcessLoad::describe).collect(Collectors.joining(", "));
    }

    /** {@code 1.2 cores over 3 s: java (PID 4242) 0.9 cores, …}. */
    public String describe() {
        return String.format(Locale.ROOT, "%.1f cores over %.0f s: %s", cores, seconds, top());
    }
}
