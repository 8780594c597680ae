package io.threadbench.controller.telemetry;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Set;
import javax.management.Attribute;
import javax.management.AttributeList;
import javax.management.JMException;
import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;

/**
 * Reads the cumulative JVM figures of a (remote) JVM from its platform MXBeans. One read is a handful of
 * JMX round trips: heap, each garbage collector, threads and the bytes they allocated, process CPU time, the JIT's
 * compilation time and, when present (JDK 24+), the virtual thread scheduler (mounted and queued virtual threads,
 * parallelism, carrier pool size).
 *
 * <p>Allocation is HotSpot's {@code TotalThreadAllocatedBytes} (JDK 21+): every thread's TLAB and outside-TLAB
 * allocation, exited threads included. A virtual thread allocates in its carrier's TLAB, so its bytes count there
 * (DESIGN §6 has the measurement). Before JDK 21, or with thread allocation accounting off, it is unknown (-1).
 */
final class JmxReader {

    static final String VIRTUAL_THREAD_SCHEDULER = "jdk.management:type=VirtualThreadScheduler";

    private static final String[] GC_ATTRIBUTES = {"CollectionCount", "CollectionTime"};
    private static final String[] THREADING_ATTRIBUTES = {"ThreadCount", "TotalThreadAllocatedBytes"};
    private static final String[] VTS_ATTRIBUTES = {
        "MountedVirtualThreadCount", "QueuedVirtualThreadCount", "Parallelism", "PoolSize"
    };

    private final MBeanServerConnection connection;
    private final ObjectName memory;
    private final ObjectName threading;
    private final ObjectName operatingSystem;
    private final ObjectName compilation;
    private final List<ObjectName> collectors;
    private final ObjectName virtualThreadScheduler;

    JmxReader(MBeanServerConnection connection) throws IOException {
        this.connection = connection;
        try {
            this.memory = new ObjectName(ManagementFactory.MEMORY_MXBEAN_NAME);
            this.threading = new ObjectName(ManagementFactory.THREAD_MXBEAN_NAME);
            this.operatingSystem = new ObjectName(ManagementFactory.OPERATING_SYSTEM_MXBEAN_NAME);
            ObjectName jit = new ObjectName(ManagementFactory.COMPILATION_MXBEAN_NAME);
            // A JVM run with -Xint has no compiler and no such MXBean.
            this.compilation = connection.isRegistered(jit) ? jit : null;
            // Collectors are fixed for a JVM's life: look them up once, not per read.
            Set<ObjectName> names = connection.queryNames(
                    new ObjectName(ManagementFactory.GARBAGE_COLLECTOR_MXBEAN_DOMAIN_TYPE + ",*"), null);
            this.collectors = List.copyOf(names);
            ObjectName scheduler = new ObjectName(VIRTUAL_THREAD_SCHEDULER);
            this.virtualThreadScheduler = connection.isRegistered(scheduler) ? scheduler : null;
        } catch (JMException e) {
            throw new IllegalStateException("platform MXBean names are constant", e);
        }
    }

    boolean hasVirtualThreadScheduler() {
        return virtualThreadScheduler != null;
    }

    /** The current cumulative figures; throws when the JVM does not answer. */
    JvmReading read() throws IOException, JMException {
        long atNanos = System.nanoTime();
        CompositeData heap = (CompositeData) connection.getAttribute(memory, "HeapMemoryUsage");
        long gcCount = 0;
        long gcTime = 0;
        for (ObjectName collector : collectors) {
            AttributeList values = connection.getAttributes(collector, GC_ATTRIBUTES);
            // -1 means "undefined" for that collector: leave it out of the sums.
            gcCount += Math.max(0, longValue(values, "CollectionCount"));
            gcTime += Math.max(0, longValue(values, "CollectionTime"));
        }
        AttributeList threadValues = connection.getAttributes(threading, THREADING_ATTRIBUTES);
        int threads = (int) longValue(threadValues, "ThreadCount");
        long allocatedBytes = longValue(threadValues, "TotalThreadAllocatedBytes");
        long cpuNanos = ((Number) connection.getAttribute(operatingSystem, "ProcessCpuTime")).longValue();
        long compilationMillis = compilation == null
                ? -1
                : ((Number) connection.getAttribute(compilation, "TotalCompilationTime")).longValue();
        Integer mounted = null;
        Long queued = null;
        Integer parallelism = null;
        Integer poolSize = null;
        if (virtualThreadScheduler != null) {
            AttributeList values = connection.getAttributes(virtualThreadScheduler, VTS_ATTRIBUTES);
            long mountedCount = longValue(values, "MountedVirtualThreadCount");
            long queuedCount = longValue(values, "QueuedVirtualThreadCount");
            long parallelismCount = longValue(values, "Parallelism");
            long poolSizeCount = longValue(values, "PoolSize");
            mounted = mountedCount < 0 ? null : (int) mountedCount;
            queued = queuedCount < 0 ? null : queuedCount;
            parallelism = parallelismCount < 0 ? null : (int) parallelismCount;
            poolSize = poolSizeCount < 0 ? null : (int) poolSizeCount;
        }
        return new JvmReading(
                atNanos,
                (Long) heap.get("used"),
                (Long) heap.get("max"),
                (Long) heap.get("committed"),
                gcCount,
                gcTime,
                threads,
                cpuNanos,
                allocatedBytes,
                compilationMillis,
                mounted,
                queued,
                parallelism,
                poolSize);
    }

    /** An attribute of a getAttributes answer, which may leave out (or reorder) what it could not read. */
    private static long longValue(AttributeList values, String name) {
        for (Attribute attribute : values.asList()) {
            if (name.equals(attribute.getName()) && attribute.getValue() instanceof Number number) {
                return number.longValue();
            }
        }
        return -1;
    }

    /**
     * Cumulative figures at one moment.
     *
     * @param heapMaxBytes     -1 when the heap has no defined maximum
     * @param heapCommittedBytes the heap the JVM holds from the OS, used or not
     * @param processCpuNanos  -1 when the JVM cannot tell
     * @param allocatedBytes   bytes all threads ever allocated; -1 when the JVM cannot tell (before JDK 21)
     * @param compilationMillis the JIT compiler threads' summed time; -1 without a JIT
     */
    record JvmReading(
            long atNanos,
            long heapUsedBytes,
            long heapMaxBytes,
            long heapCommittedBytes,
            long gcCount,
            long gcTimeMillis,
            int platformThreads,
            long processCpuNanos,
            long allocatedBytes,
            long compilationMillis,
            Integer virtualThreadsMounted,
            Long virtualThreadsQueued,
            Integer carrierParallelism,
            Integer carrierPoolSize) {}
}
