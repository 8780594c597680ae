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
                        4242, new ProcessTime("java", 1_000, false),
                        5, new ProcessTime("threadbench", 0, false),
                        9, new ProcessTime("old-name", 5_000, false)));
        CpuSnapshot after = new CpuSnapshot(
                2_000_000_000L,
                Map.of(
                        4242, new ProcessTime("java", 2_800, false), // 1.8 s of CPU in 2 s
                        77, new ProcessTime("chromium", 600, false), // started in between: all its CPU counts
                        5, new ProcessTime("threadbench", 4_000, false), // ours: left out
                        9, new ProcessTime("sleep", 100, false))); // a reused PID: counted from its start

        OtherLoad load = after.otherLoadSince(before, Set.of(5L));

        assertThat(load.cores()).isEqualTo(1.25, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(load.describe())
                .isEqualTo("1.3 cores over 2 s: java (PID 4242) 0.9 cores, chromium (PID 77) 0.3 cores,"
                        + " sleep (PID 9) 0.1 cores");
    }

    @Test
    void processesThatUsedAlmostNothingAreCountedNotNamed() {
        CpuSnapshot before = new CpuSnapshot(
                0,
                Map.of(
                        23658, new ProcessTime("java", 0, false),
                        1, new ProcessTime("process_api", 0, false),
                        7605, new ProcessTime("containerd", 0, false)));
        CpuSnapshot after = new CpuSnapshot(
                20_000_000_000L,
                Map.of(
                        23658, new ProcessTime("java", 12_000, false), // 0.6 cores over 20 s
                        1, new ProcessTime("process_api", 200, false), // 0.01
                        7605, new ProcessTime("containerd", 100, false)));

        assertThat(after.otherLoadSince(before, Set.of()).describe())
                .isEqualTo("0.6 cores over 20 s: java (PID 23658) 0.6 cores and 2 smaller");

        CpuSnapshot quiet = new CpuSnapshot(
                20_000_000_000L,
                Map.of(
                        23658, new ProcessTime("java", 300, false),
                        1, new ProcessTime("process_api", 200, false),
                        7605, new ProcessTime("containerd", 0, false)));
        assertThat(quiet.otherLoadSince(before, Set.of()).describe())
                .as("the busiest is named even when small")
                .isEqualTo("0.0 cores over 20 s: java (PID 23658) 0.0 cores and 1 smaller");
    }

    @Test
    void kernelThreadsAreNoOtherLoad() {
        CpuSnapshot before = new CpuSnapshot(
                0,
                Map.of(
                        311, new ProcessTime("kworker/u4:1-writeback", 0, true),
                        4242, new ProcessTime("java", 0, false)));
        CpuSnapshot after = new CpuSnapshot(
                1_000_000_000L,
                Map.of(
                        311, new ProcessTime("kworker/u4:1-writeback", 700, true),
                        4242, new ProcessTime("java", 100, false)));

        OtherLoad load = after.otherLoadSince(before, Set.of());

        assertThat(load.describe()).isEqualTo("0.1 cores over 1 s: java (PID 4242) 0.1 cores");
    }

    @Test
    void aLiveSnapshotMarksTheKernelThreadsAndOnlyThem() {
        CpuSnapshot now = CpuSnapshot.take(new oshi.SystemInfo().getOperatingSystem());

        assertThat(now.processes().get((int) ProcessHandle.current().pid()).kernelThread())
                .isFalse();
        // on Linux PID 2 is kthreadd; in a container without it there are no kernel threads to see
        if (now.processes().containsKey(2)) {
            assertThat(now.processes().get(2).kernelThread()).isTrue();
            assertThat(now.processes().values())
                    .filteredOn(ProcessTime::kernelThread)
                    .extracting(ProcessTime::name)
                    .contains("kthreadd");
        }
    }

    @Test
    void anIdleMachineNamesNoProcess() {
        CpuSnapshot same = new CpuSnapshot(0, Map.of(1, new ProcessTime("init", 10, false)));
        CpuSnapshot later = new CpuSnapshot(1_000_000_000L, Map.of(1, new ProcessTime("init", 10, false)));

        assertThat(later.otherLoadSince(same, Set.of()).describe()).isEqualTo("0.0 cores over 1 s: no process");
    }
}
