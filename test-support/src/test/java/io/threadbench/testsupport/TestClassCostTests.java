package io.threadbench.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.junit.jupiter.api.Test;

class TestClassCostTests {

    @Test
    void theProcessCpuTimeGrowsByWhatThisThreadBurnt() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long before = TestClassCost.cpuTicks();
        long threadStart = threads.getCurrentThreadCpuTime();
        long sink = 0;
        while (threads.getCurrentThreadCpuTime() - threadStart < 300_000_000L) {
            sink += Long.numberOfTrailingZeros(sink + System.nanoTime());
        }
        long after = TestClassCost.cpuTicks();

        assertThat(sink).isNotNegative();
        assertThat(before).isPositive();
        // 300 ms of this thread's CPU is at least 30 ticks of the process; the clock ticks in 10 ms steps
        assertThat(after - before).isGreaterThanOrEqualTo(29);
    }
}
