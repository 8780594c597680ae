package io.threadbench.controller.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.errors.FieldError;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bad capacity searches are refused field by field, with messages that say what to change. */
class CapacityRulesTests {

    private static List<String> errors(String capacity) {
        Scenario scenario =
                ScenarioCodec.fromJson("""
                {"name": "cap", "workload": "epoch-millis", "loadShape": "capacity", "vus": 100%s}""".formatted(capacity == null ? "" : ", \"capacity\": " + capacity));
        return ScenarioValidator.check(scenario).stream()
                .map(e -> e.field() + ": " + e.message())
                .toList();
    }

    private static final String SLO = "\"slo\": {\"p99Millis\": 150, \"errorPercent\": 1}";

    @Test
    void aValidSearchHasNoErrorsAndPlansItsDuration() {
        Scenario scenario = ScenarioCodec.fromJson("""
                {"name": "cap", "workload": "epoch-millis", "loadShape": "capacity", "vus": 100,
                 "capacity": {%s, "startRate": 40, "stepFactor": 1.5, "maxRate": 240}}""".formatted(SLO));

        assertThat(ScenarioValidator.check(scenario)).isEmpty();
        // 40, 60, 90, 135, 203, 240: 6 climbing steps + 4 for bisection, 5 s each plus 1 s for k6 to start
        assertThat(scenario.timing().durationSeconds()).isEqualTo(60);
        assertThat(scenario.capacity().precisionPercent()).isEqualTo(5.0);
    }

    @Test
    void aShippedSearchSurvivesTheYamlRoundTrip() throws java.io.IOException {
        String yaml = java.nio.file.Files.readString(
                ScenarioTestSupport.scenariosDir().resolve("capacity-tomcat-10-threads.yaml"));
        Scenario shipped = ScenarioCodec.fromYaml(yaml).getFirst();

        assertThat(ScenarioCodec.fromYaml(ScenarioCodec.toYaml(shipped))).containsExactly(shipped);
        assertThat(ScenarioCodec.fromJson(ScenarioCodec.toJson(shipped))).isEqualTo(shipped);
        assertThat(shipped.capacity())
                .isEqualTo(new CapacityPlan(new CapacityPlan.Slo(150.0, 1.0, null), 40, 1.5, null, 4, 1, 600, 5.0));
        assertThat(shipped.launch().serverProperties()).containsEntry("server.tomcat.threads.max", "10");
    }

    @Test
    void theCapacityShapeNeedsASearch() {
        assertThat(errors(null))
                .containsExactly("capacity: capacity is required for the capacity loadShape: an slo, a startRate, a"
                        + " stepFactor or stepIncrement and a maxRate");
    }

    @Test
    void aMissingSloIsNamed() {
        assertThat(errors("{\"startRate\": 40, \"stepFactor\": 1.5, \"maxRate\": 240}"))
                .containsExactly("capacity.slo: capacity.slo is required: p99Millis and errorPercent (p50Millis"
                        + " optional) that each step must meet");
        assertThat(errors("{\"slo\": {\"p50Millis\": 50}, \"startRate\": 40, \"stepFactor\": 1.5, \"maxRate\": 240}"))
                .containsExactly(
                        "capacity.slo.p99Millis: capacity.slo.p99Millis is required",
                        "capacity.slo.errorPercent: capacity.slo.errorPercent is required (0 allows no error)");
    }

    @Test
    void aStepRuleThatDoesNotGrowIsRefused() {
        assertThat(errors("{%s, \"startRate\": 40, \"stepFactor\": 1.0, \"maxRate\": 240}".formatted(SLO)))
                .containsExactly("capacity.stepFactor: capacity.stepFactor must be above 1 (so that the rate grows)"
                        + " and at most 10, got 1.0");
        assertThat(errors("{%s, \"startRate\": 40, \"stepIncrement\": 0, \"maxRate\": 240}".formatted(SLO)))
                .containsExactly("capacity.stepIncrement: capacity.stepIncrement must be at least 1 (so that the"
                        + " rate grows), got 0");
        assertThat(errors("{%s, \"startRate\": 40, \"maxRate\": 240}".formatted(SLO)))
                .containsExactly("capacity.stepFactor: a step rule is required: capacity.stepFactor (e.g. 1.5) or"
                        + " capacity.stepIncrement (e.g. 20)");
    }

    @Test
    void aMaximumBelowTheStartIsRefused() {
        assertThat(errors("{%s, \"startRate\": 400, \"stepFactor\": 2, \"maxRate\": 240}".formatted(SLO)))
                .containsExactly("capacity.maxRate: capacity.maxRate (240) must not be below capacity.startRate (400)");
    }

    @Test
    void theSettleTimeMustLeaveSecondsToJudge() {
        assertThat(errors("{%s, \"startRate\": 40, \"stepFactor\": 2, \"maxRate\": 240, \"stepSeconds\": 3,"
                                .formatted(SLO)
                        + " \"settleSeconds\": 3}"))
                .containsExactly("capacity.settleSeconds: capacity.settleSeconds (3) must be below"
                        + " capacity.stepSeconds (3): the seconds after it are judged");
    }

    @Test
    void otherShapesTakeNoSearchAndTheCapacityShapeNoRps() {
        Scenario rate = ScenarioCodec.fromJson("""
                {"name": "cap", "workload": "epoch-millis", "loadShape": "constant-rate", "vus": 10, "rps": 50, "durationSeconds": 10,
                 "capacity": {%s, "startRate": 40, "stepFactor": 2, "maxRate": 240}}""".formatted(SLO));
        assertThat(ScenarioValidator.check(rate)).extracting(FieldError::field).containsExactly("capacity");
        assertThat(errors("{%s, \"startRate\": 40, \"stepFactor\": 2, \"maxRate\": 240}".formatted(SLO)))
                .isEmpty();
    }
}
