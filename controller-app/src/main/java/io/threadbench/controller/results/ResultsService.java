package io.threadbench.controller.results;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.json.Json;
import io.threadbench.controller.metrics.ConfidenceInterval;
import io.threadbench.controller.metrics.SequentialPlan;
import io.threadbench.controller.metrics.SmallestDifference;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.results.BenchmarkResults.TrialResult;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.telemetry.EnvironmentFingerprint;
import io.threadbench.controller.variant.Variant;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;

/**
 * Reads benchmarks' results for downloads, heatmaps and comparisons: the benchmark's cell order, its trials and
 * their {@code trial_metric} and {@code trial_interval} rows, in three queries per benchmark.
 */
@Repository
public class ResultsService {

    private static final TypeReference<List<String>> NAMES = new TypeReference<>() {};
    private static final TypeReference<List<TrustFlag>> FLAGS = new TypeReference<>() {};

    private final JdbcClient jdbc;

    public ResultsService(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** The benchmark's results, or empty if there is no such benchmark. */
    public Optional<BenchmarkResults> ofBenchmark(long benchmarkId) {
        return jdbc.sql("SELECT id, name, status, scenarios, approaches, smallest_difference_percent, until_decided,"
                        + " repetitions FROM benchmark WHERE id = ?")
                .param(benchmarkId)
                .query(this::header)
                .optional()
                .map(header -> new BenchmarkResults(
                        header.id(),
                        header.name(),
                        header.status(),
                        header.scenarios(),
                        header.approaches(),
                        trials(header),
                        header.smallestDifferencePercent(),
                        header.sequential()));
    }

    /** What the benchmark ran on, or empty when it never started (or there is no such benchmark). */
    public Optional<EnvironmentFingerprint> environment(long benchmarkId) {
        return jdbc.sql("SELECT environment FROM benchmark WHERE id = ?")
                .param(benchmarkId)
                .query(String.class)
                .optional()
                .map(json -> Json.MAPPER.readValue(json, EnvironmentFingerprint.class));
    }

    public boolean trialExists(long trialId) {
        return jdbc.sql("SELECT COUNT(*) FROM trial WHERE id = ?")
                        .param(trialId)
                        .query(Integer.class)
                        .single()
                > 0;
    }

    /** Ids of benchmarks that have at least one successful trial, newest first. */
    public List<Long> benchmarksWithResults() {
        return jdbc.sql(
                        "SELECT id FROM benchmark WHERE EXISTS (SELECT 1 FROM trial WHERE trial.benchmark_id = benchmark.id "
                                + "AND trial.status = 'SUCCEEDED') ORDER BY created_at DESC, id DESC")
                .query(Long.class)
                .list();
    }

    /** A benchmark to pick in a form: id, name and when it was created. */
    public record Choice(long id, String name, RunStatus status, Instant createdAt) {

        private static final DateTimeFormatter WHEN =
                DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneId.systemDefault());

        /** e.g. {@code #12 jdk25 (2026-11-23 11:30)} */
        public String label() {
            return "#" + id + " " + name + " (" + WHEN.format(createdAt) + ")";
        }
    }

    /** The benchmarks with at least one successful trial, newest first, for pickers. */
    public List<Choice> choices() {
        return jdbc.sql("SELECT id, name, status, created_at FROM benchmark WHERE EXISTS (SELECT 1 FROM trial "
                        + "WHERE trial.benchmark_id = benchmark.id AND trial.status = 'SUCCEEDED') "
                        + "ORDER BY created_at DESC, id DESC")
                .query((rs, n) -> new Choice(
                        rs.getLong("id"),
                        rs.getString("name"),
                        RunStatus.valueOf(rs.getString("status")),
                        Instant.ofEpochMilli(rs.getLong("created_at"))))
                .list();
    }

    private record Header(
            long id,
            String name,
            RunStatus status,
            List<String> scenarios,
            List<String> approaches,
            double smallestDifferencePercent,
            SequentialPlan sequential) {}

    private Header header(ResultSet rs, int rowNum) throws SQLException {
        return new Header(
                rs.getLong("id"),
                rs.getString("name"),
                RunStatus.valueOf(rs.getString("status")),
                TrialSecondRepository.JSON.readValue(rs.getString("scenarios"), NAMES),
                TrialSecondRepository.JSON.readValue(rs.getString("approaches"), NAMES),
                smallestDifference(rs),
                rs.getBoolean("until_decided") ? new SequentialPlan(rs.getInt("repetitions")) : null);
    }

    /** The benchmark's smallest difference that matters; the default for benchmarks that did not set one. */
    private static double smallestDifference(ResultSet rs) throws SQLException {
        double percent = rs.getDouble("smallest_difference_percent");
        return rs.wasNull() ? SmallestDifference.DEFAULT_PERCENT : percent;
    }

    private List<TrialResult> trials(Header header) {
        Map<Long, Map<String, Double>> metrics = new HashMap<>();
        jdbc.sql("SELECT m.trial_id, m.name, m.value FROM trial_metric m JOIN trial t ON t.id = m.trial_id "
                        + "WHERE t.benchmark_id = ?")
                .param(header.id())
                .query(rs -> {
                    double value = rs.getDouble("value");
                    if (!rs.wasNull()) {
                        metrics.computeIfAbsent(rs.getLong("trial_id"), id -> new HashMap<>())
                                .put(rs.getString("name"), value);
                    }
                });
        Map<Long, Map<String, ConfidenceInterval>> intervals = new HashMap<>();
        jdbc.sql("SELECT i.trial_id, i.name, i.low, i.high FROM trial_interval i JOIN trial t ON t.id = i.trial_id "
                        + "WHERE t.benchmark_id = ?")
                .param(header.id())
                .query(rs -> {
                    intervals
                            .computeIfAbsent(rs.getLong("trial_id"), id -> new HashMap<>())
                            .put(
                                    rs.getString("name"),
                                    TrialSummaryService.withinTrial(rs.getDouble("low"), rs.getDouble("high")));
                });
        List<TrialResult> trials = new ArrayList<>(jdbc.sql("SELECT id, scenario_name, approach, repetition, status, "
                        + "partial, error, flags, scenario_snapshot, variant FROM trial WHERE benchmark_id = ?")
                .param(header.id())
                .query((rs, n) -> {
                    String flags = rs.getString("flags");
                    String variant = rs.getString("variant");
                    String snapshot = rs.getString("scenario_snapshot");
                    long id = rs.getLong("id");
                    return new TrialResult(
                            id,
                            rs.getString("scenario_name"),
                            rs.getString("approach"),
                            rs.getInt("repetition"),
                            RunStatus.valueOf(rs.getString("status")),
                            rs.getInt("partial") == 1,
                            rs.getString("error"),
                            flags == null ? List.of() : TrialSecondRepository.JSON.readValue(flags, FLAGS),
                            TrialSummaryService.ordered(metrics.getOrDefault(id, Map.of())),
                            intervals.getOrDefault(id, Map.of()),
                            snapshot == null ? null : ScenarioCodec.fromStored(snapshot),
                            variant == null ? null : TrialSecondRepository.JSON.readValue(variant, Variant.class));
                })
                .list());
        trials.sort(Comparator.comparingInt((TrialResult t) -> position(header.scenarios(), t.scenario()))
                .thenComparingInt(t -> position(header.approaches(), t.approach()))
                .thenComparingInt(TrialResult::repetition));
        return trials;
    }

    /** Index in the benchmark's list; names missing from it sort last. */
    private static int position(List<String> order, String name) {
        int index = order.indexOf(name);
        return index < 0 ? Integer.MAX_VALUE : index;
    }
}
