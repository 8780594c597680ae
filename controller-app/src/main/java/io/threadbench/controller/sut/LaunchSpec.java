package io.threadbench.controller.sut;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.variant.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a trial's SUT is started with, made once from its scenario and its variant: the JVM options (the scenario's,
 * then the variant's) and the server properties (the scenario's, then the variant's, which win). The launcher builds
 * the command from it, the settings reader checks the started JVM against its properties, and the environment
 * fingerprint records its options.
 *
 * @param jvmOptions         the scenario's JVM options followed by the variant's
 * @param scenarioProperties the scenario's server properties, in order
 * @param variantProperties  the variant's server properties, in order; passed after the scenario's
 */
public record LaunchSpec(
        List<String> jvmOptions, Map<String, String> scenarioProperties, Map<String, String> variantProperties) {

    public LaunchSpec {
        jvmOptions = List.copyOf(jvmOptions);
        scenarioProperties = Collections.unmodifiableMap(new LinkedHashMap<>(scenarioProperties));
        variantProperties = Collections.unmodifiableMap(new LinkedHashMap<>(variantProperties));
    }

    public static LaunchSpec of(Scenario scenario, Variant variant) {
        List<String> options = new ArrayList<>(scenario.launch().jvmOptions());
        options.addAll(variant.jvmOptions());
        return new LaunchSpec(options, scenario.launch().serverProperties(), variant.serverProperties());
    }

    /** The server properties the SUT ends up with: the scenario's, each overridden by the variant's of that key. */
    public Map<String, String> serverProperties() {
        Map<String, String> merged = new LinkedHashMap<>(scenarioProperties);
        merged.putAll(variantProperties);
        return merged;
    }
}
