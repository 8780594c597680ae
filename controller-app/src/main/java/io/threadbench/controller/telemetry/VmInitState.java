package io.threadbench.controller.telemetry;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a HotSpot JVM has finished starting, from the performance counters it publishes in
 * {@code /tmp/hsperfdata_USER/PID} (its counter {@code sun.rt.vmInitDoneTime} is 0 until the VM is initialised).
 *
 * <p>The Attach API answers as soon as the JVM handles SIGQUIT, which is before its module system is up; a JMX agent
 * started through it then ({@code startLocalManagementAgent}) fails inside the target with "PlatformMBeanProvider:
 * not accessible to module java.management during VM init", and that failure stays cached: the SUT's own first use
 * of {@code ManagementFactory} later throws and it exits (seen once in the suite on a busy machine). So the attacher
 * waits for this counter.
 *
 * <p>The file's layout (HotSpot's {@code PerfDataPrologue} and {@code PerfDataEntry}, version 2 since JDK 1.4.2): a
 * big-endian magic, a byte order, version bytes, then entries of a length, name offset, vector length, type, flags,
 * units, variability and data offset each.
 */
final class VmInitState {

    private static final int MAGIC = 0xcafec0c0;
    private static final String INIT_DONE = "sun.rt.vmInitDoneTime";

    private VmInitState() {}

    /**
     * @return true once the JVM is initialised, false while it starts; empty when it publishes no counters (not
     *     HotSpot, {@code -XX:-UsePerfData}, another user's temporary folder) or their file is not (yet) complete
     */
    static Optional<Boolean> initialised(long pid) {
        // HotSpot writes them under /tmp on Linux whatever java.io.tmpdir says; the SUT is our child, of our user
        Path file = Path.of("/tmp", "hsperfdata_" + System.getProperty("user.name"), Long.toString(pid));
        try {
            return counter(ByteBuffer.wrap(Files.readAllBytes(file)), INIT_DONE).map(value -> value != 0);
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // gone, unreadable, or written half: the caller falls back to what it had
        }
    }

    /** The long counter NAME from a perf data file's bytes, when it holds one. */
    static Optional<Long> counter(ByteBuffer data, String name) {
        if (data.limit() < 32 || data.order(ByteOrder.BIG_ENDIAN).getInt(0) != MAGIC) {
            return Optional.empty();
        }
        data.order(data.get(4) == 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
        if (data.get(5) != 2) {
            return Optional.empty(); // a layout other than the one read here
        }
        int entryOffset = data.getInt(24);
        int entries = data.getInt(28);
        int entry = entryOffset;
        for (int i = 0; i < entries && entry + 20 <= data.limit(); i++) {
            int length = data.getInt(entry);
            if (length <= 0) {
                return Optional.empty();
            }
            int nameOffset = data.getInt(entry + 4);
            int vectorLength = data.getInt(entry + 8);
            byte type = data.get(entry + 12);
            int dataOffset = data.getInt(entry + 16);
            if (vectorLength == 0 && type == 'J' && name.equals(nameAt(data, entry + nameOffset))) {
                return Optional.of(data.getLong(entry + dataOffset));
            }
            entry += length;
        }
        return Optional.empty();
    }

    private static String nameAt(ByteBuffer data, int start) {
        int end = start;
        while (end < data.limit() && data.get(end) != 0) {
            end++;
        }
        byte[] bytes = new byte[end - start];
        data.get(start, bytes);
        return new String(bytes, StandardCharsets.US_ASCII);
    }
}
