package io.threadbench.controller.web.pages;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.ScenarioFields;
import io.threadbench.controller.scenario.Workload;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What the scenario form shows: which groups of fields apply to the chosen load shape and workload
 * (the browser toggles the same groups from the {@code data-shapes}/{@code data-workloads} lists rendered
 * here, so the rule lives in one place), and the inputs that carry an error message.
 */
public record ScenarioFormView(ScenarioForm form) {

    /**
     * The form's labels of the scenario's fields, for messages that name a field (in the form's order): those that
     * say more than the field's name with a capital letter ({@code vus} is "VUs"; {@code name} stays as it is).
     */
    static final Map<String, String> LABELS = ScenarioFields.all().stream()
            .filter(field -> !field.label().equals(capitalized(field.name())))
            .collect(Collectors.toMap(
                    ScenarioFields.Field::name, ScenarioFields.Field::label, (a, b) -> a, LinkedHashMap::new));

    /** Inputs with a message slot ({@code err-NAME}); field paths map onto them via {@link FormErrors#inputOf}. */
    public static final List<String> INPUTS = Stream.concat(
                    ScenarioFields.names().stream(), CapacityFields.INPUTS.stream())
            .distinct()
            .toList();

    /** The label the form shows for {@code field}. */
    public String label(String field) {
        return ScenarioFields.named(field)
                .map(ScenarioFields.Field::label)
                .orElseThrow(() -> new IllegalArgumentException("no scenario field '" + field + "'"));
    }

    private static String capitalized(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

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
        return workloadId.equals(form.value("workload"));
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
