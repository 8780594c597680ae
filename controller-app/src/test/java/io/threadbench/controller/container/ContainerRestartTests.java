package io.threadbench.controller.container;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.threadbench.controller.HeadlessController;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real controller process (the headless CLI) killed with SIGKILL while its SUT container measures, together with
 * the {@code docker run} client it started (as when a terminal's whole process group is killed): the container runs
 * on with nobody to stop it. The next controller on the same data folder removes it, finding it by the label that
 * names that folder, says so in its log, removes its parent cgroup too, and leaves another living folder's container
 * alone; one labelled with a folder that no longer exists goes too.
 */
class ContainerRestartTests {

    @TempDir
    Path home;

    @Test
    void aContainerOfAControllerKilledMidTrialIsRemovedByTheNextStart() throws Exception {
        DockerEngine docker = EngineOrSkip.engine();
        Path setup = Files.writeString(home.resolve("setup.yaml"), """
                services:
                  - name: hog
                    jar: %s
                variants:
                  - label: hog-boxed
                    service: hog
                    container: {cpus: 1, memory: 256m}
                scenarios:
                  - name: hog-health-long
                    workload: requests
                    loadShape: constant-rate
                    rps: 5
                    vus: 2
                    warmupSeconds: 1
                    durationSeconds: 300
                    requests:
                      - path: /actuator/health
                """.formatted(HogJar.path()));
        Process first = controller(
                "first.log",
                "--variants-file",
                setup.toString(),
                "--variants",
                "hog-boxed",
                "--scenarios",
                "hog-health-long");
        String filter = TrialContainers.homeFilter(home);
        String image;
        String name;
        try {
            await().atMost(Duration.ofSeconds(300))
                    .pollInterval(Duration.ofSeconds(1))
                    .until(() -> first.isAlive() && "measuring".equals(query("SELECT step FROM trial WHERE id = 1")));
            List<String> running = labelled(docker, filter, "{{.Names}} {{.Label \"io.threadbench.trial\"}}");
            assertThat(running)
                    .singleElement()
                    .satisfies(line ->
                            assertThat(line).startsWith("threadbench-sut-1-").endsWith(" 1"));
            name = running.getFirst().split(" ")[0];
            image = labelled(docker, filter, "{{.Image}}").getFirst();
        } finally {
            List<ProcessHandle> clients = first.toHandle().descendants().toList();
            first.destroyForcibly().waitFor();
            clients.forEach(ProcessHandle::destroyForcibly);
        }
        assertThat(labelled(docker, filter, "{{.State}}"))
                .as("the container outlived its controller and its client")
                .containsExactly("running");
        String strangerName =
                "threadbench-test-stranger-" + ProcessHandle.current().pid();
        Path strangerHome = Files.createDirectories(home.resolve("another-threadbench"));
        createLabelled(docker, strangerName, strangerHome, image);
        // a container whose controller's data folder was deleted (a test's temporary home): nobody else will come
        String forgottenName =
                "threadbench-test-forgotten-" + ProcessHandle.current().pid();
        createLabelled(docker, forgottenName, home.resolve("a-deleted-home"), image);
        try {
            // a second start on the same data folder; its own request is refused, but recovery has run by then
            Process second = controller("second.log", "--scenarios", "no-such-scenario", "--approaches", "vertx");
            assertThat(second.waitFor(300, TimeUnit.SECONDS)).isTrue();

            String log = Files.readString(home.resolve("second.log"));
            assertThat(second.exitValue()).as(log).isEqualTo(2);
            assertThat(labelled(docker, filter, "{{.Names}}")).isEmpty();
            assertThat(log)
                    .contains("Removing orphaned container threadbench-sut-1-")
                    .contains("labelled with this data folder " + home.toAbsolutePath());
            assertThat(query("SELECT status FROM trial WHERE id = 1")).isEqualTo("INTERRUPTED");
            if (docker.cgroupfs()) {
                assertThat(Path.of("/sys/fs/cgroup/memory", name))
                        .as("its parent cgroup, which kept its memory peak, went with it")
                        .doesNotExist();
                assertThat(Path.of("/sys/fs/cgroup", name)).doesNotExist();
            }
            assertThat(labelled(docker, TrialContainers.homeFilter(strangerHome), "{{.Names}}"))
                    .as("another living data folder's container is not this controller's")
                    .containsExactly(strangerName);
            assertThat(labelled(docker, TrialContainers.homeFilter(home.resolve("a-deleted-home")), "{{.Names}}"))
                    .as("a deleted data folder's container is nobody's, and gone")
                    .isEmpty();
            // (which controller removed it, this one or another test's starting beside it, is not for this test to
            // know: OrphanContainersTests pins the words)
        } finally {
            docker.run(List.of("rm", "--force", strangerName, forgottenName), Duration.ofSeconds(60));
        }
    }

    private static void createLabelled(DockerEngine docker, String name, Path home, String image) throws IOException {
        DockerEngine.Result created = docker.run(
                List.of(
                        "create",
                        "--name",
                        name,
                        "--label",
                        ContainerOwner.HOME_LABEL + "=" + home,
                        image,
                        SutImageBuilder.JAVA,
                        "-version"),
                Duration.ofSeconds(60));
        assertThat(created.ok()).as(created.output()).isTrue();
    }

    private static List<String> labelled(DockerEngine docker, String filter, String format) throws IOException {
        DockerEngine.Result listed =
                docker.run(List.of("ps", "--all", "--filter", filter, "--format", format), Duration.ofSeconds(30));
        assertThat(listed.ok()).as(listed.output()).isTrue();
        return listed.output().lines().filter(line -> !line.isBlank()).toList();
    }

    private Process controller(String log, String... runArgs) throws IOException {
        List<String> args =
                new java.util.ArrayList<>(List.of("--out", home.resolve("out").toString()));
        args.addAll(List.of(runArgs));
        return HeadlessController.start(home, home.resolve("no-default-scenarios"), home.resolve(log), args);
    }

    private String query(String sql) throws SQLException {
        return HeadlessController.query(home, sql);
    }
}
