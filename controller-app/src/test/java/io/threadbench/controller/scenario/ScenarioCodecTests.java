package io.threadbench.controller.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.json.Json;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

class ScenarioCodecTests {

    private static Scenario full() {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("server.tomcat.threads.max", "10");
        // values that YAML would read as other types unless quoted
        properties.put("threadbench.flag", "true");
        properties.put("threadbench.octal", "010");
        properties.put("threadbench.float", "1.0");
        properties.put("threadbench.null", "null");
        properties.put("threadbench.colon", "a: b # c");
        properties.put("threadbench.empty", "");
        return Scenario.builder("full-example")
                .description("All fields: 'quotes', \"double\", unicode é, a # not a comment")
                .workload(Workload.FANOUT)
                .loadShape(LoadShape.CUSTOM)
                .vus(50)
                .thinkTimeMillis(250, 750)
                .stages(List.of(new Scenario.Stage(10, 50), new Scenario.Stage(5, 0)))
                .delayMillis(120)
                .delayCallDepth(2)
                .fanoutCalls(7)
                .allocateKilobytes(512)
                .upstream(Upstream.SEPARATE)
                .warmupSeconds(3)
                .durationSeconds(15)
                .serverProperties(properties)
                .jvmOptions(List.of("-Xmx1g", "-XX:+UseZGC", "-Dfoo=bar"))
                .build();
    }

    @Test
    void yamlRoundTripOfOneScenarioIsExact() {
        Scenario scenario = full();

        String yaml = ScenarioCodec.toYaml(scenario);
        List<Scenario> back = ScenarioCodec.fromYaml(yaml);

        assertThat(back).containsExactly(scenario);
        assertThat(yaml).startsWith("name: full-example\n").doesNotContain("---");
    }

    @Test
    void yamlRoundTripOfAListKeepsOrderAndLeavesOutEmptyValues() {
        Scenario minimal = ScenarioValidatorTests.scenario("name: minimal");
        Scenario rate = ScenarioValidatorTests.scenario("{name: rate, loadShape: constant-rate, rps: 300}");

        String yaml = ScenarioCodec.toYaml(List.of(rate, full(), minimal));
        List<Scenario> back = ScenarioCodec.fromYaml(yaml);

        assertThat(back).containsExactly(rate, full(), minimal);
        String minimalYaml = ScenarioCodec.toYaml(minimal);
        assertThat(minimalYaml).doesNotContain("description", "rps", "stages", "serverProperties", "jvmOptions");
        assertThat(minimalYaml).contains("thinkTimeMinMillis: 1000", "upstream: self");
    }

    @Test
    void longDescriptionsStayOnOneLine() {
        Scenario scenario = ScenarioValidatorTests.scenario(
                "description: '" + "word ".repeat(60).trim() + "'");

        assertThat(ScenarioCodec.toYaml(scenario)
                        .lines()
                        .filter(line -> line.startsWith("description:"))
                        .findFirst()
                        .orElseThrow())
                .endsWith("word");
    }

    @Test
    void aStoredSnapshotWithAFieldThatNoLongerExistsStillReads() {
        ObjectNode stored = (ObjectNode) Json.MAPPER.readTree(ScenarioCodec.toJson(full()));
        stored.put("retiredField", 7);
        String snapshot = Json.MAPPER.writeValueAsString(stored);

        assertThat(ScenarioCodec.fromStored(snapshot)).isEqualTo(full());
        ValidationException refused =
                catchThrowableOfType(ValidationException.class, () -> ScenarioCodec.fromJson(snapshot));
        assertThat(refused.fieldErrors()).extracting(FieldError::field).containsExactly("retiredField");
    }

    @Test
    void jsonRoundTripIsExactAndLeavesOutComputedValues() {
        String json = ScenarioCodec.toJson(full());

        assertThat(ScenarioCodec.fromJson(json)).isEqualTo(full());
        assertThat(json).doesNotContain("plannedSeconds");
    }

