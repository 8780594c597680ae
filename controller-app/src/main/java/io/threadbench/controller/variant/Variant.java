package io.threadbench.controller.variant;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A variant as a benchmark runs it: its definition resolved when the benchmark was created (the registered service
 * and the JDK copied in), so later edits never change what a stored trial ran. Exactly one of {@code approach}
 * and {@code service} is set.
 *
 * @param approach a built-in approach id, or null
 * @param service  the registered service, or null
 * @param jdk      the JDK it runs on; null only for trials stored before variants existed (the default JDK)
 * @param extraDelayPercent the B side of an A/B check: our SUT waits this share of the scenario's delay longer on
 *                          every answer ({@code threadbench.extra-delay-micros}); null otherwise
 * @param container the limits of the Docker container its service under test runs in; null: a bare process
 */
public record Variant(
        String label,
        String description,
        String approach,
        RegisteredService service,
        Jdk jdk,
        List<String> jvmOptions,
        Map<String, String> serverProperties,
        Map<String, String> environment,
        Integer extraDelayPercent,
        ContainerLimits container) {

    /** The Spring Boot property that turns on virtual threads. */
    public static final String VIRTUAL_THREADS_PROPERTY = "spring.threads.virtual.enabled";

    public Variant {
        description = description == null ? "" : description;
        jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
        serverProperties = serverProperties == null
                ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(serverProperties));
        environment = environment == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(environment));
    }

    /** The built-in variant of an approach: the label is the approach id, the JDK is the default. */
    public static Variant builtin(Approach approach, Jdk jdk) {
        return new Variant(approach.id(), "", approach.id(), null, jdk, List.of(), Map.of(), Map.of(), null, null);
    }

    @JsonIgnore
    public boolean isBuiltin() {
        return approach != null;
    }

    /** The built-in approach; only for {@link #isBuiltin()} variants. */
    public Approach builtinApproach() {
        return Approach.fromId(approach);
    }

    /** The same variant under another label (an A/A pair). */
    public Variant withLabel(String newLabel) {
        return copy(newLabel, extraDelayPercent);
    }

    /** The same variant, answering {@code percent} of the scenario's delay later (the B side of an A/B check). */
    public Variant withExtraDelay(String newLabel, int percent) {
        return copy(newLabel, percent);
    }

    /** The same variant without an added delay (what the B side of an A/B check is besides its delay). */
    public Variant withoutExtraDelay() {
        return copy(label, null);
    }

    private Variant copy(String newLabel, Integer percent) {
        return new Variant(
                newLabel,
                description,
                approach,
                service,
                jdk,
                jvmOptions,
                serverProperties,
                environment,
                percent,
                container);
    }

    /** Whether its service under test runs in a Docker container. */
    @JsonIgnore
    public boolean inContainer() {
        return container != null;
    }

    /** The extra wait in microseconds for a scenario with {@code delayMillis}; 0 without an extra delay. */
    public long extraDelayMicros(int delayMillis) {
        return extraDelayPercent == null ? 0 : Math.round(delayMillis * 1000.0 * extraDelayPercent / 100.0);
    }

    /**
     * The thread kind the variant's handlers should run on: the approach's for a built-in one; for a service,
     * what {@code spring.threads.virtual.enabled} asks for ({@code virtual} or {@code platform}); null when
     * nothing says.
     */
    public String expectedThreadKind() {
        if (isBuiltin()) {
            return builtinApproach().threadKind();
        }
        String virtual = serverProperties.get(VIRTUAL_THREADS_PROPERTY);
        if (virtual == null) {
            return null;
        }
        return Boolean.parseBoolean(virtual) ? "virtual" : "platform";
    }

    /** The target's name: the approach id or the service's name. */
    public String target() {
        return isBuiltin() ? approach : service.name();
    }

    /**
     * One line for people: the label, then what differs from a plain built-in approach, e.g. {@code svc-virtual
     * (service svc, JDK 25.0.1, spring.threads.virtual.enabled=true)}.
     */
    public String describe() {
        List<String> parts = new ArrayList<>();
        if (!isBuiltin() || !label.equals(approach)) {
            parts.add(isBuiltin() ? "approach " + approach : "service " + service.name());
        }
        if (jdk != null) {
            parts.add("JDK " + jdk.version());
        }
        parts.addAll(jvmOptions);
        serverProperties.forEach((key, value) -> parts.add(key + "=" + value));
        environment.keySet().forEach(name -> parts.add("$" + name));
        if (extraDelayPercent != null) {
            parts.add("+" + extraDelayPercent + " % delay");
        }
        if (container != null) {
            parts.add("container " + container.describe());
        }
        return parts.isEmpty() ? label : label + " (" + String.join(", ", parts) + ")";
    }

    /** Everything that tells this variant apart, for the environment fingerprint. */
    public Map<String, Object> fingerprint() {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("target", isBuiltin() ? "approach " + approach : "service " + service.name());
        if (jdk != null) {
            facts.put("jdk", jdk.version() + " (" + jdk.vendor() + ")");
            facts.put("jdkHome", jdk.home());
        }
        if (!jvmOptions.isEmpty()) {
            facts.put("jvmOptions", jvmOptions);
        }
        if (!serverProperties.isEmpty()) {
            facts.put("serverProperties", serverProperties);
        }
        if (!environment.isEmpty()) {
            facts.put("environment", new ArrayList<>(environment.keySet()));
        }
        if (extraDelayPercent != null) {
            facts.put("extraDelay", "+" + extraDelayPercent + " % of the scenario's delay");
        }
        if (container != null) {
            boolean several = container.database() != null || container.upstream() != null;
            facts.put(
                    "container",
                    container.describe() + " (Docker, host network; CPU and memory "
                            + (several ? "of each from its own cgroup)" : "from its cgroup)"));
        }
        return facts;
    }
}
