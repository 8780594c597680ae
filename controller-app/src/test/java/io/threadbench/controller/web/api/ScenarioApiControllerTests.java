package io.threadbench.controller.web.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.LoomWebfluxCsvImporterTests;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.scenario.ScenarioTestSupport;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class ScenarioApiControllerTests extends ScenarioTestSupport {

    private static String scenarioJson(String name, String extra) {
        return """
                {"name": "%s", "workload": "epoch-millis", "loadShape": "constant-vus", "vus": 7, "durationSeconds": 11%s}
                """.formatted(name, extra);
    }

    private int count() {
        return get("/api/scenarios").json().size();
    }

    @Test
    void createGetUpdateRenameDelete() {
        Response created = postJson("/api/scenarios", scenarioJson("api-crud", ", \"jvmOptions\": [\"-Xmx256m\"]"));
        assertThat(created.status()).isEqualTo(201);
        assertThat(created.header("Location")).isEqualTo("/api/scenarios/api-crud");
        assertThat(created.json().at("/scenario/vus").asInt()).isEqualTo(7);
        assertThat(created.json().at("/builtin").asBoolean()).isFalse();

        JsonNode fetched = get("/api/scenarios/api-crud").json();
        assertThat(fetched.at("/scenario/jvmOptions/0").asString()).isEqualTo("-Xmx256m");
        assertThat(fetched.at("/scenario/thinkTimeMaxMillis").asInt()).isEqualTo(3000);
        assertThat(fetched.at("/createdAt").asString()).isNotEmpty();

        Response updated =
                putJson("/api/scenarios/api-crud", scenarioJson("api-crud-renamed", ", \"delayMillis\": 250"));
        assertThat(updated.status()).isEqualTo(200);
        assertThat(updated.json().at("/scenario/delayMillis").asInt()).isEqualTo(250);
        assertThat(get("/api/scenarios/api-crud").status()).isEqualTo(404);
        assertThat(get("/api/scenarios/api-crud-renamed")
                        .json()
                        .at("/scenario/delayMillis")
                        .asInt())
                .isEqualTo(250);

        assertThat(send("DELETE", "/api/scenarios/api-crud-renamed", null, null).status())
                .isEqualTo(204);
        assertThat(get("/api/scenarios/api-crud-renamed").status()).isEqualTo(404);
        assertThat(send("DELETE", "/api/scenarios/api-crud-renamed", null, null).status())
                .isEqualTo(404);
    }

    @Test
    void invalidScenarioIs400WithFieldErrors() {
        int before = count();

        Response response = postJson(
                "/api/scenarios",
                scenarioJson(
                                "api-invalid",
                                ", \"vus\": 0, \"jvmOptions\": [\"-Xmx1g\", \"-Xms1g\", \"-javaagent:x.jar\"]")
                        .replace("\"vus\": 7, ", ""));

        assertThat(response.status()).isEqualTo(400);
        JsonNode body = response.json();
        assertThat(body.at("/status").asInt()).isEqualTo(400);
        assertThat(body.at("/error").asString()).isEqualTo("Bad Request");
        assertThat(body.at("/message").asString()).startsWith("vus must be between 1 and 100000");
        assertThat(fieldErrors(body))
                .containsExactly(
                        "vus: vus must be between 1 and 100000, got 0",
                        "jvmOptions[2]: jvmOptions[2] '-javaagent:x.jar' is not allowed: agents load foreign code into the SUT");
        assertThat(count()).isEqualTo(before);
    }

    @Test
    void aCapacitySearchWithoutSloOrGrowthIs400WithFieldErrors() {
        Response response = postJson("/api/scenarios", """
                {"name": "api-capacity", "workload": "epoch-millis", "loadShape": "capacity", "vus": 50,
                 "capacity": {"startRate": 100, "stepFactor": 1, "maxRate": 50}}""");

        assertThat(response.status()).isEqualTo(400);
        assertThat(fieldErrors(response.json()))
                .containsExactly(
                        "capacity.slo: capacity.slo is required: p99Millis and errorPercent (p50Millis optional) that"
                                + " each step must meet",
                        "capacity.maxRate: capacity.maxRate (50) must not be below capacity.startRate (100)",
                        "capacity.stepFactor: capacity.stepFactor must be above 1 (so that the rate grows) and at"
                                + " most 10, got 1.0");
        assertThat(get("/api/scenarios/api-capacity").status()).isEqualTo(404);

        Response typo = postJson("/api/scenarios", """
                {"name": "api-capacity", "workload": "epoch-millis", "loadShape": "capacity", "vus": 50,
                 "capacity": {"slo": {"p99Millis": "fast", "errorPercent": 1}, "startRate": 10, "stepFactor": 2,
                  "maxRate": 50}}""");
        assertThat(typo.status()).isEqualTo(400);
        assertThat(typo.json().at("/fieldErrors/0/field").asString()).startsWith("capacity.slo.p99Millis");
    }

    @Test
    void malformedBodiesAre400NeverA500() {
        Response unknownEnum =
                postJson("/api/scenarios", scenarioJson("api-enum", "").replace("constant-vus", "ramp"));
        assertThat(unknownEnum.status()).isEqualTo(400);
        assertThat(fieldErrors(unknownEnum.json()))
                .containsExactly("loadShape: unknown loadShape 'ramp', expected one of "
                        + "constant-rate, constant-vus, stepped-spike, smooth-spike, sharp-spikes, custom, capacity");

        Response unknownField = postJson("/api/scenarios", scenarioJson("api-unknown", ", \"virtualUsers\": 3"));
        assertThat(unknownField.status()).isEqualTo(400);
        assertThat(unknownField.json().at("/fieldErrors/0/field").asString()).isEqualTo("virtualUsers");

        Response wrongType = postJson("/api/scenarios", scenarioJson("api-type", ", \"delayMillis\": \"slow\""));
        assertThat(wrongType.status()).isEqualTo(400);
        assertThat(fieldErrors(wrongType.json()))
                .containsExactly("delayMillis: delayMillis: 'slow' is not a whole number");

        assertThat(postJson("/api/scenarios", "{\"name\": ").status()).isEqualTo(400);
        assertThat(postJson("/api/scenarios", "[1, 2]").json().at("/message").asString())
                .contains("expected a scenario as a JSON object");
        assertThat(postJson("/api/scenarios", "").json().at("/message").asString())
                .contains("the request body is empty");

        Response wrongMediaType = send("POST", "/api/scenarios", "application/xml", "<scenario/>");
        assertThat(wrongMediaType.status()).isEqualTo(415);
        assertThat(wrongMediaType.json().at("/error").asString()).isEqualTo("Unsupported Media Type");
        assertThat(wrongMediaType.json().at("/message").asString()).contains("application/xml");
    }

    @Test
    void unknownRoutesAnswerInTheSameFormat() {
        Response noEndpoint = get("/api/scenarios/a/b/c");
        assertThat(noEndpoint.status()).isEqualTo(404);
        assertThat(noEndpoint.json().at("/message").asString()).isEqualTo("no API endpoint GET /api/scenarios/a/b/c");

        Response wrongMethod = send("PATCH", "/api/scenarios", "application/json", "{}");
        assertThat(wrongMethod.status()).isEqualTo(405);
        assertThat(wrongMethod.json().at("/error").asString()).isEqualTo("Method Not Allowed");
        assertThat(wrongMethod.json().at("/message").asString()).contains("PATCH");
    }

    @Test
    void unknownNamesAre404() {
        Response response = get("/api/scenarios/no-such-scenario");

        assertThat(response.status()).isEqualTo(404);
        assertThat(response.json().at("/message").asString()).isEqualTo("no scenario named 'no-such-scenario'");
        assertThat(putJson("/api/scenarios/no-such-scenario", scenarioJson("no-such-scenario", ""))
                        .status())
                .isEqualTo(404);
        assertThat(send("POST", "/api/scenarios/no-such-scenario/duplicate?as=x", null, null)
                        .status())
                .isEqualTo(404);
        assertThat(get("/api/scenarios/no-such-scenario/yaml").status()).isEqualTo(404);
    }

    @Test
    void takenNamesAre409() {
        postJson("/api/scenarios", scenarioJson("api-taken-a", ""));
        postJson("/api/scenarios", scenarioJson("api-taken-b", ""));

        Response again = postJson("/api/scenarios", scenarioJson("api-taken-a", ""));
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.json().at("/error").asString()).isEqualTo("Conflict");
        assertThat(again.json().at("/message").asString()).isEqualTo("a scenario named 'api-taken-a' already exists");

        assertThat(putJson("/api/scenarios/api-taken-b", scenarioJson("api-taken-a", ""))
                        .status())
                .isEqualTo(409);
        assertThat(send("POST", "/api/scenarios/api-taken-b/duplicate?as=api-taken-a", null, null)
                        .status())
                .isEqualTo(409);
        assertThat(get("/api/scenarios/api-taken-b").status()).isEqualTo(200);
    }

    @Test
    void duplicateCopiesUnderANewName() {
        postJson("/api/scenarios", scenarioJson("api-original", ", \"delayMillis\": 42"));

        Response named = send("POST", "/api/scenarios/api-original/duplicate?as=api-copy-named", null, null);
        Response defaulted = send("POST", "/api/scenarios/api-original/duplicate", null, null);
        Response defaultedAgain = send("POST", "/api/scenarios/api-original/duplicate", null, null);
        Response badName = send("POST", "/api/scenarios/api-original/duplicate?as=Not%20Valid", null, null);

        assertThat(named.status()).isEqualTo(201);
        assertThat(named.json().at("/scenario/delayMillis").asInt()).isEqualTo(42);
        assertThat(defaulted.json().at("/scenario/name").asString()).isEqualTo("api-original-copy");
        assertThat(defaultedAgain.json().at("/scenario/name").asString()).isEqualTo("api-original-copy-2");
        assertThat(badName.status()).isEqualTo(400);
        assertThat(badName.json().at("/fieldErrors/0/field").asString()).isEqualTo("as");
    }

    @Test
    void yamlExportImportRoundTrip() {
        postJson(
                "/api/scenarios",
                scenarioJson("api-yaml-a", ", \"serverProperties\": {\"server.tomcat.threads.max\": \"10\"}"));
        postJson(
                "/api/scenarios",
                scenarioJson("api-yaml-b", "")
                        .replace("constant-vus", "constant-rate")
                        .replace("\"vus\": 7", "\"vus\": 7, \"rps\": 70"));
        Response single = get("/api/scenarios/api-yaml-a/yaml");
        assertThat(single.status()).isEqualTo(200);
        assertThat(single.header("Content-Type")).startsWith("application/yaml");
        assertThat(single.body()).startsWith("name: api-yaml-a\n").contains("server.tomcat.threads.max: \"10\"");

        List<Scenario> before = ScenarioCodec.fromYaml(
                        get("/api/scenarios/export.yaml").body())
                .stream()
                .filter(s -> s.name().startsWith("api-yaml-"))
                .toList();
        String yaml = ScenarioCodec.toYaml(before);
        send("DELETE", "/api/scenarios/api-yaml-a", null, null);
        send("DELETE", "/api/scenarios/api-yaml-b", null, null);

        Response imported = send("POST", "/api/scenarios/import", "application/yaml", yaml);
        assertThat(imported.status()).isEqualTo(200);
        assertThat(imported.json().at("/names").toString()).isEqualTo("[\"api-yaml-a\",\"api-yaml-b\"]");
        List<Scenario> after = ScenarioCodec.fromYaml(
                        get("/api/scenarios/export.yaml").body())
                .stream()
                .filter(s -> s.name().startsWith("api-yaml-"))
                .toList();
        assertThat(after).hasSize(2).isEqualTo(before);

        Response conflict = send("POST", "/api/scenarios/import", "text/plain", yaml);
        assertThat(conflict.status()).isEqualTo(409);
        assertThat(conflict.json().at("/message").asString())
                .contains("rename them, or import with onConflict=skip or onConflict=replace");
        assertThat(send("POST", "/api/scenarios/import?replace=true", "text/plain", yaml)
                        .status())
                .isEqualTo(200);
        Response skipped = send("POST", "/api/scenarios/import?onConflict=skip", "text/plain", yaml);
        assertThat(skipped.status()).isEqualTo(200);
        assertThat(skipped.json().at("/count").asInt()).isZero();
        assertThat(skipped.json().at("/skipped").toString()).isEqualTo("[\"api-yaml-a\",\"api-yaml-b\"]");
        Response unknown = send("POST", "/api/scenarios/import?onConflict=merge", "text/plain", yaml);
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(fieldErrors(unknown.json()))
                .containsExactly("onConflict: onConflict must be one of fail, skip, replace, got 'merge'");
    }

    /** loom-webflux-benchmarks' own names run to 68 characters; its file imports beside ours, skipping ours. */
    @Test
    void loomWebfluxNamesOf68CharactersImportAndTakenOnesCanBeSkipped() {
        String longName = "20k-vus-smooth-spike-get-post-movies-call-depth-1-restclient-apache5";
        assertThat(longName).hasSize(68);
        String ours = LoomWebfluxCsvImporterTests.HEADER + "csv-ours,get-time.js,,0,100,5,5,0,15\n";
        assertThat(send("POST", "/api/scenarios/import-csv", "text/csv", ours).status())
                .isEqualTo(200);
        String csv = LoomWebfluxCsvImporterTests.HEADER + longName + ",get-movies-smooth-vus-spike.js,,0,100,50,,0,30\n"
                + "csv-ours,get-time.js,,0,100,9,9,0,15\n";

        Response refused = send("POST", "/api/scenarios/import-csv", "text/csv", csv);
        Response skipping = send("POST", "/api/scenarios/import-csv?onConflict=skip", "text/csv", csv);

        assertThat(refused.status()).as("csv-ours is taken").isEqualTo(409);
        assertThat(skipping.status()).isEqualTo(200);
        assertThat(skipping.json().at("/names").toString()).isEqualTo("[\"" + longName + "\"]");
        assertThat(skipping.json().at("/skipped").toString()).isEqualTo("[\"csv-ours\"]");
        assertThat(get("/api/scenarios/" + longName).status()).isEqualTo(200);
        assertThat(get("/api/scenarios/csv-ours").json().at("/scenario/vus").asInt())
                .as("ours untouched")
                .isEqualTo(5);
    }

    @Test
    void yamlImportWithOneBadScenarioSavesNothing() {
        int before = count();
        String yaml = """
                - {name: api-import-ok, workload: car, loadShape: constant-vus, vus: 2, durationSeconds: 5}
                - {name: api-import-bad, workload: car, loadShape: constant-vus, vus: 2, durationSeconds: 0}
                """;

        Response response = send("POST", "/api/scenarios/import", "application/yaml", yaml);

        assertThat(response.status()).isEqualTo(400);
        assertThat(fieldErrors(response.json()))
                .containsExactly(
                        "[1].durationSeconds: [1] (api-import-bad): durationSeconds must be between 1 and 86400, got 0");
        assertThat(count()).isEqualTo(before);
        assertThat(get("/api/scenarios/api-import-ok").status()).isEqualTo(404);
    }

    @Test
    void csvImportSavesAllRowsOrNone() {
        String header = LoomWebfluxCsvImporterTests.HEADER;
        int before = count();

        Response bad = send("POST", "/api/scenarios/import-csv", "text/csv", header + """
                csv-ok-1,get-time.js,,0,100,5,5,0,15
                csv-ok-2,get-movies-smooth-vus-spike.js,,0,100,50,,0,30
                csv-bad,get-movies.js,,0,100,5,5,0,999999
                """);
        assertThat(bad.status()).isEqualTo(400);
        assertThat(fieldErrors(bad.json()))
                .containsExactly(
                        "line 4.testDurationInSeconds: line 4, column testDurationInSeconds: durationSeconds must be between 1 and 86400, got 999999");
        assertThat(count()).isEqualTo(before);

        Response good = send("POST", "/api/scenarios/import-csv", "text/csv", header + """
                csv-ok-1,get-time.js,,0,100,5,5,0,15
                csv-ok-2,get-movies-smooth-vus-spike.js,,0,100,50,,0,30
                """);
        assertThat(good.status()).isEqualTo(200);
        assertThat(good.json().at("/count").asInt()).isEqualTo(2);
        assertThat(count()).isEqualTo(before + 2);
        JsonNode spike = get("/api/scenarios/csv-ok-2").json().at("/scenario");
        assertThat(spike.at("/loadShape").asString()).isEqualTo("smooth-spike");
        assertThat(spike.at("/workload").asString()).isEqualTo("movies-get");
        assertThat(spike.at("/vus").asInt()).isEqualTo(50);

        Response again = send("POST", "/api/scenarios/import-csv", "text/csv", header + """
                csv-ok-3,get-time.js,,0,100,5,5,0,15
                csv-ok-1,get-time.js,,0,100,5,5,0,15
                """);
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.json().at("/message").asString()).contains("csv-ok-1");
        assertThat(get("/api/scenarios/csv-ok-3").status()).isEqualTo(404);
    }

    @Test
    void openApiDocumentListsTheScenarioApi() {
        Response response = get("/api/openapi");

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().at("/paths").propertyNames())
                .contains(
                        "/api/scenarios",
                        "/api/scenarios/{name}",
                        "/api/scenarios/import-csv",
                        "/api/scenarios/export.yaml");
        assertThat(response.json().at("/components/schemas/Scenario/properties").propertyNames())
                .contains("vus", "loadShape");
    }

    private static List<String> fieldErrors(JsonNode body) {
        return StreamSupport.stream(body.at("/fieldErrors").spliterator(), false)
                .map(error -> error.at("/field").asString() + ": "
                        + error.at("/message").asString())
                .toList();
    }
}
