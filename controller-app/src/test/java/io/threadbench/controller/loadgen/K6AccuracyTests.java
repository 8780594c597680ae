package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.seconds.LatencyPercentiles;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * DESIGN §11 accuracy check: a real k6 run of a few seconds against a real HTTP server (a small JDK server with
 * a widely spread delay, and the packaged SUT when it is built); Threadbench's request count equals k6's, and
 * min/p50/p90/p99/max of the merged per-second histograms match k6's end-of-test summary within 0.1 %.
 */
class K6AccuracyTests {

    @TempDir
    Path dir;

    @Test
    void countsAndPercentilesMatchK6sOwnSummary() throws Exception {
        try (TestServer server = TestServer.start(40)) {
            RecordingListener listener = runAndCompare(server.baseUrl(), 5, "JDK test server");
            assertThat(listener.ok()).isEqualTo(server.receivedTotal());
        }
    }

    @Test
    void countsAndPercentilesMatchK6sOwnSummaryAgainstTheRealSut() throws Exception {
        Path jar = RealSut.jar().orElse(null);
        assumeTrue(jar != null, "service-under-test jar not built (./mvnw -pl service-under-test package)");
        try (RealSut sut = RealSut.start(jar, "undertow-raw", dir)) {
            runAndCompare(sut.baseUrl(), 20, "SUT undertow-raw");
        }
    }

    /** Runs k6 for 4 s at 50 requests/s on /epoch-millis and compares Threadbench's figures with k6's summary. */
    private RecordingListener runAndCompare(String baseUrl, int delayMillis, String target) throws Exception {
        RecordingListener listener = new RecordingListener();
        Path log = dir.resolve("k6.log");
        LoadPlan plan = new LoadPlan(
                K6Runs.scenario(
                        Workload.EPOCH_MILLIS, LoadShape.CONSTANT_RATE, 20, 50, 4, delayMillis, List.of(), 0, 0),
                baseUrl,
                4,
                false,
                log);
        K6Runs.runToEnd(new K6LoadGenerator(K6Runs.locator()).start(plan, listener), 4);
        JsonNode summary = K6Runs.summary(log);
        Histogram merged = listener.merged();
        LatencyPercentiles ours = LatencyPercentiles.of(merged);

        assertThat(listener.ok())
                .isEqualTo((long) K6Runs.metric(summary, "http_reqs", "count"))
                .isBetween(190L, 210L);
        assertThat(listener.errors()).isZero();
        assertThat(merged.getTotalCount()).isEqualTo((long) K6Runs.metric(summary, "http_req_duration", "count"));
        assertThat(ours.p50Millis())
                .isCloseTo(K6Runs.metric(summary, "http_req_duration", "med"), withinPercentage(0.1));
        assertThat(ours.p90Millis())
                .isCloseTo(K6Runs.metric(summary, "http_req_duration", "p(90)"), withinPercentage(0.1));
        assertThat(ours.p99Millis())
                .isCloseTo(K6Runs.metric(summary, "http_req_duration", "p(99)"), withinPercentage(0.1));
        assertThat(ours.maxMillis())
                .isCloseTo(K6Runs.metric(summary, "http_req_duration", "max"), withinPercentage(0.1));
        assertThat(ours.minMillis())
                .isCloseTo(K6Runs.metric(summary, "http_req_duration", "min"), withinPercentage(0.1));
        assertThat(ours.meanMillis()).isCloseTo(K6Runs.metric(summary, "http_req_duration", "avg"), within(0.05));
        System.out.printf(
                "accuracy (%s): %d requests; p50 %.3f/%.3f p90 %.3f/%.3f p99 %.3f/%.3f max %.3f/%.3f ms (ours/k6)%n",
                target,
                listener.ok(),
                ours.p50Millis(),
                K6Runs.metric(summary, "http_req_duration", "med"),
                ours.p90Millis(),
                K6Runs.metric(summary, "http_req_duration", "p(90)"),
                ours.p99Millis(),
                K6Runs.metric(summary, "http_req_duration", "p(99)"),
                ours.maxMillis(),
                K6Runs.metric(summary, "http_req_duration", "max"));
        return listener;
    }

    @Test
    void secondsArriveOnceInOrderWithoutGapsOnTheReaderThread() throws Exception {
        // same shape as above, shorter, checking the delivery contract of LoadGenerator
        RecordingListener listener = new RecordingListener();
        try (TestServer server = TestServer.start(0)) {
            LoadPlan plan = new LoadPlan(
                    K6Runs.scenario(Workload.CAR, LoadShape.CONSTANT_RATE, 5, 30, 3, 0, List.of(), 0, 0),
                    server.baseUrl(),
                    3,
                    true,
                    dir.resolve("warmup.log"));
            K6Runs.runToEnd(new K6LoadGenerator(K6Runs.locator()).start(plan, listener), 3);
            assertThat(listener.ok()).isEqualTo(server.received("GET /car"));
        }
        List<Long> seconds = listener.epochSeconds();
        assertThat(seconds).hasSizeBetween(3, 5);
        for (int i = 1; i < seconds.size(); i++) {
            assertThat(seconds.get(i)).isEqualTo(seconds.get(i - 1) + 1);
        }
        assertThat(listener.seconds)
                .allSatisfy(second -> assertThat(second.warmup()).isTrue());
        assertThat(listener.threads).allSatisfy(thread -> assertThat(thread).startsWith("k6-output-"));
        assertThat(listener.seconds)
                .allSatisfy(second -> assertThat(second.samples())
                        .allSatisfy(
                                point -> assertThat(point.epochMillis() / 1000).isEqualTo(second.epochSecond())));
    }
}
