package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.errors.FieldError;
import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.Backend;
import io.threadbench.controller.scenario.Database;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.RequestTemplate;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.scenario.ScenarioFields;
import io.threadbench.controller.scenario.ScenarioWireFormatTests;
import io.threadbench.controller.scenario.Upstream;
import io.threadbench.controller.scenario.UpstreamClient;
import io.threadbench.controller.scenario.Workload;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;

/** The scenario form binds its inputs to the model field by field, with the codec's words for what it cannot read. */
class ScenarioFormTests {

    /** A scenario whose every field the form shows (a closed loop with an rps cap uses no think time or stages). */
    private static Scenario shownEverywhere() {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("server.tomcat.threads.max", "10");
        properties.put("threadbench.flag", "true");
        return Scenario.builder("form-bound")
                .description("every input the form shows")
                .workload(Workload.REQUESTS)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(12)
                .rps(250)
                .delayMillis(120)
                .delayCallDepth(2)
                .upstream(Upstream.SEPARATE)
                .warmupSeconds(3)
                .durationSeconds(35)
                .serverProperties(properties)
                .jvmOptions(List.of("-Xmx1g", "-XX:+UseZGC"))
                .requests(List.of(
                        new RequestTemplate("POST", "/orders/{i}", Map.of("X-Trace", "{i}"), "{}", 3, null),
                        new RequestTemplate("GET", "/health", null, null, null, null)))
                .backend(new Backend(Database.POSTGRES, false, UpstreamClient.JDK))
                .build();
    }

    private static MultiValueMap<String, String> posted(ScenarioForm form) {
        MultiValueMap<String, String> params = new LinkedMultiValueMap<>();
        form.values().forEach(params::add);
        params.put("stageDuration", form.stageDuration());
        params.put("stageTarget", form.stageTarget());
        return params;
    }

    @Test
    void aScenarioShownAndPostedBackIsTheSameScenario() {
        Scenario scenario = shownEverywhere();
        Scenario capacity = ScenarioWireFormatTests.capacitySearch();

        ScenarioForm.Conversion bound =
                ScenarioForm.read(posted(ScenarioForm.of(scenario))).toScenario();
        ScenarioForm.Conversion boundCapacity = new ScenarioForm(
                        ScenarioForm.of(capacity).values(),
                        List.of(),
                        List.of(),
                        CapacityFields.of(capacity.capacity()))
                .toScenario();

        assertThat(bound.errors()).isEmpty();
        assertThat(bound.scenario()).isEqualTo(scenario);
        assertThat(boundCapacity.errors()).isEmpty();
        assertThat(boundCapacity.scenario()).isEqualTo(capacity);
    }

    @Test
    void theFormHasAnInputForEveryFlatFieldAndNothingElse() {
        assertThat(ScenarioForm.of(shownEverywhere()).values().keySet())
                .containsExactlyInAnyOrderElementsOf(ScenarioFields.names());
        assertThat(ScenarioFormView.INPUTS).containsAll(ScenarioFields.names());
        assertThat(ScenarioFormView.LABELS)
                .containsEntry("vus", "VUs")
                .containsEntry("durationSeconds", "Measured seconds")
                .doesNotContainKey("name"); // "Name" says no more than the field's own name
    }

    @Test
    void aValueTheFormCannotReadIsReportedAtItsFieldInTheCodecsWords() {
        Map<String, String> values = new LinkedHashMap<>(ScenarioForm.blank().values());
        values.put("name", "form-errors");
        values.put("upstream", "elsewhere");
        values.put("requests", "[{\"method\": \"GET\", \"path\": \"/a\", \"weigth\": 1}]");
        values.put("vus", "lots");

        ScenarioForm.Conversion conversion = new ScenarioForm(values, List.of(), List.of(), null).toScenario();

        List<FieldError> codec = codecErrors("{\"name\": \"x\", \"upstream\": \"elsewhere\","
                + " \"requests\": [{\"method\": \"GET\", \"path\": \"/a\", \"weigth\": 1}]}");
        assertThat(conversion.errors())
                .containsExactlyInAnyOrder(
                        new FieldError("vus", "vus must be a whole number, got 'lots'"),
                        codec.stream()
                                .filter(e -> e.field().equals("upstream"))
                                .findFirst()
                                .orElseThrow(),
                        codec.stream()
                                .filter(e -> e.field().equals("requests[0].weigth"))
                                .findFirst()
                                .orElseThrow());
        // what could be read is bound, what could not keeps its default, so the rules can still be checked
        assertThat(conversion.scenario().name()).isEqualTo("form-errors");
        assertThat(conversion.scenario().work().upstream()).isEqualTo(Upstream.SELF);
        assertThat(conversion.scenario().load().vus()).isZero();
    }

    private static List<FieldError> codecErrors(String json) {
        try {
            ScenarioCodec.fromJson(json);
        } catch (ValidationException e) {
            return e.fieldErrors();
        }
        throw new AssertionError("the codec read " + json);
    }
}