    @Test
    void leftOutFieldsTakeTheirDefaults() {
        Scenario scenario = ScenarioCodec.fromYaml("""
                name: short
                workload: car
                loadShape: constant-vus
                vus: 4
                durationSeconds: 9
                """).getFirst();

        assertThat(scenario)
                .isEqualTo(Scenario.builder("short")
                        .workload(Workload.CAR)
                        .loadShape(LoadShape.CONSTANT_VUS)
                        .vus(4)
                        .durationSeconds(9)
                        .build());
    }

    @Test
    void unknownFieldIsRejectedWithItsPathAndTheKnownFields() {
        ValidationException e = yamlError("""
                - name: first
                  workload: car
                - name: second
                  vu: 5
                """);

        assertThat(e.fieldErrors()).singleElement().satisfies(error -> {
            assertThat(error.field()).isEqualTo("[1].vu");
            assertThat(error.message()).contains("unknown field 'vu'", "known fields:", "vus", "workload");
        });
        assertThat(e.getMessage()).startsWith("invalid scenario YAML: unknown field 'vu'");
    }

    @Test
    void unknownFieldInsideAStageIsRejected() {
        ValidationException e = yamlError("{name: x, stages: [{durationSeconds: 1, targets: 4}]}");

        assertThat(e.fieldErrors()).extracting(FieldError::field).containsExactly("stages[0].targets");
    }

    @Test
    void everyUnknownFieldIsReportedAtOnce() {
        ValidationException e = yamlError("{name: x, colour: red, size: 3}");

        assertThat(e.fieldErrors()).extracting(FieldError::field).containsExactly("colour", "size");
    }

    @Test
    void aValueThatCannotBeReadComesWithEveryOtherProblemOfTheScenario() {
        ValidationException e = yamlError(
                "{name: Bad Name!, workload: teleport, loadShape: constant-vus, vus: -3, durationSeconds: 5}");

        assertThat(e.fieldErrors()).extracting(FieldError::field).containsExactlyInAnyOrder("workload", "name", "vus");
        assertThat(e.fieldErrors().getFirst().message()).startsWith("unknown workload 'teleport'");
        assertThat(e.fieldErrors())
                .extracting(FieldError::message)
                .anySatisfy(message -> assertThat(message).startsWith("vus must be between 1 and"));
    }

    @Test
    void aYesNoFieldThatIsNeitherIsNamedWithItsPathBesideTheOtherProblems() {
        ValidationException e = yamlError("- {name: ok-one, workload: epoch-millis, loadShape: constant-vus, vus: 2,"
                + " durationSeconds: 5, cache: on}\n- {name: two, workload: epoch-millis, loadShape: constant-vus,"
                + " vus: 0, durationSeconds: 5, cache: maybe}\n");

        assertThat(e.fieldErrors()).extracting(FieldError::field).containsExactlyInAnyOrder("[1].cache", "[1].vus");
        assertThat(e.fieldErrors()).contains(new FieldError("[1].cache", "cache must be on or off, not 'maybe'"));
        ValidationException json = catchThrowableOfType(
                ValidationException.class, () -> ScenarioCodec.fromJson("{\"name\": \"x\", \"cache\": 7}"));
        assertThat(json.fieldErrors().getFirst())
                .isEqualTo(new FieldError("cache", "cache must be on or off, not '7'"));
    }

    @Test
    void everyScenarioOfAListReportsItsProblemsUnderItsIndex() {
        ValidationException e = yamlError("- {name: ok-one, workload: epoch-millis, loadShape: constant-vus, vus: 2,"
                + " durationSeconds: 5}\n- {name: two, workload: teleport, loadShape: constant-vus, vus: 0,"
                + " durationSeconds: 5}\n");

        assertThat(e.fieldErrors()).extracting(FieldError::field).containsExactlyInAnyOrder("[1].workload", "[1].vus");
    }

