package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.management.remote.JMXConnector;
import org.junit.jupiter.api.Test;

/**
 * The JIT's compiler threads' CPU time from /proc, against real JVMs: one warming up (the source launcher compiles
 * the program in the JVM itself, so the JIT is busy from the start), one without a JIT, a plain process, and one
 * whose core it shares with two busy processes, where JMX's elapsed compilation time outgrows the CPU behind it.
 */
class CompilerThreadsCpuTests {

    @Test
    void aJvmThatCompiledHasCompilerCpuAndOneWithoutAJitOrAPlainProcessHasNone() throws Exception {
        try (LoadTargetProcess warming = LoadTargetProcess.loadTarget(List.of(), "allocate", "10")) {
            warming.awaitLine("READY", 60);
            CompilerThreadsCpu compilers =
                    CompilerThreadsCpu.ofProcess(warming.handle().pid());
            long first = compilers.cpuMillis();
            assertThat(first).as("ms of compiling the program and starting it").isPositive();
            assertThat(compilers.cpuMillis()).as("cumulative").isGreaterThanOrEqualTo(first);
        }
        try (LoadTargetProcess interpreted = LoadTargetProcess.loadTarget(List.of("-Xint"), "allocate", "1")) {
            interpreted.awaitLine("READY", 120);
            assertThat(CompilerThreadsCpu.ofProcess(interpreted.handle().pid()).cpuMillis())
                    .as("-Xint: no compiler thread")
                    .isEqualTo(-1);
        }
        try (LoadTargetProcess sleeper = LoadTargetProcess.start(List.of("sleep", "30"))) {
            assertThat(CompilerThreadsCpu.ofProcess(sleeper.handle().pid()).cpuMillis())
                    .isEqualTo(-1);
        }
        assertThat(CompilerThreadsCpu.isCompilerThread("C2 CompilerThre")).isTrue();
        assertThat(CompilerThreadsCpu.isCompilerThread("C1 CompilerThre")).isTrue();
        assertThat(CompilerThreadsCpu.isCompilerThread("GC Thread#0")).isFalse();
    }

    /**
     * A JVM on one core beside two processes that never sleep gets about a third of it: its compiler threads wait for
     * their slices while compiling, and JMX counts that wait as compilation time; their CPU time does not.
     */
    @Test
    void compilerThreadsStarvedOfCpuCompileForLongerThanTheyRun() throws Exception {
        List<LoadTargetProcess> hogs = new ArrayList<>();
        try {
            for (int i = 0; i < 2; i++) {
                hogs.add(LoadTargetProcess.start(List.of("taskset", "-c", "0", "sh", "-c", "while :; do :; done")));
            }
            List<String> starved = new ArrayList<>(List.of("taskset", "-c", "0"));
            starved.add(LoadTargetProcess.javaBinary().toString());
            starved.addAll(List.of(
                    "--enable-native-access=ALL-UNNAMED",
                    LoadTargetProcess.resource("/telemetry/LoadTarget.java").toString(),
                    "allocate",
                    "10"));
            try (LoadTargetProcess jvm = LoadTargetProcess.start(starved)) {
                jvm.awaitLine("READY", 180);
                long pid = jvm.handle().pid();
                try (JMXConnector connector = new JvmAttacher(Duration.ofSeconds(60)).connect(pid, () -> false)) {
                    long elapsed = new JmxReader(connector.getMBeanServerConnection())
                            .read()
                            .compilationMillis();
                    // read after JMX's figure: it then holds at least the compiling that figure counted
                    long cpu = CompilerThreadsCpu.ofProcess(pid).cpuMillis();
                    assertThat(cpu).isPositive();
                    // about 3× on a quiet machine; the test JVMs beside it on core 0 only starve it further
                    assertThat((double) elapsed)
                            .as("JMX's compilation ms (%d) against the compiler threads' CPU ms (%d)", elapsed, cpu)
                            .isGreaterThan(1.5 * cpu);
                }
            }
        } finally {
            for (LoadTargetProcess hog : hogs) {
                hog.close();
            }
        }
    }
}
