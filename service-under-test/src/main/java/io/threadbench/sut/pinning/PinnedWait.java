package io.threadbench.sut.pinning;

/** One way to wait that keeps a virtual thread on its carrier (or, for monitors, did so before JDK 24). */
interface PinnedWait {

    void waitMillis(long millis);
}
