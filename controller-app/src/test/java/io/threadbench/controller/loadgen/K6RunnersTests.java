package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.testsupport.NeedsQuietMachine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One k6 and two k6 runners splitting the same plan by execution segments, against the same real server: the
 * same requests, the same latency within noise, one stream of ordered seconds, runners resumed together.
 */
@NeedsQuietMachine("one runner and two must see the same latency within noise")
class K6RunnersTests {

    private static final int RATE = 100;
    private static final int SECONDS = 4;
    private static final int DELAY_MILLIS = 20;
    /**
     * Enough VUs that the rate holds while answers wait for a core on a busy machine: 100 req/s drop iterations with
     * 20 VUs once answers take 200 ms (seen: 381 of 400 sent), with 60 only past 600 ms. The split is the contract
     * here, not the machine's speed.
     */
    private static final int VUS = 60;

    @TempDir
    Path dir;

    private final K6LoadGenerator generator = new K6LoadGenerator(K6Runs.locator());

    @Test
    void twoRunnersCarryWhatOneCarriesAndMergeIntoOneStream() throws Exception {
        // the first run in this JVM also pays for loading and compiling the server's and the reader's code, which
        // showed in its p99 alone (108 ms against 26 ms for the run after it): a run first that nothing judges
        run(1);
        Measured one = run(1);
        Measured two = run(2);

        assertThat(one.requests).as("one runner").isBetween(RATE * SECONDS - 2L, RATE * SECONDS + 1L);
        assertThat(two.requests)
                .as("one request per segment boundary at most")
                .isBetween(one.requests - 1, one.requests + 1);
        assertThat(two.received).isEqualTo(two.requests);
        assertThat(two.p50)
                .as("p50 with two runners (one: %.2f ms)", one.p50)
                .isCloseTo(one.p50, org.assertj.core.data.Offset.offset(3.0));
        assertThat(two.p99)
                .as("p99 with two runners (one: %.2f ms)", one.p99)
                .isCloseTo(one.p99, org.assertj.core.data.Offset.offset(15.0));
        assertThat(two.epochSeconds)
                .as("seconds in order, each once")
                .isSorted()
                .doesNotHaveDuplicates();
        assertThat(two.perRunner).hasSize(2);
        assertThat(two.perRunner[0] + two.perRunner[1]).isEqualTo(two.requests);
        assertThat(Math.abs(two.perRunner[0] - two.perRunner[1]))
                .as("an even split")
                .isLessThanOrEqualTo(1);
        System.out.println("K6RunnersTests: two runners resumed within " + two.resumeSpreadMillis + " ms");
        assertThat(two.resumeSpreadMillis).as("runners resumed together").isBetween(0L, 100L);
        assertThat(Files.readString(dir.resolve("runners-2-runner-2.log"))).contains("--execution-segment=1/2:1");
        assertThat(two.logTail).contains("--- runner 2 ---");
    }

    private Measured run(int runners) throws Exception {
        RecordingListener listener = new RecordingListener();
        try (TestServer server = TestServer.start(0)) {
            LoadPlan plan = new LoadPlan(
                            K6Runs.scenario(
                                    Workload.EPOCH_MILLIS,
                                    LoadShape.CONSTANT_RATE,
                                    VUS,
                                    RATE,
                                    SECONDS,
                                    DELAY_MILLIS,
                                    List.of(),
                                    1000,
                                    3000),
                            server.baseUrl(),
                            SECONDS,
                            false,
                            dir.resolve("runners-" + runners + ".log"))
                    .withRunners(runners);
            PreparedLoad prepared = generator.prepare(plan);
            assertThat(prepared.processes()).hasSize(runners);
            LoadRun run = prepared.go(listener);
            K6Runs.runToEnd(run, SECONDS);
            var merged = listener.merged();
            return new Measured(
                    listener.ok() + listener.errors(),
                    server.receivedTotal(),
                    merged.getValueAtPercentile(50) / 1000.0,
                    merged.getValueAtPercentile(99) / 1000.0,
                    listener.epochSeconds(),
                    run instanceof SegmentedK6Run segmented ? segmented.requestsPerRunner() : new long[] {0},
                    run instanceof SegmentedK6Run segmented ? segmented.resumeSpreadMillis() : 0,
                    run.logTail());
        }
    }

    private record Measured(
            long requests,
            long received,
            double p50,
            double p99,
            List<Long> epochSeconds,
            long[] perRunner,
            long resumeSpreadMillis,
            String logTail) {}
}
