package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.TestHttp;
import io.threadbench.controller.container.ContainerImage;
import io.threadbench.controller.container.ContainerOwner;
import io.threadbench.controller.container.DockerEngine;
import io.threadbench.controller.container.EngineOrSkip;
import io.threadbench.controller.container.HogJar;
import io.threadbench.controller.container.SutImageBuilder;
import io.threadbench.controller.container.TrialContainer;
import io.threadbench.controller.host.CpuSnapshot;
import io.threadbench.controller.host.QuietMachineGate;
import io.threadbench.controller.sut.RunningSut;
import io.threadbench.controller.variant.ContainerLimits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A CPU-bound program with two busy threads in a 1-CPU container on a real Docker engine: its cgroup holds a quota
 * of one core, the sampler reads at most one core used in each second (not the two the threads want), and the JVM
 * inside saw one processor. How close to a full core it gets depends on what else runs on the machine: about 100 %
 * when the machine is not saturated by others (DESIGN §3a "Containers").
 */
class CgroupSamplerTests {

    @Test
    void twoBusyThreadsInAOneCpuContainerUseAboutOneCore() throws Exception {
        DockerEngine docker = EngineOrSkip.engine();
        ContainerImage image =
                new SutImageBuilder(docker).imageFor(HogJar.path(), Path.of(System.getProperty("java.home")));
        String name = "threadbench-test-spin-" + ProcessHandle.current().pid();
        TrialContainer container = new TrialContainer(
                docker,
                name,
                new ContainerLimits(1.0, "256m", null),
                image,
                0,
                new ContainerOwner(Path.of(System.getProperty("java.io.tmpdir")), 0));
        Path log = TestHttp.tempFile("spin", ".log");
        Process client = new ProcessBuilder(container.runCommand(
                        List.of(SutImageBuilder.JAVA, "-jar", SutImageBuilder.JAR, "spin", "2"), Set.of(), null))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        try {
            awaitRunning(container);
            CgroupSampler sampler = CgroupSampler.ofContainer(container.id()).orElseThrow();
            QuietMachineGate gate = new QuietMachineGate(new oshi.SystemInfo(), true, 0.25, 2, 60);
            CpuSnapshot gateFrom = gate.snapshot();
            Thread.sleep(1000); // past the JVM's start
            sampler.sample();
            List<Double> perSecond = new java.util.ArrayList<>();
            ProcessSampler.Figures figures = null;
            for (int second = 0; second < 3; second++) {
                Thread.sleep(1000);
                figures = sampler.sample();
                perSecond.add(figures.cpuPercent());
            }

            assertThat(cpuControllerValue(name, container.id(), "cpu.cfs_quota_us"))
                    .isEqualTo(100_000);
            assertThat(cpuControllerValue(name, container.id(), "cpu.cfs_period_us"))
                    .isEqualTo(100_000);
            assertThat(perSecond)
                    .as("% of one core in each second")
                    .allSatisfy(percent -> assertThat(percent).isBetween(1.0, 110.0));
            assertThat(figures.rssMib()).as("MiB").isBetween(5.0, 256.0);
            assertThat(figures.threads()).isGreaterThan(2);
            assertThat(Files.readString(log)).contains("available processors: 1");

            // the quiet-machine gate: the container's JVM is the engine's child, not the controller's, yet ours
            Set<Long> containerProcesses =
                    new RunningSut(null, -1, null, -1, "/", false, null, null, container, null).containerProcesses();
            assertThat(containerProcesses).contains(container.hostPid());
            // the JIT's CPU time of a JVM in a container, read from the host through its cgroup's processes
            assertThat(sampler.processes()).contains(container.hostPid());
            assertThat(new CompilerThreadsCpu(sampler::processes).cpuMillis())
                    .as("ms of CPU in the container JVM's compiler threads")
                    .isPositive();
            assertThat(gate.busySince(gateFrom, Set.of()))
                    .as("without the container's processes left out, its JVM is other load")
                    .hasValueSatisfying(reason -> assertThat(reason).contains("(PID " + container.hostPid() + ")"));
            assertThat(gate.busySince(gateFrom, containerProcesses).orElse("quiet"))
                    .as("left out")
                    .doesNotContain("(PID " + container.hostPid() + ")");
        } finally {
            container.remove();
            client.destroy();
        }
    }

    /** A number of the container's CPU controller (cgroup v1: the quota and period Docker's --cpus sets). */
    /** Under the parent cgroup named after the container (the engine here runs the cgroupfs driver). */
    private static long cpuControllerValue(String name, String id, String file) throws java.io.IOException {
        return Long.parseLong(
                Files.readString(Path.of("/sys/fs/cgroup/cpu", name, id, file)).strip());
    }

    private static void awaitRunning(TrialContainer container) throws Exception {
        for (int i = 0; i < 100; i++) {
            try {
                container.resolve();
                if (container.hostPid() > 0) {
                    return;
                }
            } catch (java.io.IOException notYet) {
                // docker run has not created it yet
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the container did not start");
    }
}
