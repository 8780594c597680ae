package io.threadbench.controller.web.pages;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.json.Json;
import io.threadbench.controller.scenario.Database;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.scenario.UpstreamClient;
import io.threadbench.controller.scenario.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the scenario form posts: every value as typed, so that "abc" in a number field becomes a field
 * message rather than a binding failure. {@link #toScenario()} turns it into a {@link Scenario} the same way
 * the API reads JSON (blank fields take the defaults of DESIGN §4), dropping the fields that the chosen
 * load shape or workload does not use, since the form hides them.
 *
 * @param stageDuration one entry per stage row of the custom shape, paired with {@code stageTarget}
 * @param serverProperties one {@code key=value} per line
 * @param jvmOptions one option per line
 * @param requests   the request templates of the requests workload as a JSON list
 * @param database   {@code h2} or {@code postgres} (movies workloads)
 * @param cache      {@code on} or {@code off} (movies workloads)
 * @param upstreamClient the blocking approaches' upstream client
 * @param capacity   the search of the capacity shape, as typed
 */
public record ScenarioForm(
        String name,
        String description,
        String workload,
        String loadShape,
        String vus,
        String rps,
        String thinkTimeMinMillis,
        String thinkTimeMaxMillis,
        List<String> stageDuration,
        List<String> stageTarget,
        String delayMillis,
        String delayCallDepth,
        String fanoutCalls,
        String allocateKilobytes,
        String upstream,
        String warmupSeconds,
        String durationSeconds,
        String serverProperties,
        String jvmOptions,
        String requests,
        String database,
        String cache,
        String upstreamClient,
        CapacityFields capacity) {

    private static final JsonMapper JSON = Json.MAPPER;
    private static final JsonMapper PRETTY = Json.PRETTY;

    public ScenarioForm {
        capacity = capacity == null ? CapacityFields.blank() : capacity;
        stageDuration = stageDuration == null ? List.of() : List.copyOf(stageDuration);
        stageTarget = stageTarget == null ? List.of() : List.copyOf(stageTarget);
    }

    /** The form of a new scenario: a short constant-VU run, like the smoketest. */
    static ScenarioForm blank() {
        return new ScenarioForm(
                "",
                "",
                Workload.EPOCH_MILLIS.id(),
                LoadShape.CONSTANT_VUS.id(),
                "10",
                "",
                "1000",
                "3000",
                List.of(),
                List.of(),
                "100",
                "0",
                "3",
                "64",
                "self",
                "5",
                "30",
                "",
                "",
                "",
                Database.H2.id(),
                "on",
                UpstreamClient.APACHE5.id(),
                CapacityFields.blank());
    }

    /** The form showing a stored scenario. */
    static ScenarioForm of(Scenario s) {
        Scenario.Load load = s.load();
        Scenario.Work work = s.work();
        return new ScenarioForm(
                s.name(),
                s.description(),
                id(work.workload()),
                load.shape() == null ? "" : load.shape().id(),
                String.valueOf(load.vus()),
                load.rps() == null ? "" : String.valueOf(load.rps()),
                String.valueOf(load.thinkTimeMinMillis()),
                String.valueOf(load.thinkTimeMaxMillis()),
                load.stages().stream()
                        .map(stage -> String.valueOf(stage.durationSeconds()))
                        .toList(),
                load.stages().stream()
                        .map(stage -> String.valueOf(stage.target()))
                        .toList(),
                String.valueOf(work.delayMillis()),
                String.valueOf(work.delayCallDepth()),
                String.valueOf(work.fanoutCalls()),
                String.valueOf(work.allocateKilobytes()),
                work.upstream().id(),
                String.valueOf(s.timing().warmupSeconds()),
                String.valueOf(s.timing().durationSeconds()),
                s.launch().serverProperties().entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining("\n")),
                String.join("\n", s.launch().jvmOptions()),
                work.requests().isEmpty() ? "" : PRETTY.writeValueAsString(work.requests()),
                work.backend().database().id(),
                work.backend().cacheId(),
                work.backend().upstreamClient().id(),
                CapacityFields.of(s.capacity()));
    }

    private static String id(Workload workload) {
        return workload == null ? "" : workload.id();
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

    /** The scenario, and the reasons parts of it could not be read (wrong number formats, malformed lines). */
    public Conversion toScenario() {
        List<FieldError> errors = new ArrayList<>();
        ObjectNode node = JSON.createObjectNode();
        text(node, "name", name);
        text(node, "description", description);
        text(node, "workload", workload);
        text(node, "loadShape", loadShape);
        text(node, "upstream", upstream);
        text(node, "database", database);
        text(node, "cache", cache);
        text(node, "upstreamClient", upstreamClient);
        LoadShape shape = shapeOrNull();
        Workload work = workloadOrNull();
        number(node, "vus", vus, errors);
        if (shape == null || shape.usesRps()) {
            number(node, "rps", rps, errors);
        }
        if (shape == null || shape.usesThinkTime()) {
            number(node, "thinkTimeMinMillis", thinkTimeMinMillis, errors);
            number(node, "thinkTimeMaxMillis", thinkTimeMaxMillis, errors);
        }
        if (shape != null && shape.usesStages()) {
            stages(node, errors);
        }
        if (shape != null && shape.usesCapacity()) {
            node.set("capacity", capacity.toJson(errors));
        }
        number(node, "delayMillis", delayMillis, errors);
        number(node, "delayCallDepth", delayCallDepth, errors);
        if (work == null || work == Workload.FANOUT) {
            number(node, "fanoutCalls", fanoutCalls, errors);
        }
        if (work == null || work == Workload.ALLOCATE) {
            number(node, "allocateKilobytes", allocateKilobytes, errors);
        }
        number(node, "warmupSeconds", warmupSeconds, errors);
        number(node, "durationSeconds", durationSeconds, errors);
        properties(node, errors);
        options(node);
        requests(node, errors);
        try {
            return new Conversion(ScenarioCodec.fromJson(JSON.writeValueAsString(node)), errors);
        } catch (ValidationException e) {
            errors.addAll(e.fieldErrors());
            return new Conversion(null, errors);
        }
    }

    /**
     * The scenario read from the form (unreadable values left at their defaults; null if it could not be
     * read at all) and the errors found while reading it.
     */
    public record Conversion(Scenario scenario, List<FieldError> errors) {}

    LoadShape shapeOrNull() {
        try {
            return loadShape == null || loadShape.isBlank() ? null : LoadShape.fromId(loadShape);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    Workload workloadOrNull() {
        try {
            return workload == null || workload.isBlank() ? null : Workload.fromId(workload);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private void stages(ObjectNode node, List<FieldError> errors) {
        ArrayNode stages = node.putArray("stages");
        List<StageRow> rows = stageRows();
        for (int i = 0; i < rows.size(); i++) {
            StageRow row = rows.get(i);
            if (row.durationSeconds().isBlank() && row.target().isBlank()) {
                continue;
            }
            ObjectNode stage = stages.addObject();
            number(stage, "stages[" + i + "].durationSeconds", "durationSeconds", row.durationSeconds(), errors);
            number(stage, "stages[" + i + "].target", "target", row.target(), errors);
        }
    }

    private void properties(ObjectNode node, List<FieldError> errors) {
        Map<String, String> map = new LinkedHashMap<>();
        List<String> lines = lines(serverProperties);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int equals = line.indexOf('=');
            if (equals <= 0) {
                errors.add(new FieldError(
                        "serverProperties", "serverProperties line " + (i + 1) + " '" + line + "' must be key=value"));
            } else if (map.put(
                            line.substring(0, equals).trim(),
                            line.substring(equals + 1).trim())
                    != null) {
                errors.add(new FieldError(
                        "serverProperties",
                        "serverProperties key '" + line.substring(0, equals).trim() + "' appears twice"));
            }
        }
        if (!map.isEmpty()) {
            ObjectNode properties = node.putObject("serverProperties");
            map.forEach(properties::put);
        }
    }

    private void requests(ObjectNode node, List<FieldError> errors) {
        if (requests == null || requests.isBlank()) {
            return;
        }
        try {
            node.set("requests", JSON.readTree(requests));
        } catch (tools.jackson.core.JacksonException e) {
            errors.add(new FieldError(
                    "requests",
                    "requests must be a JSON list of requests, e.g. [{\"method\": \"GET\", \"path\": \"/orders/{i}\"}]: "
                            + io.threadbench.controller.errors.ReadErrors.fieldErrorOf(e)
                                    .message()));
        }
    }

    private void options(ObjectNode node) {
        List<String> lines = lines(jvmOptions);
        if (!lines.isEmpty()) {
            ArrayNode options = node.putArray("jvmOptions");
            lines.forEach(options::add);
        }
    }

    /** Non-blank lines, trimmed; lines starting with {@code #} are comments. */
    private static List<String> lines(String text) {
        if (text == null) {
            return List.of();
        }
        return text.lines()
                .map(String::trim)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .toList();
    }

    private static void text(ObjectNode node, String field, String value) {
        if (value != null && !value.isBlank()) {
            node.put(field, field.equals("description") ? value.strip() : value.trim());
        }
    }

    private static void number(ObjectNode node, String field, String value, List<FieldError> errors) {
        number(node, field, field, value, errors);
    }

    private static void number(ObjectNode node, String path, String field, String value, List<FieldError> errors) {
        if (value == null || value.isBlank()) {
            return;
        }
        try {
            node.put(field, Integer.parseInt(value.trim()));
        } catch (NumberFormatException e) {
            errors.add(new FieldError(path, path + " must be a whole number, got '" + value.trim() + "'"));
        }
    }

    private static String at(List<String> values, int index) {
        return index < values.size() && values.get(index) != null ? values.get(index) : "";
    }
}
