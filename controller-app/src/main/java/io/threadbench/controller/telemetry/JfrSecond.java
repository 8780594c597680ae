package io.threadbench.controller.telemetry;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * What the SUT's flight recorder reported for one wall-clock second: virtual threads pinned to their carrier
 * (events ending in the second), virtual threads the scheduler refused, and garbage collector pauses (of
 * collections ending in the second). Zeros mean "streamed, none seen"; a second the stream did not cover has no
 * {@code JfrSecond} at all.
 */
public record JfrSecond(
        int pinnedEvents,
        double pinnedMillis,
        double pinnedMillisMax,
        int submitFailed,
        int gcPauses,
        double gcPauseMillis,
        double gcPauseMillisMax) {

    static final JfrSecond NONE = new JfrSecond(0, 0, 0, 0, 0, 0, 0);

    /**
     * Reads the figures from a sample's flat JSON: none of them there means the second was not streamed (null, where
     * the primitive components would otherwise make Jackson fail or invent zeros); a figure missing beside others is
     * 0.
     */
    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    static JfrSecond read(
            Integer pinnedEvents,
            Double pinnedMillis,
            Double pinnedMillisMax,
            Integer submitFailed,
            Integer gcPauses,
            Double gcPauseMillis,
            Double gcPauseMillisMax) {
        if (Stream.of(
                        pinnedEvents,
                        pinnedMillis,
                        pinnedMillisMax,
                        submitFailed,
                        gcPauses,
                        gcPauseMillis,
                        gcPauseMillisMax)
                .allMatch(Objects::isNull)) {
            return null;
        }
        return new JfrSecond(
                Objects.requireNonNullElse(pinnedEvents, 0),
                Objects.requireNonNullElse(pinnedMillis, 0.0),
                Objects.requireNonNullElse(pinnedMillisMax, 0.0),
                Objects.requireNonNullElse(submitFailed, 0),
                Objects.requireNonNullElse(gcPauses, 0),
                Objects.requireNonNullElse(gcPauseMillis, 0.0),
                Objects.requireNonNullElse(gcPauseMillisMax, 0.0));
    }
}
