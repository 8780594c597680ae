package io.threadbench.sut.pinning;

/** {@link Thread#sleep}, the wait inside every {@link PinnedWait}: it parks, so pinning shows where it cannot unmount. */
final class Pause {

    private Pause() {}

    static void sleep(long millis) {
        if (millis <= 0) {
            return;
        }
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting", e);
        }
    }
}
