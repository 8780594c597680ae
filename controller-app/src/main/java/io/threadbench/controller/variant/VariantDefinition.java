package io.threadbench.controller.variant;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A variant as the user defines and stores it: a target ({@code approach}, a built-in approach id, or
 * {@code service}, a registered service's name: exactly one), an optional JDK folder (null: the controller's
 * default), JVM options, server properties and environment variables, all checked by {@link VariantRules}.
 *
 * @param label a slug, {@code [a-z0-9][a-z0-9-]{0,59}}, shown wherever an approach was shown before
 * @param container the limits of the container the service under test runs in; null: a bare process
 */
public record VariantDefinition(
        String label,
        String description,
        String approach,
        String service,
        String jdk,
        List<String> jvmOptions,
        Map<String, String> serverProperties,
        Map<String, String> environment,
        ContainerLimits container) {

    public VariantDefinition {
        description = description == null ? "" : description;
        approach = blankToNull(approach);
        service = blankToNull(service);
        jdk = blankToNull(jdk);
        jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
        serverProperties = serverProperties == null
                ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(serverProperties));
        environment = environment == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(environment));
    }

    /** A definition whose service under test runs as a bare process. */
    public VariantDefinition(
            String label,
            String description,
            String approach,
            String service,
            String jdk,
            List<String> jvmOptions,
            Map<String, String> serverProperties,
            Map<String, String> environment) {
        this(label, description, approach, service, jdk, jvmOptions, serverProperties, environment, null);
    }

    public VariantDefinition withLabel(String newLabel) {
        return new VariantDefinition(
                newLabel, description, approach, service, jdk, jvmOptions, serverProperties, environment, container);
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
