package io.threadbench.sut.approach;

import io.threadbench.contract.SutHttp;
import reactor.core.scheduler.Schedulers;

/**
 * The kind of thread a handler runs on, sent as the {@code X-Thread-Kind} response header so that tests
 * and the controller's pre-flight check can prove an approach is what it claims.
 */
public enum ThreadKind {
    PLATFORM(SutHttp.PLATFORM_THREAD),
    VIRTUAL(SutHttp.VIRTUAL_THREAD),
    EVENT_LOOP(SutHttp.EVENT_LOOP_THREAD);

    public static final String HEADER = SutHttp.THREAD_KIND_HEADER;

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
