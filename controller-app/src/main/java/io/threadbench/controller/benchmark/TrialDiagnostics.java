package io.threadbench.controller.benchmark;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.threadbench.controller.telemetry.JfrSummary;
import java.util.Map;
import java.util.TreeMap;

/**
 * What explains a trial beyond its per-second figures (kept in {@code trial.diagnostics}): k6's message of the
 * first failure of each error kind ({@code refused} → "dial: connection refused"), warm-up included, and the
 * SUT's flight-recorder summary (the stacks that pinned longest, or why it was not streamed).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TrialDiagnostics(Map<String, String> firstErrors, JfrSummary jfr) {

    public TrialDiagnostics {
        firstErrors = firstErrors == null ? Map.of() : new TreeMap<>(firstErrors);
    }
}
