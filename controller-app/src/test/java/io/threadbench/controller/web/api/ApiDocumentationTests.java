package io.threadbench.controller.web.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.ScenarioTestSupport;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The OpenAPI document names the API and describes the error answers the API really gives. */
class ApiDocumentationTests extends ScenarioTestSupport {

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
}
