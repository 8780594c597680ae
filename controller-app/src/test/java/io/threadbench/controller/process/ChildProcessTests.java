package io.threadbench.controller.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.threadbench.controller.TestHttp;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ChildProcessTests {

    private final ChildProcessRegistry registry = new ChildProcessRegistry(TestDatabase.create());

    @Test
    void logsToItsFileIsRecordedWhileAliveAndStopsOnSigterm() throws Exception {
        Path log = TestHttp.tempFile("child", ".log");
        ChildProcess child = ChildProcess.start(
                List.of("sh", "-c", "echo started; echo \"$GREETING\"; exec sleep 60"),
                Map.of("GREETING", "hello from the environment"),
                log,
                "test",
                null,
                registry);
        await().atMost(Duration.ofSeconds(10)).until(() -> child.logTail().contains("hello from the environment"));

        assertThat(registry.all()).singleElement().satisfies(record -> {
            assertThat(record.pid()).isEqualTo(child.pid());
            assertThat(record.role()).isEqualTo("test");
            assertThat(record.startedAt()).isEqualTo(ChildProcessRegistry.startInstant(child.handle()));
        });
        assertThat(child.logTail()).isEqualTo("started\nhello from the environment");

        assertThat(child.stop(Duration.ofSeconds(5))).isTrue();
        assertThat(child.isAlive()).isFalse();
        assertThat(child.exitCode()).hasValue(143); // 128 + SIGTERM
        assertThat(registry.all()).isEmpty();
    }

    @Test
    void aProcessIgnoringSigtermIsKilledWithItsChildrenAfterTheGracePeriod() throws Exception {
        Path log = TestHttp.tempFile("stubborn", ".log");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ChildProcess child = ChildProcess.start(
                List.of(java.toString(), resource("/process/Stubborn.java").toString()),
                Map.of(),
                log,
                "test",
                null,
                registry);
        await().atMost(Duration.ofSeconds(60)).until(() -> child.logTail().startsWith("child "));
        long grandchildPid =
                Long.parseLong(child.logTail().substring("child ".length()).strip());
        Optional<ProcessHandle> grandchild = ProcessHandle.of(grandchildPid);
        assertThat(grandchild).get().matches(ProcessHandle::isAlive);

        long started = System.nanoTime();
        assertThat(child.stop(Duration.ofSeconds(1))).isFalse();

        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(30));
        assertThat(child.isAlive()).isFalse();
        assertThat(grandchild.get().isAlive()).isFalse();
    }

    @Test
    void logTailKeepsTheLastLinesOfALongLog() throws Exception {
        Path log = TestHttp.tempFile("long", ".log");
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 5000; i++) {
            text.append("line ").append(i).append('\n');
        }
        Files.writeString(log, text);

        String tail = LogTail.read(log, 3);

        assertThat(tail).isEqualTo("line 4998\nline 4999\nline 5000");
        assertThat(LogTail.read(log.resolveSibling("missing.log"), 3)).isEmpty();
    }

    static Path resource(String name) throws URISyntaxException {
        return Path.of(ChildProcessTests.class.getResource(name).toURI());
    }
}
