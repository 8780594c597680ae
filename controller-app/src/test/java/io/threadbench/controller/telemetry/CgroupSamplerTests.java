package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.container.DockerEngine;
import io.threadbench.controller.container.HogJar;
import io.threadbench.controller.container.SutContainer;
import io.threadbench.controller.container.SutImage;
import io.threadbench.controller.container.SutImageBuilder;
import io.threadbench.controller.variant.ContainerLimits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A CPU-bound program with two busy threads in a 1-CPU container on a real Docker engine: its cgroup says it used
 * about one core, not two, and the JVM inside saw one processor.
 */
class CgroupSamplerTests {

    @Test
    void twoBusyThreadsInAOneCpuContainerUseAboutOneCore() throws Exception {
        DockerEngine docker = new DockerEngine();
        assertThat(docker.answers()).as(DockerEngine.INSTALL_HINT).isTrue();
        SutImage image = new SutImageBuilder(docker).imageFor(HogJar.path(), Path.of(System.getProperty("java.home")));
        SutContainer container = new SutContainer(
                docker,
                "threadbench-test-spin-" + ProcessHandle.current().pid(),
                new ContainerLimits(1.0, "256m", null),
                image,
                0);
        Path log = Files.createTempFile("spin", ".log");
        Process client = new ProcessBuilder(container.runCommand(
                        List.of(SutImageBuilder.JAVA, "-jar", SutImageBuilder.JAR, "spin", "2"), Set.of(), null))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        try {
            awaitRunning(container);
            CgroupSampler sampler = CgroupSampler.ofContainer(container.id()).orElseThrow();
            Thread.sleep(1000); // past the JVM's start
            sampler.sample();
            Thread.sleep(3000);
            ProcessSampler.Figures figures = sampler.sample();

            assertThat(figures.cpuPercent()).as("% of one core").isBetween(75.0, 115.0);
            assertThat(figures.rssMib()).as("MiB").isBetween(5.0, 256.0);
            assertThat(figures.threads()).isGreaterThan(2);
            assertThat(Files.readString(log)).contains("available processors: 1");
        } finally {
            container.remove();
            client.destroy();
        }
    }

    private static void awaitRunning(SutContainer container) throws Exception {
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
