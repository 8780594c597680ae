package io.threadbench.sut.work;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Produces garbage on purpose ({@code /allocate}): many short-lived 1 KB arrays, each written and read into a
 * checksum so the JIT cannot drop them (arrays this large are never scalar-replaced). Only one array is alive
 * at a time, so the load is on the allocator and the young generation, never on the heap's size.
 */
public final class Allocator {

    static final int CHUNK_BYTES = 1024;

    private Allocator() {}

    /** Allocates {@code kilobytes} KB in 1 KB arrays and returns their checksum. */
    public static long allocate(int kilobytes) {
        long checksum = 17;
        for (int i = 0; i < kilobytes; i++) {
            byte[] chunk = new byte[CHUNK_BYTES];
            chunk[i % CHUNK_BYTES] = (byte) checksum;
            checksum = 31 * checksum + chunk[i % CHUNK_BYTES] + chunk[(i + 1) % CHUNK_BYTES];
        }
        return checksum;
    }

    /** A random pause in [0, maxMillis], so allocation bursts do not line up. */
    public static long pauseUpTo(int maxMillis) {
        return maxMillis == 0 ? 0 : ThreadLocalRandom.current().nextLong(maxMillis + 1L);
    }

    /** What {@code /allocate} answers. */
    public record Result(int kilobytes, long checksum, long pauseMillis) {}
}
