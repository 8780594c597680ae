package io.threadbench.controller.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real headless controllers ({@code java … ThreadbenchApplication … run}, as {@code ./threadbench run} starts
 * them) with data folders of their own and one lock file: they measure one after the other, the later one says
 * for whom it waited, and a holder killed with SIGKILL frees the machine for the waiter.
 */
class MachineExclusivityTests {

    @TempDir
    static Path root;

    static Path scenarios;

    @BeforeAll
    static void scenarioFiles() throws IOException {
        scenarios = Files.createDirectories(root.resolve("scenarios"));
        String scenario = """
                name: %s
                workload: epoch-millis
                loadShape: constant-vus
                vus: 2
                delayMillis: 20
                warmupSeconds: 1
                durationSeconds: %d
                jvmOptions: ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
                """;
        Files.writeString(scenarios.resolve("lock-quick.yaml"), scenario.formatted("lock-quick", 4));
        Files.writeString(scenarios.resolve("lock-long.yaml"), scenario.formatted("lock-long", 300));
    }

    /** The benchmark's start and end as its own database stored them. */
    private record Window(Instant start, Instant end) {
        boolean overlaps(Window other) {
            return start.isBefore(other.end) && other.start.isBefore(end);
        }
    }

    private static Window window(Path home) throws SQLException {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + home.resolve("threadbench.db"));
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery("SELECT started_at, finished_at FROM benchmark")) {
            assertThat(rs.next()).as("a benchmark in " + home).isTrue();
            return new Window(Instant.ofEpochMilli(rs.getLong(1)), Instant.ofEpochMilli(rs.getLong(2)));
        }
    }

    @Test
    void twoControllersStartedTogetherMeasureOneAfterTheOther() throws Exception {
        Path lock = root.resolve("together.lock");
        HeadlessController a = HeadlessController.start(root, "a", scenarios, lock, "lock-quick");
        HeadlessController b = HeadlessController.start(root, "b", scenarios, lock, "lock-quick");

        int exitA = a.awaitExit();
        int exitB = b.awaitExit();

        assertThat(exitA).as(a.text()).isZero();
        assertThat(exitB).as(b.text()).isZero();
        Window first = window(a.home());
        Window second = window(b.home());
        HeadlessController waiter = b;
        HeadlessController holder = a;
        if (second.start().isBefore(first.start())) {
            waiter = a;
            holder = b;
        }
        assertThat(first.overlaps(second))
                .as("measuring windows %s and %s", first, second)
                .isFalse();
        assertThat(waiter.text())
                .contains("Benchmark 1 waiting: benchmark 1 of another Threadbench (PID "
                        + holder.process().pid() + ", data folder "
                        + holder.home().toAbsolutePath())
                .contains(" is measuring")
                .containsPattern("progress: waiting: benchmark 1 of another Threadbench .* — run \\d:\\d\\d");
        assertThat(holder.text()).doesNotContain("waiting:");
    }

    @Test
    void aHolderKilledWithSigkillFreesTheMachineForTheWaiter() throws Exception {
        Path lock = root.resolve("killed.lock");
        HeadlessController holder = HeadlessController.start(root, "holder", scenarios, lock, "lock-long");
        await().atMost(Duration.ofMinutes(5))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> Files.exists(lock)
                        && Files.readString(lock)
                                .contains("PID " + holder.process().pid() + ","));
        HeadlessController waiter = HeadlessController.start(root, "waiter", scenarios, lock, "lock-quick");
        await().atMost(Duration.ofMinutes(5))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> waiter.text()
                        .contains("waiting: benchmark 1 of another Threadbench (PID "
                                + holder.process().pid()));

        List<ProcessHandle> children = holder.process().descendants().toList();
        Instant killed = Instant.now();
        holder.process().destroyForcibly(); // SIGKILL: nothing of the holder runs to release the lock
        children.forEach(ProcessHandle::destroyForcibly);

        assertThat(waiter.awaitExit()).as(waiter.text()).isZero();
        assertThat(window(waiter.home()).start()).isAfterOrEqualTo(killed.minusMillis(1));
        assertThat(waiter.text()).contains("lock-quick × undertow-raw, repetition 1: SUCCEEDED");
    }
}
