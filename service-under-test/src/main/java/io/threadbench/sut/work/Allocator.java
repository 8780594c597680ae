package io.threadbench.sut.work;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Produces garbage on purpose ({@code /allocate}): many short-lived 1 KB arrays, each filled and folded into a
 * checksum so the JIT cannot drop the work. Only one array is alive at a time, so the load is on the
 * allocator and the young generation, never on the heap's size.
 */
public final class Allocator {

    static final int CHUNK_BYTES = 1024;

    private Allocator() {
    }

    /** Allocates {@code kilobytes} KB in 1 KB arrays and returns their checksum. */
    public static long allocate(int kilobytes) {
        long checksum = 0;
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int i = 0; i < kilobytes; i++) {
            byte[] chunk = new byte[CHUNK_BYTES];
            random.nextBytes(chunk);
            checksum = 31 * checksum + chunk[i % CHUNK_BYTES];
        }
        return checksum;
    }

    /** A random pause in [0, maxMillis], so allocation bursts do not line up. */
    public static long pauseUpTo(int maxMillis) {
        return maxMillis == 0 ? 0 : ThreadLocalRandom.current().nextLong(maxMillis + 1L);
    }

    /** What {@code /allocate} answers. */
    public record Result(int kilobytes, long checksum, long pauseMillis) {
    }
}
