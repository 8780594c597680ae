package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ReadErrors;
import io.threadbench.controller.json.Json;
import io.threadbench.controller.scenario.CapacityPlan;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.RequestTemplate;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.scenario.ScenarioFields;
import io.threadbench.controller.scenario.Workload;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.springframework.util.MultiValueMap;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.StringNode;

/**
 * What the scenario form posts: the value of every field of {@link ScenarioFields} as typed, under the field's name,
 * so that "abc" in a number field becomes a field message rather than a binding failure; the custom shape's stage
 * rows; the capacity search's inputs. {@link #toScenario()} binds the values to a {@link Scenario} field by field, by
 * each field's type (blank fields take the defaults of DESIGN §4), dropping the fields that the chosen load shape or
 * workload does not use, since the form hides them.
 *
 * @param values        a field's name to its text: numbers and choices as typed, {@code serverProperties} one
 *                      {@code key=value} a line, {@code jvmOptions} one option a line, {@code requests} a JSON list
 * @param stageDuration one entry per stage row of the custom shape, paired with {@code stageTarget}
 * @param capacity      the search of the capacity shape, as typed
 */
public record ScenarioForm(
        Map<String, String> values, List<String> stageDuration, List<String> stageTarget, CapacityFields capacity) {

    public ScenarioForm {
        values = values == null ? Map.of() : Map.copyOf(values);
        capacity = capacity == null ? CapacityFields.blank() : capacity;
        stageDuration = stageDuration == null ? List.of() : List.copyOf(stageDuration);
        stageTarget = stageTarget == null ? List.of() : List.copyOf(stageTarget);
    }

    /** The form as posted: each field's input by its name, the stage rows, the capacity inputs. */
    static ScenarioForm read(MultiValueMap<String, String> params) {
        Map<String, String> values = new HashMap<>();
        for (ScenarioFields.Field field : ScenarioFields.all()) {
            String value = params.getFirst(field.name());
            if (value != null) {
                values.put(field.name(), value);
            }
        }
        return new ScenarioForm(
                values,
                params.getOrDefault("stageDuration", List.of()),
                params.getOrDefault("stageTarget", List.of()),
                CapacityFields.read(params::getFirst));
    }

    /** The form of a new scenario: a short constant-VU run, like the smoketest. */
    static ScenarioForm blank() {
        return of(Scenario.builder("")
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(10)
                .delayMillis(100)
                .warmupSeconds(5)
                .durationSeconds(30)
                .build());
    }

    /** The form showing a stored scenario. */
    static ScenarioForm of(Scenario s) {
        Map<String, String> values = new HashMap<>();
        ScenarioFields.valuesOf(s).forEach((name, value) -> values.put(name, text(value)));
        return new ScenarioForm(
                values,
                s.load().stages().stream()
                        .map(stage -> String.valueOf(stage.durationSeconds()))
                        .toList(),
                s.load().stages().stream()
                        .map(stage -> String.valueOf(stage.target()))
                        .toList(),
                CapacityFields.of(s.capacity()));
    }

    /** A value as its input shows it; the stages and the capacity search have inputs of their own. */
    private static String text(Object value) {
        return switch (value) {
            case null -> "";
            case Map<?, ?> properties ->
                properties.entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining("\n"));
            case List<?> list when list.isEmpty() -> "";
            case List<?> list
            when list.getFirst() instanceof String ->
                list.stream().map(String::valueOf).collect(Collectors.joining("\n"));
            case List<?> list when list.getFirst() instanceof RequestTemplate -> Json.PRETTY.writeValueAsString(list);
            case List<?> stages -> ""; // the stage rows show the stages
            case CapacityPlan plan -> ""; // the capacity inputs show the search
            default -> Json.MAPPER.valueToTree(value).asString(); // a number, a text or a choice's id
        };
    }

    /** The text of one field's input, empty when it was not posted. */
    public String value(String field) {
        return values.getOrDefault(field, "");
    }

    /** The stage rows to show: the posted ones, or one empty row so the custom shape has something to fill in. */
    public List<StageRow> stageRows() {
        int rows = Math.max(stageDuration.size(), stageTarget.size());
        if (rows == 0) {
            return List.of(new StageRow("", ""));
        }
        return IntStream.range(0, rows)
                .mapToObj(i -> new StageRow(at(stageDuration, i), at(stageTarget, i)))
                .toList();
    }

    /** One row of the stage editor. */
    public record StageRow(String durationSeconds, String target) {}

    /**
     * The scenario, and the reasons parts of it could not be read (wrong number formats, malformed lines, a choice
     * that is not one): each field's text becomes a value of its type and the values a scenario, as a scenario body's
     * do; a value that cannot be read is left to its default and reported.
     */
    public Conversion toScenario() {
        List<FieldError> errors = new ArrayList<>();
        Map<String, Object> typed = new LinkedHashMap<>();
        LoadShape shape = shapeOrNull();
        Workload work = workloadOrNull();
        for (ScenarioFields.Field field : ScenarioFields.all()) {
            if (!hidden(field.name(), shape, work)) {
                typed.put(field.name(), bind(field, errors));
            }
        }
        try {
            return new Conversion(ScenarioFields.scenarioOf(typed), errors);
        } catch (IllegalArgumentException e) { // a yes/no value that is neither: only a hand-made post sends one
            errors.add(new FieldError("", e.getMessage()));
            return new Conversion(null, errors);
        }
    }

    /**
     * The scenario read from the form (unreadable values left at their defaults; null if it could not be
     * read at all) and the errors found while reading it.
     */
    public record Conversion(Scenario scenario, List<FieldError> errors) {}

    /** Fields the form hides for the chosen load shape or workload, and so does not read. */
    private static boolean hidden(String field, LoadShape shape, Workload work) {
        return switch (field) {
            case "rps" -> shape != null && !shape.usesRps();
            case "thinkTimeMinMillis", "thinkTimeMaxMillis" -> shape != null && !shape.usesThinkTime();
            case "stages" -> shape == null || !shape.usesStages();
            case "capacity" -> shape == null || !shape.usesCapacity();
            case "fanoutCalls" -> work != null && work != Workload.FANOUT;
            case "allocateKilobytes" -> work != null && work != Workload.ALLOCATE;
            default -> false;
        };
    }

    /** One field's value, by its type; null when blank or unreadable (then with its reason in {@code errors}). */
    private Object bind(ScenarioFields.Field field, List<FieldError> errors) {
        Type type = field.valueType();
        String name = field.name();
        String text = value(name);
        if (type == Integer.class) {
            return number(name, text, errors);
        }
        if (type == CapacityPlan.class) {
            return capacity.toPlan(errors);
        }
        if (isListOf(type, Scenario.Stage.class)) {
            return stages(errors);
        }
        if (isListOf(type, String.class)) {
            return FormText.lines(text);
        }
        if (isListOf(type, RequestTemplate.class)) {
            return requests(field, text, errors);
        }
        if (type instanceof ParameterizedType map && map.getRawType() == Map.class) {
            return FormText.keyValues(name, text, errors);
        }
        if (text.isBlank()) {
            return null;
        }
        String typed = name.equals("description") ? text.strip() : text.trim();
        return ScenarioCodec.readField(field, StringNode.valueOf(typed), errors);
    }

    private static boolean isListOf(Type type, Class<?> element) {
        return type instanceof ParameterizedType list
                && list.getRawType() == List.class
                && list.getActualTypeArguments()[0] == element;
    }

    LoadShape shapeOrNull() {
        try {
            String id = value("loadShape");
            return id.isBlank() ? null : LoadShape.fromId(id);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    Workload workloadOrNull() {
        try {
            String id = value("workload");
            return id.isBlank() ? null : Workload.fromId(id);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The filled stage rows; a row left wholly blank is skipped. */
    private List<Scenario.Stage> stages(List<FieldError> errors) {
        List<Scenario.Stage> stages = new ArrayList<>();
        List<StageRow> rows = stageRows();
        for (int i = 0; i < rows.size(); i++) {
            StageRow row = rows.get(i);
            if (row.durationSeconds().isBlank() && row.target().isBlank()) {
                continue;
            }
            Integer seconds = stageNumber("stages[" + i + "].durationSeconds", row.durationSeconds(), errors);
            Integer target = stageNumber("stages[" + i + "].target", row.target(), errors);
            stages.add(new Scenario.Stage(seconds == null ? 0 : seconds, target == null ? 0 : target));
        }
        return stages;
    }

    private static Integer stageNumber(String path, String value, List<FieldError> errors) {
        if (value.isBlank()) {
            errors.add(new FieldError(path, path + " is required and must be a whole number"));
            return null;
        }
        return number(path, value, errors);
    }

    private static Object requests(ScenarioFields.Field field, String text, List<FieldError> errors) {
        if (text.isBlank()) {
            return null;
        }
        JsonNode list;
        try {
            list = Json.MAPPER.readTree(text); // a JSON list is what this input takes from the user
        } catch (JacksonException e) {
            errors.add(new FieldError(
                    field.name(),
                    field.name() + " must be a JSON list of requests, e.g. [{\"method\": \"GET\", \"path\":"
                            + " \"/orders/{i}\"}]: "
                            + ReadErrors.fieldErrorOf(e).message()));
            return null;
        }
        return ScenarioCodec.readField(field, list, errors);
    }

    private static Integer number(String path, String value, List<FieldError> errors) {
        if (value.isBlank()) {
            return null;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            errors.add(new FieldError(path, path + " must be a whole number, got '" + value.trim() + "'"));
            return null;
        }
    }

    private static String at(List<String> values, int index) {
        return index < values.size() && values.get(index) != null ? values.get(index) : "";
    }
}
