package io.threadbench.controller.sut;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.container.ContainerImage;
import io.threadbench.controller.container.ContainerOwner;
import io.threadbench.controller.container.DockerEngine;
import io.threadbench.controller.container.TrialContainer;
import io.threadbench.controller.variant.ContainerLimits;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The command a container variant's SUT starts with: the bare command turned into the image's java and jar with
 * JMX on loopback, run on the host's network with the limits and no swap, and nothing that would give it an
 * address of its own.
 */
class ContainerCommandTests {

    private final TrialContainer container = container(false);

    private static TrialContainer container(boolean aotCache) {
        return new TrialContainer(
                new DockerEngine(),
                "threadbench-sut-7-8080",
                new ContainerLimits(1.5, "512m", "0"),
                new ContainerImage("threadbench-sut:0123456789abcdef", null, aotCache),
                9010,
                new ContainerOwner(Path.of("/home/me/.threadbench"), 7));
    }

    @Test
    void theLogsHeadLineComesAfterTheImagesBuildTime() throws Exception {
        Path log = Files.createTempFile("threadbench-database", ".log");
        Files.writeString(
                log,
                "threadbench: container image threadbench-postgres:0123 (built in 31.0 s), before the"
                        + " trial's start\n");
        container.headLog(log);
        assertThat(Files.readAllLines(log))
                .as("the build's line stays: a database's log was written over by its head line before")
                .containsExactly(
                        "threadbench: container image threadbench-postgres:0123 (built in 31.0 s), before the trial's"
                                + " start",
                        "threadbench: container image threadbench-sut:0123456789abcdef (reused), limits 1.5 CPUs,"
                                + " 512m, cpuset 0");
        Files.delete(log);
    }

    @Test
    void theBareCommandRunsInsideOnTheImagesJavaAndJarWithJmxOnLoopback() {
        List<String> inside = SutLauncher.inContainer(
                List.of(
                        "/usr/lib/jvm/temurin-25/bin/java",
                        "-Xmx256m",
                        "-jar",
                        "/home/me/service-under-test.jar",
                        "--approach=loom-tomcat",
                        "--server.port=8080"),
                container);

        assertThat(inside.getFirst()).isEqualTo("/opt/java/bin/java");
        assertThat(inside)
                .contains("-Dcom.sun.management.jmxremote.port=9010", "-Dcom.sun.management.jmxremote.host=127.0.0.1")
                .containsSubsequence("-Xmx256m", "-jar", "/app/app.jar", "--approach=loom-tomcat", "--server.port=8080")
                .doesNotContain("/home/me/service-under-test.jar");
        assertThat(inside.indexOf("-Dcom.sun.management.jmxremote.port=9010")).isLessThan(inside.indexOf("-jar"));
        assertThat(container.jmxUrl()).isEqualTo("service:jmx:rmi:///jndi/rmi://127.0.0.1:9010/jmxrmi");
    }

    @Test
    void anImageWithAnAotCacheStartsFromItUnlessTheOptionsChooseClassSharing() {
        List<String> cached = SutLauncher.inContainer(
                List.of("/usr/bin/java", "-Xmx256m", "-jar", "/home/me/sut.jar", "--approach=loom-tomcat"),
                container(true));
        List<String> sharingOff = SutLauncher.inContainer(
                List.of("/usr/bin/java", "-Xshare:off", "-jar", "/home/me/sut.jar", "--approach=loom-tomcat"),
                container(true));

        assertThat(cached).containsSubsequence("-Xmx256m", "-XX:AOTCache=/app/app.aot", "-jar", "/app/app.jar");
        assertThat(sharingOff).noneMatch(option -> option.startsWith("-XX:AOTCache"));
    }

    @Test
    void theContainerUsesTheHostNetworkAndItsLimitsWithNoSwapBeyondTheMemory() {
        List<String> run = container.runCommand(List.of("/opt/java/bin/java", "-version"), List.of("TZ"), "1");

        assertThat(run)
                .containsSubsequence("docker", "run", "--name", "threadbench-sut-7-8080")
                .containsSubsequence("--network", "host")
                .containsSubsequence("--cpus", "1.5")
                .containsSubsequence("--memory", "512m", "--memory-swap", "512m")
                .containsSubsequence("--cpuset-cpus", "0") // the variant's own cpuset wins over the plan's "1"
                .containsSubsequence("--env", "TZ", "threadbench-sut:0123456789abcdef", "/opt/java/bin/java")
                .containsSubsequence("--label", "io.threadbench.home=/home/me/.threadbench")
                .containsSubsequence("--label", "io.threadbench.trial=7")
                .doesNotContain("-p", "--publish", "--rm", "bridge");
    }

    @Test
    void aBoxedDatabaseRunsAsItsFolderOwnerWithTheClusterMountedAndItsOwnLabelsAndLimits() {
        TrialContainer database = new TrialContainer(
                new DockerEngine(),
                "threadbench-database-7-5432",
                new ContainerLimits(0.5, "256m", null),
                new ContainerImage("threadbench-postgres:0123456789abcdef", null, false),
                0,
                new ContainerOwner(Path.of("/home/me/.threadbench"), 7));

        List<String> run = database.runCommand(
                List.of("/opt/postgres/bin/postgres", "-D", "/data", "-h", "127.0.0.1", "-p", "5432"),
                List.of(),
                "1",
                List.of("--user", "65534:65534", "--volume", "/tmp/threadbench-pgdata-1:/data"));

        assertThat(run)
                .containsSubsequence("--name", "threadbench-database-7-5432", "--network", "host")
                .containsSubsequence("--cpus", "0.5", "--memory", "256m", "--memory-swap", "256m")
                .containsSubsequence("--cpuset-cpus", "1") // no cpuset of its own: the plan's upstream cores
                .containsSubsequence("--label", "io.threadbench.home=/home/me/.threadbench")
                .containsSubsequence(
                        "--user",
                        "65534:65534",
                        "--volume",
                        "/tmp/threadbench-pgdata-1:/data",
                        "threadbench-postgres:0123456789abcdef",
                        "/opt/postgres/bin/postgres",
                        "-D",
                        "/data");
    }
}
