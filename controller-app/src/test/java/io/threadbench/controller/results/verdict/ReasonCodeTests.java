package io.threadbench.controller.results.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.json.Json;
import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.results.verdict.ScenarioVerdict.Reason;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The codes of a verdict's reasons are part of the API (its JSON, the page's {@code data-code}): one list, pinned
 * here, with a code for every kind of failed request.
 */
class ReasonCodeTests {

    @Test
    void theCodesAreTheOnesTheApiPromises() {
        assertThat(Arrays.stream(ReasonCode.values()).map(Enum::name))
                .containsExactly(
                        "POOL_QUEUED",
                        "STALLED",
                        "ERRORS_REQUEST_TIMEOUT",
                        "ERRORS_DIAL_TIMEOUT",
                        "ERRORS_REFUSED",
                        "ERRORS_RESET",
                        "ERRORS_NETWORK_OTHER",
                        "ERRORS_HTTP_4XX",
                        "ERRORS_HTTP_5XX",
                        "ERRORS_HTTP_3XX",
                        "ERRORS_HTTP_OTHER",
                        "PINNED",
                        "CARRIER_QUEUE",
                        "GC_PAUSES",
                        "CPU_PER_REQUEST",
                        "DATABASE_CPU",
                        "MEMORY_PER_REQUEST_IN_FLIGHT",
                        "ALLOCATION_PER_REQUEST",
                        "KILLED_FOR_MEMORY",
                        "NO_CAUSE_RECORDED");
    }

    @Test
    void everyKindOfFailedRequestHasItsCode() {
        assertThat(ErrorKind.values())
                .allSatisfy(kind -> assertThat(ReasonCode.errors(kind).name()).isEqualTo("ERRORS_" + kind.name()));
    }

    @Test
    void aReasonCarriesItsCodeAsTheCodesName() {
        String json = Json.MAPPER.writeValueAsString(
                new Reason("loom-tomcat", ReasonCode.errors(ErrorKind.HTTP_3XX), "3 failed requests", 7L));

        assertThat(Json.MAPPER.readTree(json).get("code").asString()).isEqualTo("ERRORS_HTTP_3XX");
    }
}
