package io.threadbench.controller.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** A child started on a CPU set runs there, as /proc/PID/status says; a running process can be moved. */
class CpuAffinityTests {

    @Test
    void aChildStartsOnItsCoresAndCanBeMoved() throws Exception {
        assumeTrue(CpuAffinity.taskset().isPresent(), "taskset (util-linux) is not on the PATH here");
        int cores = CpuAffinity.onlineCores();
        CpuSet last = CpuSet.range(cores - 1, cores - 1);
        Process child = new ProcessBuilder(CpuAffinity.pinned(last, List.of("sleep", "30"))).start();
        try {
            // taskset sets the affinity, then becomes sleep: wait for that moment, not for a time
            for (int i = 0; i < 100 && !child.info().command().orElse("").endsWith("sleep"); i++) {
                Thread.sleep(20);
            }
            assertThat(CpuAffinity.of(child.pid())).contains(last);

            CpuAffinity.apply(child.pid(), CpuSet.range(0, 0));

            assertThat(CpuAffinity.of(child.pid())).contains(CpuSet.range(0, 0));
        } finally {
            child.destroyForcibly().waitFor();
        }
    }

    @Test
    void aProcessWhoseThreadsKeepEndingIsMovedAllTheSame() throws Exception {
        // taskset -a failed with "failed to get pid N's affinity: No such process" when one of the controller's
        // threads ended while it went through them (BenchmarkCpuSetsTests, once). Here a churner makes about one
        // taskset run in five fail (4 of 21), so without the retries 20 moves fail almost surely
        assumeTrue(CpuAffinity.taskset().isPresent(), "taskset (util-linux) is not on the PATH here");
        long self = ProcessHandle.current().pid();
        CpuSet cores = CpuAffinity.of(self).orElseThrow(); // the cores it has: nothing else in this JVM notices
        AtomicBoolean churn = new AtomicBoolean(true);
        Thread churner = Thread.ofPlatform().start(() -> {
            while (churn.get()) {
                Thread.ofPlatform().start(() -> {});
            }
        });
        try {
            for (int i = 0; i < 20; i++) {
                CpuAffinity.apply(self, cores);
            }
        } finally {
            churn.set(false);
            churner.join();
        }
        assertThat(CpuAffinity.of(self)).contains(cores);
    }

    @Test
    void theMachinesCoresAreCountedWhateverThisProcessIsPinnedTo() {
        assertThat(CpuAffinity.onlineCores())
                .isGreaterThanOrEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(CpuAffinity.of(ProcessHandle.current().pid()))
                .hasValueSatisfying(set -> assertThat(set.highest()).isLessThan(CpuAffinity.onlineCores()));
        assertThat(CpuAffinity.prefix(null)).isEmpty();
    }
}
