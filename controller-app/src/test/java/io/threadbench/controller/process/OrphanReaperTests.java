package io.threadbench.controller.process;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.TestHttp;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.simple.JdbcClient;

class OrphanReaperTests {

    private final JdbcClient jdbc = TestDatabase.create();
    private final ChildProcessRegistry registry = new ChildProcessRegistry(jdbc);

    @Test
    void killsARecordedSurvivorThatIsStillOurs() throws Exception {
        ChildProcess orphan = ChildProcess.start(
                List.of("sleep", "120"), Map.of(), TestHttp.tempFile("orphan", ".log"), "sut", null, registry);

        int stopped = new OrphanReaper(registry).reap();

        assertThat(stopped).isEqualTo(1);
        assertThat(orphan.handle().onExit().get().isAlive()).isFalse();
        assertThat(registry.all()).isEmpty();
    }

    @Test
    void leavesAProcessAloneWhosePidMatchesButStartTimeDoesNot() throws Exception {
        Process stranger = new ProcessBuilder("sleep", "120").start();
        try {
            // the record says the PID started a minute earlier: the PID was reused by someone else's process
            long recordedStart = ChildProcessRegistry.startInstant(stranger.toHandle())
                    .minusSeconds(60)
                    .toEpochMilli();
            jdbc.sql(
                            "INSERT INTO child_process (role, pid, started_at, command) VALUES ('sut', ?, ?, 'java -jar sut.jar')")
                    .params(stranger.pid(), recordedStart)
                    .update();

            int stopped = new OrphanReaper(registry).reap();

            assertThat(stopped).isZero();
            assertThat(stranger.isAlive()).isTrue();
            assertThat(registry.all()).isEmpty();
        } finally {
            stranger.destroyForcibly().waitFor();
        }
    }

    @Test
    void forgetsRecordsOfProcessesThatHaveGone() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        jdbc.sql("INSERT INTO child_process (role, pid, started_at, command) VALUES ('k6', ?, ?, 'k6 run')")
                .params(gone.pid(), System.currentTimeMillis())
                .update();

        assertThat(new OrphanReaper(registry).reap()).isZero();
        assertThat(registry.all()).isEmpty();
    }
}
