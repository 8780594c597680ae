package io.threadbench.controller.telemetry;

import java.util.List;
import java.util.Optional;

/**
 * The settings a SUT really ran with, read at pre-flight (DESIGN §3a, the fairness view): JDK, GC, heap, CPUs, the
 * web server's connection and thread limits, virtual threads. Unfair defaults (Tomcat's connection limits above
 * all) are what users of loom-webflux-benchmarks complain about most, so each value says where it came from.
 *
 * @param problem why some values could not be read (e.g. the JVM could not be attached), or null
 */
public record EffectiveSettings(List<Setting> settings, String problem) {

    public EffectiveSettings {
        settings = List.copyOf(settings);
    }

    /**
     * One setting.
     *
     * @param source     {@code read} (from the running JVM), {@code set} (given on the command line) or
     *                   {@code default} (what the server does when nothing is set)
     * @param nonDefault it differs from what the server or JVM would do by itself
     */
    public record Setting(String name, String value, String source, boolean nonDefault) {}

    public Optional<Setting> find(String name) {
        return settings.stream().filter(s -> s.name().equals(name)).findFirst();
    }
}
