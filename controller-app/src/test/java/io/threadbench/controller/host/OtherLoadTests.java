package io.threadbench.controller.host;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.host.CpuSnapshot.ProcessTime;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What two snapshots of the processes' CPU times say about the other processes, and how it is worded. */
class OtherLoadTests {

    @Test
    void namesTheBusiestOtherProcessesWithTheirCores() {
        CpuSnapshot before = new CpuSnapshot(
                0,
                Map.of(
                        4242, new ProcessTime("java", 1_000),
                        5, new ProcessTime("threadbench", 0),
                        9, new ProcessTime("old-name", 5_000)));
        CpuSnapshot after = new CpuSnapshot(
                2_000_000_000L,
                Map.of(
                        4242, new ProcessTime("java", 2_800), // 1.8 s of CPU in 2 s
                        77, new ProcessTime("chromium", 600), // started in between: all its CPU counts
                        5, new ProcessTime("threadbench", 4_000), // ours: left out
                        9, new ProcessTime("sleep", 100))); // a reused PID: counted from its start

        OtherLoad load = after.otherLoadSince(before, Set.of(5L));

        assertThat(load.cores()).isEqualTo(1.25, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(load.describe())
                .isEqualTo("1.3 cores over 2 s: java (PID 4242) 0.9 cores, chromium (PID 77) 0.3 cores,"
                        + " sleep (PID 9) 0.1 cores");
    }

    @Test
    void anIdleMachineNamesNoProcess() {
        CpuSnapshot same = new CpuSnapshot(0, Map.of(1, new ProcessTime("init", 10)));
        CpuSnapshot later = new CpuSnapshot(1_000_000_000L, Map.of(1, new ProcessTime("init", 10)));

        assertThat(later.otherLoadSince(same, Set.of()).describe()).isEqualTo("0.0 cores over 1 s: no process");
    }
}
