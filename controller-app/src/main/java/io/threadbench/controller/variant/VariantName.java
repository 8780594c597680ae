package io.threadbench.controller.variant;

import io.threadbench.controller.scenario.Scenario;
import java.util.List;
import java.util.Map;

/**
 * What a variant is, in the words a user knows it by, derived from its approach's definition (concurrency model and
 * server) and the pool it was given: "virtual threads on Tomcat", "a 10-thread pool on Tomcat". A registered service
 * is known by its label only: nothing defines what it runs.
 */
public final class VariantName {

    /** Spring Boot's default pool for Tomcat and Jetty when no property sets it. */
    public static final int DEFAULT_POOL_THREADS = 200;

    private static final List<String> POOL_PROPERTIES =
            List.of("server.tomcat.threads.max", "server.jetty.threads.max");

    private VariantName() {}

    /** "virtual threads on Tomcat (loom-tomcat)", or the label alone for a registered service. */
    public static String of(Variant variant, Scenario scenario) {
        String words = words(variant, scenario);
        return words == null ? variant.label() : words + " (" + variant.label() + ")";
    }

    /** "a 10-thread pool on Tomcat", "virtual threads on Netty"; null for a registered service. */
    public static String words(Variant variant, Scenario scenario) {
        if (variant == null || !variant.isBuiltin()) {
            return null;
        }
        Approach approach = variant.builtinApproach();
        String model = approach.modelWords();
        if (approach.model() == Approach.Model.THREAD_POOL) {
            Integer threads = poolThreads(variant, scenario);
            model = "a " + (threads == null ? DEFAULT_POOL_THREADS : threads) + "-thread pool";
        }
        return model + " on " + approach.server();
    }

    /**
     * The platform-thread pool's size the variant or the scenario sets ({@code server.tomcat.threads.max} or
     * {@code server.jetty.threads.max}, the variant's first); null when neither does (the default applies) or the
     * value is not a number.
     */
    public static Integer poolThreads(Variant variant, Scenario scenario) {
        List<Map<String, String>> sources = scenario == null
                ? List.of(variant.serverProperties())
                : List.of(variant.serverProperties(), scenario.launch().serverProperties());
        for (Map<String, String> properties : sources) {
            for (String key : POOL_PROPERTIES) {
                String value = properties.get(key);
                if (value != null) {
                    try {
                        return Integer.parseInt(value.trim());
                    } catch (NumberFormatException e) {
                        return null;
                    }
                }
            }
        }
        return null;
    }
}
