package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.threadbench.controller.host.MachineLock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * While another Threadbench holds the machine (here: the lock taken by the test, as another process would), a new
 * benchmark stays QUEUED, says for whom it waits on its page and in the API, can be cancelled, and the next one
 * starts by itself once the machine is free.
 */
class MachineWaitTests extends BenchmarkTestSupport {

    private static final String OTHER =
            "benchmark 12 of another Threadbench (PID 4242, data folder /home/someone/.threadbench, started 11:04)";

    @Autowired
    MachineLock lock;

    @Test
    void aBenchmarkWaitsForTheMachineSaysForWhomAndCanBeCancelledMeanwhile() throws IOException {
        quickScenario("machine-wait", 2, List.of());
        Optional<MachineLock.Held> held = await().atMost(Duration.ofMinutes(20))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> lock.tryAcquire(OTHER), Optional::isPresent);
        Benchmark cancelled;
        Benchmark next;
        try (MachineLock.Held other = held.orElseThrow()) {
            cancelled = start(List.of("machine-wait"), List.of("undertow-raw"));
            String waiting = "waiting: " + OTHER + " is measuring";
            await().atMost(Duration.ofSeconds(60))
                    .until(() -> waiting.equals(send("GET", "/api/benchmarks/" + cancelled.id(), null)
                            .json()
                            .at("/waiting")
                            .asString("")));
            Response api = send("GET", "/api/benchmarks/" + cancelled.id(), null);
            assertThat(api.json().at("/status").asString()).isEqualTo("QUEUED");
            assertThat(send("GET", "/benchmarks/" + cancelled.id(), null).body())
                    .contains("Queued, " + waiting + "; it starts by itself when the machine is free.");
            assertThat(send("GET", "/", null).body()).contains("class=\"waiting\">" + waiting + "</small>");

            Response cancel = send("POST", "/api/benchmarks/" + cancelled.id() + "/cancel", null);
            assertThat(cancel.json().at("/status").asString()).isEqualTo("CANCELLED");
            next = start(List.of("machine-wait"), List.of("undertow-raw"));
            await().atMost(Duration.ofSeconds(60))
                    .until(() -> waiting.equals(send("GET", "/api/benchmarks/" + next.id(), null)
                            .json()
                            .at("/waiting")
                            .asString("")));
        }

        Benchmark finished = awaitFinished(next.id());
        assertThat(finished.status()).as(finished.error()).isEqualTo(RunStatus.SUCCEEDED);
        assertThat(finished.startedAt()).isNotNull();
        assertThat(benchmarks.get(cancelled.id()).startedAt()).isNull();
        assertThat(benchmarks.trials(cancelled.id())).extracting(Trial::status).containsOnly(RunStatus.CANCELLED);
        JsonNode api = send("GET", "/api/benchmarks/" + next.id(), null).json();
        assertThat(api.at("/waiting").asString("")).as("no longer waiting").isEmpty();
        // the machine's settings it ran with, as the kernel shows them, in the API and on its page
        // line by line, as cat shows it (Files.readString gets the first byte of a /proc/sys file only)
        String somaxconn = Files.readAllLines(Path.of("/proc/sys/net/core/somaxconn"))
                .getFirst()
                .strip();
        assertThat(api.at("/environment/machine/somaxconn").asString()).isEqualTo(somaxconn);
        assertThat(api.at("/environment/machine/openFiles").asString()).contains("/");
        assertThat(send("GET", "/benchmarks/" + next.id(), null).body())
                .contains("id=\"machine-settings\"")
                .contains("net.core.somaxconn " + somaxconn);
    }
}
