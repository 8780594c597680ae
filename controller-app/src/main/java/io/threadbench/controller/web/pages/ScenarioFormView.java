package io.threadbench.controller.web.pages;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Workload;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * What the scenario form shows: which groups of fields apply to the chosen load shape and workload
 * (the browser toggles the same groups from the {@code data-shapes}/{@code data-workloads} lists rendered
 * here, so the rule lives in one place), and the inputs that carry an error message.
 */
public record ScenarioFormView(ScenarioForm form) {

    /** Inputs with a message slot ({@code err-NAME}); field paths map onto them via {@link FormErrors#inputOf}. */
    private static final List<String> FIELD_INPUTS = List.of(
            "requests",
            "name",
            "description",
            "workload",
            "loadShape",
            "vus",
            "rps",
            "thinkTimeMinMillis",
            "thinkTimeMaxMillis",
            "stages",
            "delayMillis",
            "delayCallDepth",
            "fanoutCalls",
            "allocateKilobytes",
            "upstream",
            "warmupSeconds",
            "durationSeconds",
            "serverProperties",
            "jvmOptions");

    /** The form's labels of the scenario's fields, for messages that name a field (in the form's order). */
    static final java.util.Map<String, String> LABELS = labels();

    private static java.util.Map<String, String> labels() {
        java.util.Map<String, String> labels = new java.util.LinkedHashMap<>();
        labels.put("thinkTimeMinMillis", "Think time min (ms)");
        labels.put("thinkTimeMaxMillis", "Think time max (ms)");
        labels.put("loadShape", "Load shape");
        labels.put("vus", "VUs");
        labels.put("rps", "RPS");
        labels.put("warmupSeconds", "Warm-up seconds");
        labels.put("durationSeconds", "Measured seconds");
        labels.put("delayMillis", "Delay (ms)");
        labels.put("delayCallDepth", "Delay call depth");
        labels.put("fanoutCalls", "Fan-out calls");
        labels.put("allocateKilobytes", "Allocate (KB per request)");
        labels.put("upstreamClient", "Upstream client");
        labels.put("serverProperties", "Server properties");
        labels.put("jvmOptions", "JVM options");
        return java.util.Collections.unmodifiableMap(labels);
    }

    public static final List<String> INPUTS = java.util.stream.Stream.concat(
                    FIELD_INPUTS.stream(), CapacityFields.INPUTS.stream())
            .toList();

    public String rpsShapes() {
        return ids(LoadShape::usesRps);
    }

    public String thinkTimeShapes() {
        return ids(LoadShape::usesThinkTime);
    }

    public String stageShapes() {
        return ids(LoadShape::usesStages);
    }

    public boolean showsRps() {
        return shows(LoadShape::usesRps);
    }

    public boolean showsThinkTime() {
        return shows(LoadShape::usesThinkTime);
    }

    public String capacityShapes() {
        return ids(LoadShape::usesCapacity);
    }

    public boolean showsCapacity() {
        return shows(LoadShape::usesCapacity);
    }

    public boolean showsStages() {
        return shows(LoadShape::usesStages);
    }

    public boolean showsWorkload(String workloadId) {
        return workloadId.equals(form.workload());
    }

    /** One line on what a load shape does, shown under the select. */
    public String describe(LoadShape shape) {
        return switch (shape) {
            case CONSTANT_RATE ->
                "open model: k6 starts rps requests a second whatever the latency; vus are the pool it may use";
            case CONSTANT_VUS ->
                "closed loop: vus users send requests back to back; rps optionally caps the total rate";
            case STEPPED_SPIKE ->
                "ramping users in steps up to vus and back, each pausing a think time between requests";
            case SMOOTH_SPIKE -> "users ramp smoothly up to vus and back down, with think time";
            case SHARP_SPIKES -> "short bursts to vus users with quiet gaps, with think time";
            case CUSTOM -> "your own ramping stages: reach a target number of users over a duration, stage by stage";
            case CAPACITY ->
                "open model in steps of arrival rate, each judged against an SLO, to find the highest rate that meets it";
        };
    }

    private static String ids(Predicate<LoadShape> rule) {
        return LoadShape.where(rule).stream().map(LoadShape::id).collect(Collectors.joining(" "));
    }

    private boolean shows(Predicate<LoadShape> rule) {
        LoadShape shape = form.shapeOrNull();
        return shape != null && rule.test(shape);
    }

    public String fanoutWorkloads() {
        return Workload.FANOUT.id();
    }

    public String allocateWorkloads() {
        return Workload.ALLOCATE.id();
    }
}
