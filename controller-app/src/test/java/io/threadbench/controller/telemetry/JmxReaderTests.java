package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.telemetry.JmxReader.JvmReading;
import java.time.Duration;
import java.util.List;
import javax.management.remote.JMXConnector;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Attach API + JMX against a child JVM that allocates a known 100 MB/s in a 32 MB heap. */
class JmxReaderTests {

    private static LoadTargetProcess allocator;

    @BeforeAll
    static void startAllocator() throws Exception {
        allocator = LoadTargetProcess.loadTarget(List.of("-Xmx32m"), "allocate", "100");
        allocator.awaitLine("READY", 60);
    }

    @AfterAll
    static void stopAllocator() throws Exception {
        if (allocator != null) {
            allocator.close();
        }
    }

    @Test
    void readsGrowingGcCountersHeapThreadsCpuAndAllocatedBytesOfAnAllocatingJvm() throws Exception {
        long pid = allocator.handle().pid();
        try (JMXConnector connector = new JvmAttacher(Duration.ofSeconds(30)).connect(pid, () -> false)) {
            JmxReader reader = new JmxReader(connector.getMBeanServerConnection());
            JvmReading before = reader.read();
            Thread.sleep(1500);
            JvmReading after = reader.read();

            // 150 MB allocated into a 32 MB heap cannot happen without collections.
            assertThat(after.gcCount()).isGreaterThan(before.gcCount());
            assertThat(after.gcTimeMillis()).isGreaterThanOrEqualTo(before.gcTimeMillis());
            assertThat(after.heapUsedBytes()).isPositive().isLessThanOrEqualTo(after.heapMaxBytes());
            assertThat(after.heapMaxBytes()).isEqualTo(32L * 1024 * 1024);
            assertThat(after.platformThreads()).isPositive();
            assertThat(after.processCpuNanos()).isGreaterThan(before.processCpuNanos());
            // 1.5 s of 100 MB/s is 157 MB; a busy machine slows the child's pacing, never past it
            assertThat(after.allocatedBytes() - before.allocatedBytes())
                    .isBetween(50L * 1024 * 1024, 200L * 1024 * 1024);
            assertThat(after.compilationMillis()).isGreaterThanOrEqualTo(before.compilationMillis());
            assertThat(before.compilationMillis()).as("a JVM with a JIT").isNotNegative();
            assertThat(reader.hasVirtualThreadScheduler())
                    .isEqualTo(Runtime.version().feature() >= 24);
            if (reader.hasVirtualThreadScheduler()) {
                assertThat(after.virtualThreadsMounted()).isNotNegative();
                assertThat(after.virtualThreadsQueued()).isNotNegative();
            }
        }
    }

    @Test
    void samplerTurnsCountersIntoPerIntervalDeltas() throws Exception {
        try (JvmSampler sampler =
                new JvmSampler(allocator.handle().pid(), new JvmAttacher(Duration.ofSeconds(30)), false)) {
            JvmFigures figures = sampler.sample();
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (figures.jvmUnavailableReason() != null && System.nanoTime() < deadline) {
                assertThat(figures.jvmUnavailableReason()).startsWith("attaching");
                Thread.sleep(200);
                figures = sampler.sample();
            }
            long gcCount = 0;
            for (int i = 0; i < 3; i++) {
                Thread.sleep(500);
                figures = sampler.sample();
                assertThat(figures.jvmUnavailableReason()).isNull();
                assertThat(figures.gcCountDelta()).isNotNegative();
                gcCount += figures.gcCountDelta();
            }
            // Deltas, not cumulative counters: 1.5 s at 100 MB/s in a young generation of a few MB.
            assertThat(gcCount).isPositive();
            assertThat(figures.heapMaxMib()).isEqualTo(32.0);
            assertThat(figures.heapCommittedMib()).isBetween(figures.heapUsedMib(), 32.0);
            assertThat(figures.jvmProcessCpuPercent()).isPositive();
        }
    }

    @Test
    void handlesSigquitTellsAJvmFromAPlainProcess() throws Exception {
        assertThat(JvmAttacher.handlesSigquit(allocator.handle().pid())).isTrue();
        try (LoadTargetProcess sleeper = LoadTargetProcess.start(List.of("sleep", "30"))) {
            assertThat(JvmAttacher.handlesSigquit(sleeper.handle().pid())).isFalse();
        }
    }
}
