package io.threadbench.controller.web.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.scenario.ScenarioTestSupport;
import io.threadbench.controller.scenario.ScenarioWireFormatTests;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** The OpenAPI document names the API and describes the error answers the API really gives. */
class ApiDocumentationTests extends ScenarioTestSupport {

    @Autowired
    JsonMapper httpJson;

    @Test
    void theDocumentHasATitleAndAVersion() {
        JsonNode info = get("/api/openapi").json().at("/info");

        assertThat(info.at("/title").asString()).isEqualTo("Threadbench API");
        assertThat(info.at("/version").asString()).isNotBlank().isNotEqualTo("v0");
    }

    @Test
    void theErrorBodyIsDescribedWithItsFieldErrors() {
        JsonNode schemas = get("/api/openapi").json().at("/components/schemas");

        assertThat(schemas.at("/ApiError/properties").propertyNames())
                .contains("status", "error", "message", "fieldErrors");
        String items = schemas.at("/ApiError/properties/fieldErrors/items/$ref").asString("");
        assertThat(items).startsWith("#/components/schemas/");
        assertThat(schemas.at("/" + items.substring("#/components/schemas/".length()) + "/properties")
                        .propertyNames())
                .contains("field", "message");
    }

    @Test
    void everyOperationThatTakesInputDocumentsItsBadRequestAndEveryPathIdItsNotFound() {
        JsonNode paths = get("/api/openapi").json().at("/paths");
        List<String> missing = new ArrayList<>();
        int withInput = 0;
        for (String path : paths.propertyNames()) {
            for (String method : paths.get(path).propertyNames()) {
                JsonNode operation = paths.get(path).get(method);
                JsonNode responses = operation.at("/responses");
                boolean input = operation.has("requestBody")
                        || !operation.at("/parameters").isEmpty();
                if (input) {
                    withInput++;
                    if (!responses
                            .at("/400/content/application~1json/schema/$ref")
                            .asString("")
                            .equals("#/components/schemas/ApiError")) {
                        missing.add(method + " " + path + " 400");
                    }
                }
                if (path.contains("{") && responses.at("/404").isMissingNode()) {
                    missing.add(method + " " + path + " 404");
                }
            }
        }
        assertThat(withInput).isGreaterThan(10);
        assertThat(missing).isEmpty();
    }

    @Test
    void aDocumented400IsWhatTheApiAnswers() {
        Response response = send("POST", "/api/scenarios", "application/json", "{\"name\": \"Bad Name\", \"vus\": -3}");

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.json().at("/fieldErrors/0/field").asString()).isNotBlank();
        assertThat(response.json().at("/fieldErrors/0/message").asString()).isNotBlank();
    }

    /**
     * The schema of a scenario and of the answers and bodies that hold one, pinned in {@code scenario-wire/}
     * (see {@link ScenarioWireFormatTests}): the published shape of a scenario is flat, whatever the record is.
     */
    @Test
    void theScenarioSchemaIsAsPinned() {
        JsonNode document = get("/api/openapi").json();
        JsonNode schemas = document.at("/components/schemas");
        ObjectNode pinned = JSON.createObjectNode();
        Deque<String> names = new ArrayDeque<>(List.of("Scenario", "StoredScenario"));
        while (!names.isEmpty()) {
            String name = names.pop();
            if (pinned.has(name)) {
                continue;
            }
            assertThat(schemas.has(name)).as(name).isTrue();
            pinned.set(name, schemas.get(name));
            collectReferences(schemas.get(name), names);
        }
        ObjectNode bodies = JSON.createObjectNode();
        bodies.set("POST /api/scenarios", document.at("/paths/~1api~1scenarios/post/requestBody"));
        bodies.set("PUT /api/scenarios/{name}", document.at("/paths/~1api~1scenarios~1{name}/put/requestBody"));
        pinned.set("requestBodies", bodies);

        ScenarioWireFormatTests.assertMatchesFixture(
                "openapi-scenario.json", JSON.writerWithDefaultPrettyPrinter().writeValueAsString(pinned) + "\n");
    }

    /** Answers of the API write a scenario as they did: the HTTP mapper, and a stored scenario as fetched. */
    @Test
    void theApiWritesAScenarioAsPinned() {
        for (Map.Entry<String, Scenario> entry : Map.of(
                        "every-field",
                        ScenarioWireFormatTests.everyField(),
                        "minimal",
                        ScenarioWireFormatTests.minimal())
                .entrySet()) {
            ScenarioWireFormatTests.assertMatchesFixture(
                    entry.getKey() + ".http.json", httpJson.writeValueAsString(entry.getValue()));
        }
        Scenario scenario = ScenarioWireFormatTests.capacitySearch().withName("capacity-search-api-pinned");
        assertThat(postJson("/api/scenarios", ScenarioCodec.toJson(scenario)).status())
                .isEqualTo(201);
        String body = get("/api/scenarios/capacity-search-api-pinned").body();
        send("DELETE", "/api/scenarios/capacity-search-api-pinned", null, null);

        ScenarioWireFormatTests.assertMatchesFixture(
                "capacity-search.api.json", body.replaceAll("\"(createdAt|updatedAt)\":\"[^\"]*\"", "\"$1\":\"…\""));
    }

    private static void collectReferences(JsonNode node, Deque<String> names) {
        if (node.isObject()) {
            JsonNode ref = node.get("$ref");
            if (ref != null && ref.isString()) {
                names.add(ref.asString().substring("#/components/schemas/".length()));
            }
            node.values().forEach(child -> collectReferences(child, names));
        } else if (node.isArray()) {
            node.values().forEach(child -> collectReferences(child, names));
        }
    }
}
