package io.threadbench.controller.telemetry;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A trial's flight-recorder findings beyond the per-second figures: the stacks that pinned longest, or why
 * there is no stream ({@code unavailableReason}, e.g. switched off or a JVM without a flight recorder).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record JfrSummary(List<PinnedStack> topPinned, String unavailableReason) {

    public JfrSummary {
        topPinned = topPinned == null ? List.of() : List.copyOf(topPinned);
    }

    public static JfrSummary unavailable(String reason) {
        return new JfrSummary(List.of(), reason);
    }
}
