package io.threadbench.controller.telemetry;

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
}
