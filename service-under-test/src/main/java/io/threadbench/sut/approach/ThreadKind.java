package io.threadbench.sut.approach;

import reactor.core.scheduler.Schedulers;

/**
 * The kind of thread a handler runs on, sent as the {@code X-Thread-Kind} response header so that tests
 * and the controller's pre-flight check can prove an approach is what it claims.
 */
public enum ThreadKind {
    PLATFORM("platform"),
    VIRTUAL("virtual"),
    EVENT_LOOP("event-loop");

    public static final String HEADER = "X-Thread-Kind";

    private final String headerValue;

    ThreadKind(String headerValue) {
        this.headerValue = headerValue;
    }

    public String headerValue() {
        return headerValue;
    }

    /** The kind of the calling thread; Reactor Netty's event loops are marked non-blocking. */
    public static ThreadKind current() {
        if (Thread.currentThread().isVirtual()) {
            return VIRTUAL;
        }
        return Schedulers.isInNonBlockingThread() ? EVENT_LOOP : PLATFORM;
    }
}
