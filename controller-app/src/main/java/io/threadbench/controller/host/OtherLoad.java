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

    /**
     * A process under this many cores is not named, unless it is the busiest (a real flag read "java (PID 23658) 0.6
     * cores, process_api (PID 1) 0.0 cores, containerd (PID 7605) 0.0 cores, …").
     */
    static final double NAMED_FROM_CORES = 0.05;

    /**
     * The busiest processes with their CPU, e.g. {@code java (PID 4242) 0.9 cores, chromium (PID 77) 0.3 cores and 12
     * smaller}.
     */
    public String top() {
        if (processes.isEmpty()) {
            return "no process";
        }
        List<ProcessLoad> named = processes.stream()
                .limit(NAMED)
                .filter(process -> process.cores() >= NAMED_FROM_CORES)
                .toList();
        if (named.isEmpty()) {
            named = processes.subList(0, 1);
        }
        String text = named.stream().map(ProcessLoad::describe).collect(Collectors.joining(", "));
        int others = processes.size() - named.size();
        return others == 0 ? text : text + " and " + others + " smaller";
    }

    /** {@code 1.2 cores over 3 s: java (PID 4242) 0.9 cores, …}. */
    public String describe() {
        return String.format(Locale.ROOT, "%.1f cores over %.0f s: %s", cores, seconds, top());
    }
}
