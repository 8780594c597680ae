package io.threadbench.controller.benchmark;

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
 * The real thing: a controller process (the headless CLI) stopped in the middle of a trial. Killed with SIGKILL
 * it leaves its SUT behind, and the next start of a controller on the same database must kill that orphan and
 * mark the trial and benchmark INTERRUPTED; stopped with SIGTERM it does that itself on the way out.
 */
class ControllerRestartTests {

    @TempDir
    Path home;

    @Test
    void aControllerKilledMidTrialLeavesNoOrphanAfterTheNextStart() throws Exception {
        Path scenarios = longScenario();
        Process first =
                controller(scenarios, "first.log", "--scenarios", "restart-long", "--approaches", "undertow-raw");
        long sutPid;
        try {
            await().atMost(Duration.ofSeconds(300))
                    .pollInterval(Duration.ofSeconds(1))
                    .until(() -> "measuring".equals(query("SELECT step FROM trial WHERE id = 1")));
            sutPid = Long.parseLong(query("SELECT pid FROM child_process WHERE role = 'sut'"));
        } finally {
            first.destroyForcibly().waitFor();
        }
        ProcessHandle sut = ProcessHandle.of(sutPid).orElseThrow();
        assertThat(sut.isAlive()).as("the SUT outlived its controller").isTrue();
        assertThat(query("SELECT status FROM trial WHERE id = 1")).isEqualTo("RUNNING");

        // a second start on the same database; its own request is refused, but recovery has run by then
        Process second =
                controller(scenarios, "second.log", "--scenarios", "no-such-scenario", "--approaches", "undertow-raw");
        assertThat(second.waitFor(300, TimeUnit.SECONDS)).isTrue();

        assertThat(second.exitValue())
                .as(Files.readString(home.resolve("second.log")))
                .isEqualTo(2);
        assertThat(sut.isAlive()).isFalse();
        assertThat(query("SELECT status FROM trial WHERE id = 1")).isEqualTo("INTERRUPTED");
        assertThat(query("SELECT status FROM benchmark WHERE id = 1")).isEqualTo("INTERRUPTED");
        assertThat(query("SELECT COUNT(*) FROM child_process")).isEqualTo("0");
    }

    @Test
    void aControllerStoppedWithSigtermStopsItsTrialAndMarksItInterrupted() throws Exception {
        Path scenarios = longScenario();
        Process controller =
                controller(scenarios, "controller.log", "--scenarios", "restart-long", "--approaches", "vertx");
        long sutPid;
        try {
            await().atMost(Duration.ofSeconds(300))
                    .pollInterval(Duration.ofSeconds(1))
                    .until(() -> "measuring".equals(query("SELECT step FROM trial WHERE id = 1")));
            sutPid = Long.parseLong(query("SELECT pid FROM child_process WHERE role = 'sut'"));
            controller.destroy(); // SIGTERM, as Ctrl+C or a service manager would
            assertThat(controller.waitFor(90, TimeUnit.SECONDS)).isTrue();
        } finally {
            controller.destroyForcibly().waitFor();
        }

        assertThat(ProcessHandle.of(sutPid).filter(ProcessHandle::isAlive)).isEmpty();
        assertThat(query("SELECT status FROM trial WHERE id = 1")).isEqualTo("INTERRUPTED");
        assertThat(query("SELECT partial FROM trial WHERE id = 1")).isEqualTo("1");
        assertThat(query("SELECT status FROM benchmark WHERE id = 1")).isEqualTo("INTERRUPTED");
        assertThat(query("SELECT COUNT(*) FROM child_process")).isEqualTo("0");
    }

    private Path longScenario() throws IOException {
        Path scenarios = Files.createDirectories(home.resolve("scenarios"));
        Files.writeString(scenarios.resolve("restart-long.yaml"), """
                name: restart-long
                workload: epoch-millis
                loadShape: constant-vus
                vus: 2
                delayMillis: 50
                durationSeconds: 300
                jvmOptions: ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
                """);
        return scenarios;
    }

    private Process controller(Path scenarios, String log, String... runArgs) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of(runArgs));
        args.addAll(List.of("--repetitions", "1")); // the CLI's default is 3
        return HeadlessController.start(home, scenarios, home.resolve(log), args);
    }

    private String query(String sql) throws SQLException {
        return HeadlessController.query(home, sql);
    }
}