    @Test
    void valuesLeftOutForTheRestToBeCheckedNeverCrashTheCheck() {
        for (String yaml : List.of(
                "{name: x, stages: 3, vus: -1}",
                "{name: x, capacity: 5, loadShape: capacity}",
                "{name: x, loadShape: capacity, capacity: {sloP99Millis: fast}}",
                "{name: x, requests: 7, workload: requests}",
                "{name: x, serverProperties: [1], jvmOptions: {a: b}}",
                "{name: x, workload: car, loadShape: custom, stages: [{durationSeconds: x, target: 1}]}",
                "- {name: a, vus: many}\n- 5\n")) {
            assertThat(yamlError(yaml).fieldErrors()).as(yaml).isNotEmpty();
        }
    }

    @Test
    void aMissingStageValueIsNamed() {
        ValidationException e = yamlError("{name: x, stages: [{durationSeconds: 1}]}");

        assertThat(e.fieldErrors())
                .first()
                .isEqualTo(
                        new FieldError("stages[0].target", "stages[0].target is required and must be a whole number"));
    }

    @Test
    void unknownEnumValueListsTheValidOnes() {
        ValidationException e = yamlError("{name: x, loadShape: ramp}");

        assertThat(e.fieldErrors()).first().satisfies(error -> {
            assertThat(error.field()).isEqualTo("loadShape");
            assertThat(error.message())
                    .isEqualTo(
                            "unknown loadShape 'ramp', expected one of "
                                    + "constant-rate, constant-vus, stepped-spike, smooth-spike, sharp-spikes, custom, capacity");
        });
    }

    @Test
    void wrongTypesAreFieldErrors() {
        assertThat(yamlError("{name: x, vus: many}").fieldErrors())
                .first()
                .satisfies(error ->
                        assertThat(error).isEqualTo(new FieldError("vus", "vus: 'many' is not a whole number")));
        assertThat(yamlError("{name: x, vus: 1.5}").fieldErrors())
                .extracting(FieldError::field)
                .startsWith("vus");
        assertThat(yamlError("{name: x, vus: 99999999999}").fieldErrors())
                .extracting(FieldError::field)
                .startsWith("vus");
        assertThat(yamlError("{name: x, jvmOptions: -Xmx1g}").fieldErrors())
                .extracting(FieldError::field)
                .startsWith("jvmOptions");
        assertThat(yamlError("{name: x, serverProperties: {server.a: {b: 1}}}").fieldErrors())
                .first()
                .isEqualTo(new FieldError("serverProperties[server.a]", "serverProperties[server.a] must be text"));
    }

    @Test
    void malformedYamlNamesTheLine() {
        ValidationException e = yamlError("name: x\nworkload: car\n  vus: : 5\n");

        assertThat(e.getMessage()).startsWith("malformed YAML").contains("line 3");
    }

    @Test
    void emptyOrScalarYamlIsRejected() {
        assertThat(yamlError("").getMessage()).isEqualTo("the YAML holds no scenario");
        assertThat(yamlError("# only a comment\n").getMessage()).isEqualTo("the YAML holds no scenario");
        assertThat(yamlError("just text").getMessage())
                .contains("expected a scenario (a mapping of fields) or a list of scenarios");
    }

    @Test
    void malformedJsonIsAFieldErrorNotACrash() {
        ValidationException e =
                catchThrowableOfType(ValidationException.class, () -> ScenarioCodec.fromJson("{\"name\": \"x\", "));

        assertThat(e.getMessage()).startsWith("malformed scenario JSON");
        assertThat(catchThrowableOfType(
                        ValidationException.class, () -> ScenarioCodec.fromJson("{\"name\": \"x\"} trailing")))
                .isNotNull();
        assertThat(catchThrowableOfType(ValidationException.class, () -> ScenarioCodec.fromJson("  "))
                        .getMessage())
                .contains("the request body is empty");
    }

    private static ValidationException yamlError(String yaml) {
        ValidationException e = catchThrowableOfType(ValidationException.class, () -> ScenarioCodec.fromYaml(yaml));
        assertThat(e).as("error for %s", yaml).isNotNull();
        return e;
    }
}
