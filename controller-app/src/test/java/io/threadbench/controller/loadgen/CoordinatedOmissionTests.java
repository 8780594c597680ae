package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.CoordinatedOmissionMetrics;
import io.threadbench.controller.metrics.LatencyMetrics;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Coordinated omission with real k6 against a server that stalls once for 1 s (every request that arrives during
 * the stall waits for its end, as in a long GC pause): closed-loop users send nothing while they wait, so the raw
 * p99 hides the stall and the corrected one shows it; an arrival rate keeps sending, so its raw p99 already holds
 * the stall and its corrected figures are the raw ones.
 */
class CoordinatedOmissionTests {

    @TempDir
    Path dir;

    private final K6LoadGenerator generator = new K6LoadGenerator(K6Runs.locator());

    @Test
    void closedLoopUsersHideAStallThatTheCorrectedP99Shows() throws Exception {
        Map<String, Double> metrics = runAgainstAStall(
                K6Runs.scenario(Workload.EPOCH_MILLIS, LoadShape.CONSTANT_VUS, 2, null, 4, 10, List.of(), 1000, 3000));

        assertThat(metrics.get("latency_millis_max"))
                .as("the stall was measured")
                .isGreaterThan(900.0);
        assertThat(metrics.get("latency_millis_p99")).as("raw p99").isLessThan(200.0);
        assertThat(metrics.get("latency_millis_p99_corrected"))
                .as("corrected p99")
                .isGreaterThan(500.0)
                .isGreaterThan(5 * metrics.get("latency_millis_p99"));
        assertThat(metrics.get("co_interval_millis")).isBetween(10.0, 100.0);
    }

    @Test
    void anArrivalRateKeepsSendingThroughTheStallSoItsCorrectedFiguresAreItsRawOnes() throws Exception {
        Map<String, Double> metrics = runAgainstAStall(
                K6Runs.scenario(Workload.EPOCH_MILLIS, LoadShape.CONSTANT_RATE, 100, 50, 4, 10, List.of(), 1000, 3000));

        assertThat(metrics.get("latency_millis_p99"))
                .as("raw p99 holds the stall")
                .isGreaterThan(500.0);
        assertThat(metrics.get("latency_millis_p99_corrected")).isEqualTo(metrics.get("latency_millis_p99"));
        // an arrival rate is affected only through the requests it could not send: their share stands beside
        double dropped = metrics.get("dropped_iterations");
        assertThat(metrics.get("dropped_iterations_percent"))
                .isEqualTo(100 * dropped / (metrics.get("requests_ok") + metrics.get("requests_error") + dropped));
        assertThat(metrics).doesNotContainKey("co_interval_millis");
    }

    private Map<String, Double> runAgainstAStall(Scenario scenario) throws Exception {
        AtomicLong requests = new AtomicLong();
        AtomicLong stallEndNanos = new AtomicLong(); // 0 until the stall starts
        RecordingListener listener = new RecordingListener();
        try (TestServer server = TestServer.start(0, exchange -> {
            if (requests.incrementAndGet() == 60) {
                stallEndNanos.set(System.nanoTime() + TimeUnit.SECONDS.toNanos(1));
            }
            long wait = stallEndNanos.get() - System.nanoTime();
            if (stallEndNanos.get() != 0 && wait > 0) {
                try {
                    TimeUnit.NANOSECONDS.sleep(wait);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return 200;
        })) {
            LoadPlan plan = new LoadPlan(scenario, server.baseUrl(), 4, false, dir.resolve("k6.log"));
            K6Runs.runToEnd(generator.start(plan, listener), 4);
        }
        List<TrialSecondRow> rows = new ArrayList<>();
        for (LatencySecond second : listener.seconds) {
            rows.add(new TrialSecondRow(
                    rows.size(),
                    second.epochSecond(),
                    false,
                    second.requestsOk(),
                    second.requestsError(),
                    second.droppedIterations(),
                    second.histogram(),
                    null));
        }
        Map<String, Double> metrics = new HashMap<>();
        new LatencyMetrics().contribute(scenario, rows, metrics);
        new CoordinatedOmissionMetrics().contribute(scenario, rows, metrics);
        return metrics;
    }
}
