package io.threadbench.controller.report;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.EnvironmentFingerprint;
import io.threadbench.controller.telemetry.TelemetrySample;
import io.threadbench.controller.variant.Approach;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.json.JsonMapper;

/**
 * Finished benchmarks for the report, stored the way the engine stores them: benchmark and trial rows by SQL
 * (with notes, environment, times, error and log tails), seconds through {@link TrialSecondRepository} (latency that
 * drifts from second to second, some seconds with failed requests, telemetry) and metrics through the real
 * {@link TrialSummaryService}.
 */
public final class ReportFixture {

    public static final EnvironmentFingerprint ENVIRONMENT = EnvironmentFingerprint.builder()
            .system("Debian GNU/Linux 13 (trixie)", "6.12.0-test", "amd64")
            .cpu("Crafted CPU @ 3.0GHz", 2, 4)
            .ramBytes(8L << 30)
            .jdk("Eclipse Adoptium", "25.0.1+8-LTS")
            .k6Version("v1.8.1")
            .threadbenchVersion("0.1.0-test")
            .jvmOptions(List.of("-Xmx512m", "-XX:+UseG1GC"))
            .machine(new io.threadbench.controller.telemetry.MachineSettings(
                    "on", "performance", "unknown", "4096", "2048", "32768 60999", "2", "20000/20000"))
            .build();
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JdbcClient jdbc;
    private final TrialSecondRepository seconds;
    private final TrialSummaryService summaries;

    public ReportFixture(JdbcClient jdbc, TrialSecondRepository seconds, TrialSummaryService summaries) {
        this.jdbc = jdbc;
        this.seconds = seconds;
        this.summaries = summaries;
    }

    /** A small constant-VU scenario with a free-text description. */
    public static Scenario scenario(String name, String description, int warmupSeconds, int durationSeconds) {
        return Scenario.builder(name)
                .description(description)
                .workload(Workload.EPOCH_MILLIS)
                .loadShape(LoadShape.CONSTANT_VUS)
                .vus(5)
                .delayMillis(100)
                .warmupSeconds(warmupSeconds)
                .durationSeconds(durationSeconds)
                .jvmOptions(List.of("-Xmx512m"))
                .build();
    }

    public long benchmark(
            String name,
            String notes,
            RunStatus status,
            List<Scenario> scenarios,
            List<Approach> approaches,
            int repetitions,
            Instant started) {
        jdbc.sql("INSERT INTO benchmark (name, notes, status, scenarios, approaches, repetitions, environment, "
                        + "created_at, started_at, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .params(
                        name,
                        notes,
                        status.name(),
                        JSON.writeValueAsString(
                                scenarios.stream().map(Scenario::name).toList()),
                        JSON.writeValueAsString(
                                approaches.stream().map(Approach::id).toList()),
                        repetitions,
                        JSON.writeValueAsString(ENVIRONMENT),
                        started.toEpochMilli(),
                        started.toEpochMilli(),
                        status.finished() ? started.plusSeconds(95).toEpochMilli() : null)
                .update();
        return jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
    }

    /**
     * A trial that ran: warm-up and measured seconds of {@code 40} requests, p50 around {@code latencyMillis}
     * (slowly drifting), failed requests in every fifth measured second when {@code withErrors}.
     */
    public long succeeded(
            long benchmarkId,
            int seq,
            Scenario scenario,
            Approach approach,
            int repetition,
            double latencyMillis,
            boolean withErrors,
            Instant start) {
        long trialId = insert(benchmarkId, seq, scenario, approach, repetition, RunStatus.SUCCEEDED, start, null);
        long measureStart = start.plusSeconds(scenario.timing().warmupSeconds()).getEpochSecond();
        for (int second = -scenario.timing().warmupSeconds();
                second < scenario.timing().durationSeconds();
                second++) {
            double drift = 1 + 0.15 * Math.sin(second / 2.0) + (second < 0 ? 0.8 : 0);
            int errors = withErrors && second >= 0 && second % 5 == 3 ? 2 : 0;
            seconds.append(
                    trialId,
                    row(second, measureStart + second, latencyMillis * drift, errors, approach),
                    points(measureStart + second, latencyMillis * drift));
        }
        summaries.summarize(trialId, scenario);
        return trialId;
    }

    /** A trial whose SUT never became healthy: an error and log tails, no seconds. */
    public long failed(
            long benchmarkId,
            int seq,
            Scenario scenario,
            Approach approach,
            int repetition,
            String error,
            Instant start) {
        long trialId = insert(benchmarkId, seq, scenario, approach, repetition, RunStatus.FAILED, start, error);
        jdbc.sql("UPDATE trial SET log_tail_sut = ?, log_tail_k6 = ?, measure_started_at = NULL WHERE id = ?")
                .params("Starting SutApplication\nERROR: port 8080 <in use> & refused", "", trialId)
                .update();
        return trialId;
    }

    private long insert(
            long benchmarkId,
            int seq,
            Scenario scenario,
            Approach approach,
            int repetition,
            RunStatus status,
            Instant start,
            String error) {
        Instant measure = start.plusSeconds(scenario.timing().warmupSeconds());
        jdbc.sql(
                        "INSERT INTO trial (benchmark_id, seq, scenario_name, approach, repetition, scenario_snapshot, status, "
                                + "error, warmup_started_at, measure_started_at, started_at, finished_at) "
                                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .params(
                        benchmarkId,
                        seq,
                        scenario.name(),
                        approach.id(),
                        repetition,
                        ScenarioCodec.toJson(scenario),
                        status.name(),
                        error,
                        start.toEpochMilli(),
                        measure.toEpochMilli(),
                        start.toEpochMilli(),
                        measure.plusSeconds(scenario.timing().durationSeconds()).toEpochMilli())
                .update();
        return jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
    }

    private static TrialSecondRow row(
            long second, long epochSecond, double latencyMillis, int errors, Approach approach) {
        Histogram histogram = new Histogram(60_000_000L, 3);
        for (int i = 0; i < 40 - errors; i++) {
            // most requests near the median, a tail up to 3x
            double factor = i < 36 ? 0.9 + i * 0.006 : 1.5 + (i - 36);
            histogram.recordValue(Math.round(latencyMillis * 1000 * factor));
        }
        TelemetrySample telemetry = TelemetrySample.builder(epochSecond)
                .cpu(30.0, 10.0, 0.0, 40.0 + approach.ordinal())
                .ramUsedPercent(12.0)
                .tcpEstablished(24)
                .loopback(30_000.0, 250.0)
                .sut(45.0 + approach.ordinal() * 5, 450.0, 380.0 + approach.ordinal() * 20, 40)
                .loadgen(8.0, 60.0, 12)
                .controller(3.0, 250.0, 50)
                .heap(60.0 + approach.ordinal(), 1024.0)
                .gc(second % 3 == 0 ? 1L : 0L, second % 3 == 0 ? 4L : 0L)
                .platformThreads(30)
                .build();
        return new TrialSecondRow(second, epochSecond, second < 0, 40 - errors, errors, 0, histogram, telemetry);
    }

    private static List<LatencyPoint> points(long epochSecond, double latencyMillis) {
        List<LatencyPoint> points = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            points.add(new LatencyPoint(epochSecond * 1000 + i * 200L, Math.round(latencyMillis * 1000), 200, false));
        }
        return points;
    }
}
