package io.threadbench.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@link CalmMachine}'s reading of {@code /proc/stat}. */
class CalmMachineTests {

    @Test
    void idleAndIowaitAreNotBusyEverythingElseIs() {
        // cpu user nice system idle iowait irq softirq steal guest guest_nice (guest time is already in user)
        long[] ticks = CalmMachine.parse("cpu  100 5 40 800 20 3 2 0 7 0");

        assertThat(ticks).containsExactly(150, 970);
    }

    @Test
    void theBusyShareIsBusyTicksOverAllTicksBetweenTwoReadings() {
        assertThat(CalmMachine.busyShare(new long[] {150, 970}, new long[] {170, 1170}))
                .isEqualTo(0.10);
        assertThat(CalmMachine.busyShare(new long[] {150, 970}, new long[] {150, 970}))
                .as("no ticks between them")
                .isZero();
    }

    @Test
    void thisMachinesCountersAreReadAndOnlyGrow() throws InterruptedException {
        long[] before = CalmMachine.ticks();
        Thread.sleep(50);
        long[] after = CalmMachine.ticks();

        assertThat(before).hasSize(2);
        assertThat(after[1]).isGreaterThan(before[1]);
        assertThat(after[0]).isGreaterThanOrEqualTo(before[0]);
        assertThat(CalmMachine.busyShare(before, after)).isBetween(0.0, 1.0);
    }
}
