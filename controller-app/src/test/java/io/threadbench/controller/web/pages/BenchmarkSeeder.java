package io.threadbench.controller.web.pages;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import io.threadbench.controller.variant.Approach;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.HdrHistogram.Histogram;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Writes finished benchmarks straight into the SQLite file, with trials, seconds (histograms, telemetry,
 * raw points) and summary metrics computed by the real {@link TrialSummaryService}, so pages can be tested
 * and measured without running k6. Only final statuses: the orchestrator never picks these up.
 */
public final class BenchmarkSeeder {

    private final JdbcClient jdbc;
    private final TrialSecondRepository seconds;
    private final TrialSummaryService summaries;

    public BenchmarkSeeder(JdbcClient jdbc, TrialSecondRepository seconds, TrialSummaryService summaries) {
        this.jdbc = jdbc;
        this.seconds = seconds;
        this.summaries = summaries;
    }

    /** A small constant-VU scenario under the given name. */
    public static Scenario scenario(String name) {
        return Scenario.builder(name)
                .description("seeded")
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(5)
                .delayMillis(100)
                .warmupSeconds(2)
                .durationSeconds(5)
                .build();
    }

    public long benchmark(
            String name, RunStatus status, Scenario scenario, List<Approach> approaches, Instant created) {
        jdbc.sql(
                        "INSERT INTO benchmark (name, notes, status, scenarios, approaches, repetitions, created_at, started_at, finished_at) "
                                + "VALUES (?, '', ?, ?, ?, 1, ?, ?, ?)")
                .params(
                        name,
                        status.name(),
                        "[\"" + scenario.name() + "\"]",
                        approaches.stream().map(a -> "\"" + a.id() + "\"").collect(Collectors.joining(",", "[", "]")),
                        created.toEpochMilli(),
                        created.toEpochMilli(),
                        created.plusSeconds(30).toEpochMilli())
                .update();
        return jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
    }

    /** A trial in a final state; a SUCCEEDED one gets {@code measuredSeconds} of data and its summary metrics. */
    public long trial(
            long benchmarkId,
            int seq,
            Scenario scenario,
            Approach approach,
            RunStatus status,
            Instant start,
            int measuredSeconds) {
        Instant measureStart = start.plusSeconds(scenario.timing().warmupSeconds());
        jdbc.sql(
                        "INSERT INTO trial (benchmark_id, seq, scenario_name, approach, repetition, scenario_snapshot, status, "
                                + "error, log_tail_sut, log_tail_k6, warmup_started_at, measure_started_at, started_at, finished_at) "
                                + "VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .params(
                        benchmarkId,
                        seq,
                        scenario.name(),
                        approach.id(),
                        ScenarioCodec.toJson(scenario),
                        status.name(),
                        status == RunStatus.FAILED ? "the SUT did not answer its health check within 60 s" : null,
                        status == RunStatus.FAILED ? "Started SutApplication\nport 8080 in use" : null,
                        status == RunStatus.FAILED ? "" : null,
                        start.toEpochMilli(),
                        measureStart.toEpochMilli(),
                        start.toEpochMilli(),
                        measureStart.plusSeconds(measuredSeconds).toEpochMilli())
                .update();
        long trialId = jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
        if (status == RunStatus.SUCCEEDED) {
            long startSecond = measureStart.getEpochSecond();
            for (int second = -scenario.timing().warmupSeconds(); second < measuredSeconds; second++) {
                seconds.append(
                        trialId,
                        row(second, startSecond + second, approach),
                        points(startSecond + second, 40, approach));
            }
            summaries.summarize(trialId, scenario);
        }
        return trialId;
    }

    private static TrialSecondRow row(long second, long epochSecond, Approach approach) {
        Histogram histogram = new Histogram(60_000_000L, 3);
        long base = 100_000 + approach.ordinal() * 2_000L;
        for (int i = 0; i < 40; i++) {
            histogram.recordValue(base + i * 250L);
        }
        TelemetrySample telemetry = TelemetrySample.builder(epochSecond)
                .cpu(30.0, 10.0, 0.0, 40.0 + approach.ordinal())
                .ramUsedPercent(12.0)
                .tcpEstablished(24)
                .loopback(30_000.0, 250.0)
                .sut(45.0, 450.0, 380.0 + approach.ordinal(), 40)
                .loadgen(8.0, 60.0, 12)
                .controller(3.0, 250.0, 50)
                .heap(60.0, 1024.0)
                .gc(1L, 4L)
                .platformThreads(30)
                .build();
        return new TrialSecondRow(second, epochSecond, second < 0, 40, 0, 0, histogram, telemetry);
    }

    private static List<LatencyPoint> points(long epochSecond, int count, Approach approach) {
        List<LatencyPoint> points = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            points.add(new LatencyPoint(
                    epochSecond * 1000 + i * 25L, 100_000 + approach.ordinal() * 2_000L + i * 250L, 200, false));
        }
        return points;
    }
}
