package io.threadbench.controller.host;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.testsupport.NeedsQuietMachine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A CPU-bound process of the test's own ({@code yes}, its output discarded) runs beside a real headless
 * controller: the trial waits for the machine to calm down, then runs flagged with that process named.
 */
@NeedsQuietMachine("the gate must see its own busy process as the only other load")
class QuietMachineGateTests {

    @TempDir
    Path root;

    @Test
    void aTrialBesideACpuBoundProcessWaitsThenRunsFlaggedNamingIt() throws Exception {
        Path scenarios = Files.createDirectories(root.resolve("scenarios"));
        Files.writeString(scenarios.resolve("gate-quick.yaml"), """
                name: gate-quick
                workload: epoch-millis
                loadShape: constant-vus
                vus: 2
                delayMillis: 20
                warmupSeconds: 1
                durationSeconds: 3
                jvmOptions: ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
                """);
        Process busy = new ProcessBuilder("yes")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            HeadlessController controller = HeadlessController.start(
                    root,
                    "gate",
                    scenarios,
                    root.resolve("gate.lock"),
                    "gate-quick",
                    "--threadbench.quiet-machine.enabled=true",
                    "--threadbench.quiet-machine.max-other-cores=0.5",
                    "--threadbench.quiet-machine.window-seconds=2",
                    "--threadbench.quiet-machine.max-wait-seconds=4");

            int exit = controller.awaitExit();

            String output = controller.text();
            assertThat(exit).as(output).isZero();
            String named = "yes (PID " + busy.pid() + ") ";
            assertThat(output)
                    .contains("gate-quick × undertow-raw, repetition 1: quiet-check: waiting for the machine to calm"
                            + " down: other processes used ")
                    .contains(named);
            String flags = query(controller.home(), "SELECT flags FROM trial");
            assertThat(flags)
                    .contains("\"OTHER_LOAD\"")
                    .contains("before the trial other processes used ")
                    .contains(named)
                    .containsPattern("waited [4-9] s for the machine to calm down")
                    .contains("during the measured run other processes used ");
        } finally {
            busy.destroyForcibly();
        }
    }

    private static String query(Path home, String sql) throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + home.resolve("threadbench.db"));
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery(sql)) {
            assertThat(rs.next()).isTrue();
            return rs.getString(1);
        }
    }
}
