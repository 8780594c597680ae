package io.threadbench.sut.pinning;

/**
 * Sleeps holding a monitor. A fresh lock per call, so that concurrent requests measure pinning, not contention
 * for one lock.
 */
final class MonitorWait implements PinnedWait {

    // Published so that the JIT cannot prove the lock local to one thread and drop the synchronized block
    private volatile Object lastLock;

    @Override
    public void waitMillis(long millis) {
        Object lock = new Object();
        lastLock = lock;
        synchronized (lock) {
            Pause.sleep(millis);
        }
    }
}
