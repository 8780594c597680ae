package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/** Helpers for tests that run the real vegeta, found as the launcher and the controller find it. */
final class VegetaRuns {

    private VegetaRuns() {}

    static VegetaLocator locator() {
        return new VegetaLocator(null, System.getenv(), Optional.of(K6Runs.repository()));
    }

    /** vegeta's own report of a run that logged to {@code logFile} ({@code vegeta report -type=json}). */
    static JsonNode report(Path logFile) throws Exception {
        return new ObjectMapper()
                .readTree(K6LoadGenerator.summaryFileFor(logFile).toFile());
    }

    /** The requests vegeta counted in its report. */
    static long reportedRequests(Path logFile) throws Exception {
        JsonNode requests = report(logFile).path("requests");
        assertThat(requests.isNumber()).as("requests in vegeta's report").isTrue();
        return requests.asLong();
    }
}
