package io.threadbench.controller.scenario;

import java.util.List;
import java.util.Map;

/**
 * A load scenario (DESIGN §4): what k6 sends, how the SUT waits, and how long it all lasts.
 * Immutable; a trial keeps a snapshot of it so later edits never change past results.
 *
 * @param name              unique slug, {@code [a-z0-9][a-z0-9-]{0,62}}
 * @param rps               arrival rate for {@code constant-rate}; optional cap for {@code constant-vus}
 * @param thinkTimeMinMillis think time of the spike shapes (default 1000)
 * @param thinkTimeMaxMillis think time of the spike shapes (default 3000)
 * @param stages            explicit VU stages of the {@code custom} shape
 * @param serverProperties  Spring properties passed to the SUT as {@code --key=value}, in order
 * @param jvmOptions        options for the SUT's JVM, e.g. {@code -Xmx2g}
 */
public record Scenario(
        String name,
        String description,
        Workload workload,
        LoadShape loadShape,
        int vus,
        Integer rps,
        int thinkTimeMinMillis,
        int thinkTimeMaxMillis,
        List<Stage> stages,
        int delayMillis,
        int delayCallDepth,
        int fanoutCalls,
        int allocateKilobytes,
        Upstream upstream,
        int warmupSeconds,
        int durationSeconds,
        Map<String, String> serverProperties,
        List<String> jvmOptions) {

    public Scenario {
        stages = stages == null ? List.of() : List.copyOf(stages);
        serverProperties = serverProperties == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(serverProperties));
        jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
        upstream = upstream == null ? Upstream.SELF : upstream;
        description = description == null ? "" : description;
    }

    /** One ramping stage: reach {@code target} VUs over {@code durationSeconds}. */
    public record Stage(int durationSeconds, int target) {
    }

    /** Seconds of load the scenario puts on the SUT, warm-up included. */
    public int plannedSeconds() {
        int measured = loadShape == LoadShape.CUSTOM
                ? stages.stream().mapToInt(Stage::durationSeconds).sum()
                : durationSeconds;
        return warmupSeconds + measured;
    }
}
