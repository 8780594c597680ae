package io.threadbench.controller.web.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Every JSON body of the API is read by the one strict codec: a misspelt field is a 400 that names it. */
class JsonBodiesTests extends BenchmarkTestSupport {

    @Test
    void aMisspeltFieldInEveryBodyIsRefusedByName() {
        assertRefused(
                "POST",
                "/api/benchmarks",
                "{\"scenarioz\": [\"smoketest\"], \"approaches\": [\"loom-tomcat\"]}",
                "scenarioz");
        assertRefused(
                "POST", "/api/benchmarks/plan", "{\"scenarios\": [\"smoketest\"], \"repetition\": 2}", "repetition");
        assertRefused("POST", "/api/variants", "{\"label\": \"mine\", \"servce\": \"x\"}", "servce");
        assertRefused("PUT", "/api/variants/mine", "{\"label\": \"mine\", \"jdkk\": \"25\"}", "jdkk");
        assertRefused("POST", "/api/variants/loom-tomcat/duplicate", "{\"lable\": \"copy\"}", "lable");
        assertRefused("POST", "/api/services", "{\"nme\": \"svc\", \"jar\": \"/tmp/x.jar\"}", "nme");
        assertRefused("PUT", "/api/services/svc", "{\"name\": \"svc\", \"jarr\": \"/tmp/x.jar\"}", "jarr");
        assertRefused("POST", "/api/scenarios", "{\"name\": \"s\", \"vu\": 3}", "vu");
        assertRefused("PUT", "/api/scenarios/smoketest", "{\"name\": \"smoketest\", \"vu\": 3}", "vu");
    }

    private void assertRefused(String method, String path, String body, String field) {
        Response response = send(method, path, body);
        assertThat(response.status()).as("%s %s", method, path).isEqualTo(400);
        JsonNode error = response.json().at("/fieldErrors/0");
        assertThat(error.at("/field").asString()).as("%s %s", method, path).isEqualTo(field);
        assertThat(error.at("/message").asString())
                .as("%s %s", method, path)
                .startsWith("unknown field '" + field + "'");
    }
}
