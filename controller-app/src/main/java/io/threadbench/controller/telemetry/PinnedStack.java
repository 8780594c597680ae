package io.threadbench.controller.telemetry;

import java.util.List;

/**
 * Where virtual threads were pinned during a trial: the JDK's reason (JDK 24+, else empty), the first frames
 * of the stack below the blocking call, and how often and how long they pinned there.
 */
public record PinnedStack(String reason, List<String> frames, int events, double totalMillis, double maxMillis) {

    public PinnedStack {
        reason = reason == null ? "" : reason;
        frames = List.copyOf(frames);
    }
}
