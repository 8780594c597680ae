package io.threadbench.controller.results;

import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Finished benchmarks made of crafted trial-seconds: benchmark and trial rows by SQL (as the engine stores
 * them), seconds through {@link TrialSecondRepository} and metrics through {@link TrialSummaryService}, all on real SQLite.
 */
public final class CraftedBenchmarks {

    public static final long EPOCH = 1_700_000_000L;

    private final JdbcClient jdbc;
    private final TrialSecondRepository seconds;
    private final TrialSummaryService summaries;

    public CraftedBenchmarks(JdbcClient jdbc, TrialSecondRepository seconds, TrialSummaryService summaries) {
        this.jdbc = jdbc;
        this.seconds = seconds;
        this.summaries = summaries;
    }

    public long benchmark(String name, List<String> scenarios, List<String> approaches, int repetitions) {
        jdbc.sql("INSERT INTO benchmark (name, status, scenarios, approaches, repetitions, created_at) "
                        + "VALUES (?, 'SUCCEEDED', ?, ?, ?, ?)")
                .params(
                        name,
                        TrialSecondRepository.JSON.writeValueAsString(scenarios),
                        TrialSecondRepository.JSON.writeValueAsString(approaches),
                        repetitions,
                        System.currentTimeMillis())
                .update();
        return jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
    }

    public long trial(long benchmarkId, String scenario, String approach, int repetition, String status) {
        int seq = jdbc.sql("SELECT COALESCE(MAX(seq), 0) + 1 FROM trial WHERE benchmark_id = ?")
                .param(benchmarkId)
                .query(Integer.class)
                .single();
        jdbc.sql(
                        "INSERT INTO trial (benchmark_id, seq, scenario_name, approach, repetition, scenario_snapshot, status) "
                                + "VALUES (?, ?, ?, ?, ?, ?, ?)")
                .params(
                        benchmarkId,
                        seq,
                        scenario,
                        approach,
                        repetition,
                        ScenarioCodec.toJson(CraftedSeconds.constantRate(scenario, 100)),
                        status)
                .update();
        return jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
    }

    /**
     * A succeeded, summarised trial: one warm-up second at 10× the latency, then {@code measuredSeconds} seconds
     * of {@code perSecond} requests (of which {@code errorsPerSecond} failed) at latencies spread evenly over
     * [latencyMillis, 2 × latencyMillis], with 5 raw points per second.
     */
    public long finishedTrial(
            long benchmarkId,
            String scenario,
            String approach,
            int repetition,
            double latencyMillis,
            int measuredSeconds,
            int perSecond,
            int errorsPerSecond) {
        long trial = trial(benchmarkId, scenario, approach, repetition, "SUCCEEDED");
        Scenario snapshot = CraftedSeconds.constantRate(scenario, perSecond);
        seconds.append(trial, second(-1, latencyMillis * 10, perSecond, 0), List.of());
        for (int s = 0; s < measuredSeconds; s++) {
            seconds.append(trial, second(s, latencyMillis, perSecond, errorsPerSecond), points(s, latencyMillis));
        }
        summaries.summarize(trial, snapshot);
        return trial;
    }

    private static TrialSecondRow second(long second, double latencyMillis, int requests, int errors) {
        Histogram histogram = new Histogram(3);
        for (int i = 0; i < requests; i++) {
            histogram.recordValue(Math.round(latencyMillis * 1000 * (1 + (double) i / requests)));
        }
        return new TrialSecondRow(second, EPOCH + second, second < 0, requests - errors, errors, 0, histogram, null);
    }

    private static List<LatencyPoint> points(long second, double latencyMillis) {
        List<LatencyPoint> points = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            points.add(
                    new LatencyPoint((EPOCH + second) * 1000 + i * 200, Math.round(latencyMillis * 1000), 200, false));
        }
        return points;
    }
}
