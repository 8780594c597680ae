package io.threadbench.controller.scenario;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ReadErrors;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.json.Json;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.yaml.YAMLMapper;
import tools.jackson.dataformat.yaml.YAMLWriteFeature;

/**
 * Reads and writes scenarios as JSON and YAML. Reading is strict (unknown fields, fractions for whole
 * numbers and unknown enum ids are errors) and reports problems as a {@link ValidationException}
 * whose field errors carry the path of the bad value. A scenario that reads checks nothing of
 * {@link ScenarioValidator}'s rules (callers do that next); one that does not read reports every value it
 * could not read and the rule problems of the rest, so the user fixes everything at once.
 */
public final class ScenarioCodec {

    private static final List<String> SCENARIO_FIELDS = scenarioFields();
    private static final List<String> STAGE_FIELDS = componentNames(Scenario.Stage.class);

    private static final JsonMapper JSON = Json.STRICT;

    // Empty values are left out of YAML: they read back as the same defaults, so the round trip is exact.
    private static final YAMLMapper YAML = YAMLMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .disable(YAMLWriteFeature.WRITE_DOC_START_MARKER)
            .disable(YAMLWriteFeature.SPLIT_LINES)
            .enable(YAMLWriteFeature.MINIMIZE_QUOTES)
            .enable(YAMLWriteFeature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
            .changeDefaultPropertyInclusion(inclusion -> inclusion.withValueInclusion(JsonInclude.Include.NON_EMPTY))
            .build();

    private ScenarioCodec() {}

    /** One scenario from a JSON object. */
    public static Scenario fromJson(String json) {
        if (json == null || json.isBlank()) {
            throw invalid("the request body is empty; expected a scenario as JSON");
        }
        JsonNode tree;
        try {
            tree = JSON.readTree(json);
        } catch (JacksonException e) {
            throw invalid("malformed scenario JSON", e);
        }
        if (!tree.isObject()) {
            throw invalid("expected a scenario as a JSON object, got " + kind(tree));
        }
        return bind(JSON, tree, "invalid scenario JSON");
    }

    /**
     * A scenario as the database stored it (a scenario's definition, a trial's snapshot): read leniently, so that a
     * field a later version no longer has does not make old trials unreadable; it was checked when it was written.
     */
    public static Scenario fromStored(String json) {
        return Json.MAPPER.readValue(json, Scenario.class);
    }

    /**
     * One flat field's value from a tree (a form's input), read as a scenario body's field is, or null with the
     * reason added to {@code errors} under the field's path.
     */
    public static Object readField(ScenarioFields.Field field, JsonNode value, List<FieldError> errors) {
        try {
            return field.taken(JSON.treeToValue(value, JSON.getTypeFactory().constructType(field.valueType())));
        } catch (JacksonException e) {
            errors.add(ReadErrors.fieldErrorOf(e.prependPath(Scenario.class, field.name())));
            return null;
        } catch (IllegalArgumentException notOnOff) {
            errors.add(new FieldError(field.name(), notOnOff.getMessage()));
            return null;
        }
    }

    /** A single scenario (a mapping) or several (a list of mappings) from YAML. */
    public static List<Scenario> fromYaml(String yaml) {
        JsonNode tree;
        try {
            tree = yaml == null ? null : YAML.readTree(yaml);
        } catch (JacksonException e) {
            throw invalid("malformed YAML", e);
        }
        return fromTree(tree);
    }

    /** A single scenario (a mapping) or several (a list of mappings) from a YAML or JSON tree already read. */
    public static List<Scenario> fromTree(JsonNode tree) {
        if (tree == null || tree.isMissingNode() || tree.isNull()) {
            throw invalid("the YAML holds no scenario");
        }
        if (tree.isObject()) {
            return List.of(bind(YAML, tree, "invalid scenario YAML"));
        }
        if (!tree.isArray()) {
            throw invalid("expected a scenario (a mapping of fields) or a list of scenarios, got " + kind(tree));
        }
        if (tree.isEmpty()) {
            throw invalid("the YAML holds an empty list");
        }
        List<FieldError> unknown = new ArrayList<>();
        for (int i = 0; i < tree.size(); i++) {
            if (!tree.get(i).isObject()) {
                String message = "[" + i + "] must be a scenario (a mapping of fields), got " + kind(tree.get(i));
                unknown.add(new FieldError("[" + i + "]", message));
            } else {
                unknownFields(tree.get(i), "[" + i + "].", unknown);
            }
        }
        if (!unknown.isEmpty()) {
            throw new ValidationException(
                    "invalid scenario YAML: " + unknown.getFirst().message(), unknown);
        }
        List<Scenario> scenarios = new ArrayList<>();
        List<FieldError> problems = new ArrayList<>();
        for (int i = 0; i < tree.size(); i++) {
            scenarios.add(read(YAML, tree.get(i), "[" + i + "].", problems));
        }
        if (!problems.isEmpty()) {
            throw new ValidationException(
                    "invalid scenario YAML: " + problems.getFirst().message(), problems);
        }
        return scenarios;
    }

    /**
     * Reads one scenario; a value that cannot be read is reported, left out and the rest read again, and then the
     * rest is checked against the rules of {@link ScenarioValidator} too. Returns null when anything was wrong.
     */
    private static Scenario read(ObjectMapper mapper, JsonNode scenario, String prefix, List<FieldError> problems) {
        tools.jackson.databind.node.ObjectNode rest = (tools.jackson.databind.node.ObjectNode) scenario.deepCopy();
        List<FieldError> unread = new ArrayList<>();
        for (int attempt = 0; attempt <= SCENARIO_FIELDS.size(); attempt++) {
            try {
                Scenario read = mapper.treeToValue(rest, Scenario.class);
                if (unread.isEmpty()) {
                    return read;
                }
                Set<String> reported =
                        unread.stream().map(FieldError::field).collect(java.util.stream.Collectors.toSet());
                ScenarioValidator.check(read).stream()
                        .filter(error -> !reported.contains(error.field()))
                        .forEach(unread::add);
                break;
            } catch (JacksonException e) {
                FieldError error = ReadErrors.fieldErrorOf(e);
                String field = error.field();
                int end = field.indexOf('[') < 0 ? field.indexOf('.') : field.indexOf('[');
                String top = end < 0 ? field : field.substring(0, end);
                unread.add(error);
                if (top.isEmpty() || !rest.has(top)) {
                    break; // nothing to leave out: report what there is
                }
                rest.remove(top);
            }
        }
        unread.forEach(error -> problems.add(new FieldError(prefix + error.field(), error.message())));
        return null;
    }

    /** Checks the field names first, so that every unknown field is reported, then reads the scenario. */
    private static Scenario bind(ObjectMapper mapper, JsonNode tree, String what) {
        List<FieldError> unknown = new ArrayList<>();
        unknownFields(tree, "", unknown);
        if (!unknown.isEmpty()) {
            throw new ValidationException(what + ": " + unknown.getFirst().message(), unknown);
        }
        List<FieldError> problems = new ArrayList<>();
        Scenario scenario = read(mapper, tree, "", problems);
        if (scenario == null) {
            throw new ValidationException(what + ": " + problems.getFirst().message(), problems);
        }
        return scenario;
    }

    private static void unknownFields(JsonNode scenario, String prefix, List<FieldError> errors) {
        for (String field : scenario.propertyNames()) {
            if (!SCENARIO_FIELDS.contains(field)) {
                errors.add(new FieldError(
                        prefix + field,
                        "unknown field '" + field + "'; known fields: " + String.join(", ", SCENARIO_FIELDS)));
            }
        }
        JsonNode stages = scenario.get("stages");
        if (stages != null && stages.isArray()) {
            for (int i = 0; i < stages.size(); i++) {
                JsonNode stage = stages.get(i);
                if (stage.isObject()) {
                    for (String field : stage.propertyNames()) {
                        if (!STAGE_FIELDS.contains(field)) {
                            errors.add(new FieldError(
                                    prefix + "stages[" + i + "]." + field,
                                    "unknown field '" + field + "' in stages[" + i + "]; known fields: "
                                            + String.join(", ", STAGE_FIELDS)));
                        }
                    }
                }
            }
        }
    }

    /** The scenario's fields as written, listed with the backend's last. */
    private static List<String> scenarioFields() {
        List<String> fields = new ArrayList<>();
        List<String> backend = new ArrayList<>();
        ScenarioFields.all()
                .forEach(field -> (field.group() == ScenarioField.Group.BACKEND ? backend : fields).add(field.name()));
        fields.addAll(backend);
        return List.copyOf(fields);
    }

    private static List<String> componentNames(Class<? extends Record> type) {
        return Arrays.stream(type.getRecordComponents())
                .map(RecordComponent::getName)
                .toList();
    }

    private static String kind(JsonNode node) {
        return node.isArray() ? "a list" : node.isObject() ? "a mapping" : "'" + node.asString("") + "'";
    }

    public static String toYaml(Scenario scenario) {
        return YAML.writeValueAsString(scenario);
    }

    public static String toYaml(List<Scenario> scenarios) {
        return YAML.writeValueAsString(scenarios);
    }

    public static String toJson(Scenario scenario) {
        return JSON.writeValueAsString(scenario);
    }

    private static ValidationException invalid(String what, JacksonException e) {
        FieldError error = ReadErrors.fieldErrorOf(e);
        return new ValidationException(what + ": " + error.message(), List.of(error));
    }

    private static ValidationException invalid(String message) {
        return new ValidationException(message, List.of(new FieldError("", message)));
    }
}
