package io.threadbench.controller.benchmark;

import io.threadbench.controller.json.Json;
import io.threadbench.controller.loadgen.LoadGeneratorKind;
import io.threadbench.controller.process.CpuPlan;
import io.threadbench.controller.telemetry.EnvironmentFingerprint;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Benchmarks in the {@code benchmark} table. Status changes are conditional updates ("only if still
 * QUEUED"), so the worker and a user's cancel never both win.
 */
@Repository
public class BenchmarkRepository {

    private static final String COLUMNS = "id, name, notes, status, scenarios, approaches, repetitions, environment, "
            + "error, created_at, started_at, finished_at, variants, until_decided";
    private static final JsonMapper JSON = Json.MAPPER;

    private final JdbcClient jdbc;

    BenchmarkRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** Stores a new QUEUED benchmark with its run settings and returns its id. */
    long insert(
            String name,
            String notes,
            List<String> scenarios,
            List<Variant> variants,
            int repetitions,
            RunSettings settings,
            Instant createdAt) {
        BenchmarkRequest.Gate gate = settings.gate();
        jdbc.sql("INSERT INTO benchmark (name, notes, status, scenarios, approaches, variants, repetitions, cpu_sets,"
                        + " load_generators, load_generator, jfr, smallest_difference_percent, until_decided,"
                        + " baseline_variant, max_regression_percent, max_error_increase_points, gate_figure_margins,"
                        + " created_at)"
                        + " VALUES (?, ?, 'QUEUED', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .params(
                        name,
                        notes,
                        JSON.writeValueAsString(scenarios),
                        JSON.writeValueAsString(
                                variants.stream().map(Variant::label).toList()),
                        JSON.writeValueAsString(variants),
                        repetitions,
                        settings.cpus().isEmpty()
                                ? null
                                : JSON.writeValueAsString(new StoredCpuPlan(
                                        settings.cpus().lists(), settings.cpus().allowOverlap())),
                        settings.loadGenerators(),
                        settings.loadGenerator().id(),
                        settings.jfr() ? 1 : 0,
                        settings.smallestDifferencePercent(),
                        settings.untilDecided() ? 1 : 0,
                        gate == null ? null : gate.baselineVariant(),
                        gate == null ? null : gate.maxRegressionPercent(),
                        gate == null ? null : gate.maxErrorIncreasePoints(),
                        gate == null || gate.figureMargins().isEmpty()
                                ? null
                                : JSON.writeValueAsString(gate.figureMargins()),
                        createdAt.toEpochMilli())
                .update();
        return jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
    }

    /**
     * The benchmark's run settings, read in one query; {@link RunSettings#DEFAULTS} when there is no such benchmark.
     * Benchmarks stored before a setting existed read its old default (k6, no flight recorder).
     */
    RunSettings runSettings(long id) {
        return jdbc.sql("SELECT cpu_sets, load_generators, load_generator, jfr, smallest_difference_percent,"
                        + " until_decided, baseline_variant, max_regression_percent, max_error_increase_points,"
                        + " gate_figure_margins FROM benchmark WHERE id = ?")
                .param(id)
                .query((rs, n) -> {
                    String cpus = rs.getString("cpu_sets");
                    int runners = rs.getInt("load_generators");
                    String generator = rs.getString("load_generator");
                    double smallest = rs.getDouble("smallest_difference_percent");
                    boolean noSmallest = rs.wasNull();
                    String baseline = rs.getString("baseline_variant");
                    return new RunSettings(
                            cpus == null ? CpuPlan.NONE : cpuPlan(cpus),
                            runners > 0 ? runners : null,
                            generator == null ? LoadGeneratorKind.K6 : LoadGeneratorKind.fromId(generator),
                            rs.getInt("jfr") == 1,
                            noSmallest ? null : smallest,
                            rs.getBoolean("until_decided"),
                            baseline == null
                                    ? null
                                    : new BenchmarkRequest.Gate(
                                            baseline,
                                            (Double) rs.getObject("max_regression_percent", Double.class),
                                            (Double) rs.getObject("max_error_increase_points", Double.class),
                                            figureMargins(rs.getString("gate_figure_margins"))));
                })
                .optional()
                .orElse(RunSettings.DEFAULTS);
    }

    private static Map<String, Double> figureMargins(String json) {
        return json == null ? Map.of() : JSON.readValue(json, new TypeReference<Map<String, Double>>() {});
    }

    private static CpuPlan cpuPlan(String json) {
        StoredCpuPlan stored = JSON.readValue(json, StoredCpuPlan.class);
        return CpuPlan.parse(stored.sets(), stored.allowOverlap(), new java.util.ArrayList<>());
    }

    /** The JSON of {@code benchmark.cpu_sets}: role → cores, and whether the SUT may share. */
    record StoredCpuPlan(java.util.Map<String, String> sets, boolean allowOverlap) {}

    public Optional<Benchmark> find(long id) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM benchmark WHERE id = ?")
                .param(id)
                .query(this::row)
                .optional();
    }

    /** Benchmarks matching the filter, newest first. */
    public BenchmarkPage list(BenchmarkFilter filter) {
        List<String> conditions = new ArrayList<>();
        List<Object> params = new ArrayList<>();
        if (filter.scenario() != null) {
            conditions.add("EXISTS (SELECT 1 FROM json_each(benchmark.scenarios) WHERE value = ?)");
            params.add(filter.scenario());
        }
        if (filter.approach() != null) {
            conditions.add("EXISTS (SELECT 1 FROM json_each(benchmark.approaches) WHERE value = ?)");
            params.add(filter.approach());
        }
        if (filter.status() != null) {
            conditions.add("status = ?");
            params.add(filter.status().name());
        }
        if (filter.from() != null) {
            conditions.add("created_at >= ?");
            params.add(filter.from().toEpochMilli());
        }
        if (filter.to() != null) {
            conditions.add("created_at < ?");
            params.add(filter.to().toEpochMilli());
        }
        String where = conditions.isEmpty() ? "" : " WHERE " + String.join(" AND ", conditions);
        long total = jdbc.sql("SELECT COUNT(*) FROM benchmark" + where)
                .params(params)
                .query(Long.class)
                .single();
        List<Object> pageParams = new ArrayList<>(params);
        pageParams.add(filter.size());
        pageParams.add((long) filter.page() * filter.size());
        List<Benchmark> items = jdbc.sql("SELECT " + COLUMNS + " FROM benchmark" + where
                        + " ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?")
                .params(pageParams)
                .query(this::row)
                .list();
        return new BenchmarkPage(items, filter.page(), filter.size(), total);
    }

    /** Whether some benchmark has this name. */
    boolean nameTaken(String name) {
        return jdbc.sql("SELECT COUNT(*) FROM benchmark WHERE name = ?")
                        .param(name)
                        .query(Long.class)
                        .single()
                > 0;
    }

    /** Whether some benchmark has a column of that label. */
    boolean usesLabel(String label) {
        return jdbc.sql("SELECT COUNT(*) FROM benchmark WHERE EXISTS (SELECT 1 FROM json_each(benchmark.approaches) "
                                + "WHERE value = ?)")
                        .param(label)
                        .query(Long.class)
                        .single()
                > 0;
    }

    /** The id of the oldest QUEUED benchmark, the next one the worker runs. */
    Optional<Long> oldestQueued() {
        return jdbc.sql("SELECT id FROM benchmark WHERE status = 'QUEUED' ORDER BY created_at, id LIMIT 1")
                .query(Long.class)
                .optional();
    }

    /** QUEUED → RUNNING; false if it was cancelled or deleted meanwhile. */
    boolean start(long id, Instant startedAt) {
        return jdbc.sql("UPDATE benchmark SET status = 'RUNNING', started_at = ? WHERE id = ? AND status = 'QUEUED'")
                        .params(startedAt.toEpochMilli(), id)
                        .update()
                == 1;
    }

    void environment(long id, EnvironmentFingerprint environment) {
        jdbc.sql("UPDATE benchmark SET environment = ? WHERE id = ?")
                .params(JSON.writeValueAsString(environment), id)
                .update();
    }

    /** QUEUED → CANCELLED; false if it was no longer queued. */
    boolean cancelIfQueued(long id, Instant now) {
        return jdbc.sql("UPDATE benchmark SET status = 'CANCELLED', error = 'cancelled before it started', "
                                + "finished_at = ? WHERE id = ? AND status = 'QUEUED'")
                        .params(now.toEpochMilli(), id)
                        .update()
                == 1;
    }

    /** Queues an INTERRUPTED or CANCELLED benchmark again; false when it has another status. */
    boolean requeue(long id) {
        return jdbc.sql("UPDATE benchmark SET status = 'QUEUED', error = NULL, finished_at = NULL "
                                + "WHERE id = ? AND status IN ('INTERRUPTED', 'CANCELLED')")
                        .param(id)
                        .update()
                == 1;
    }

    /** Marks a queued benchmark with no trial left to run as SUCCEEDED or FAILED, as its trials say. */
    void finishQueued(long id, Instant now) {
        jdbc.sql("UPDATE benchmark SET status = CASE WHEN EXISTS (SELECT 1 FROM trial WHERE benchmark_id = ? "
                        + "AND status = 'FAILED') THEN 'FAILED' ELSE 'SUCCEEDED' END, finished_at = ? "
                        + "WHERE id = ? AND status = 'QUEUED'")
                .params(id, now.toEpochMilli(), id)
                .update();
    }

    /** Sets a final status of a RUNNING benchmark. */
    void finish(long id, RunStatus status, String error, Instant finishedAt) {
        jdbc.sql("UPDATE benchmark SET status = ?, error = ?, finished_at = ? WHERE id = ? AND status = 'RUNNING'")
                .params(status.name(), error, finishedAt.toEpochMilli(), id)
                .update();
    }

    /** RUNNING → INTERRUPTED for every benchmark (the controller died while they ran). */
    List<Long> interruptRunning(Instant now) {
        List<Long> ids = jdbc.sql("SELECT id FROM benchmark WHERE status = 'RUNNING'")
                .query(Long.class)
                .list();
        jdbc.sql("UPDATE benchmark SET status = 'INTERRUPTED', finished_at = ?, "
                        + "error = 'the controller stopped while this benchmark ran' WHERE status = 'RUNNING'")
                .param(now.toEpochMilli())
                .update();
        return ids;
    }

    /**
     * Deletes the benchmark unless it is running; its trials and their series go with it (foreign keys cascade).
     *
     * @return false if there is no such benchmark or it is running
     */
    boolean deleteUnlessRunning(long id) {
        return jdbc.sql("DELETE FROM benchmark WHERE id = ? AND status <> 'RUNNING'")
                        .param(id)
                        .update()
                == 1;
    }

    private Benchmark row(ResultSet rs, int rowNum) throws SQLException {
        String environment = rs.getString("environment");
        String variants = rs.getString("variants");
        return new Benchmark(
                rs.getLong("id"),
                rs.getString("name"),
                rs.getString("notes"),
                RunStatus.valueOf(rs.getString("status")),
                JSON.readValue(rs.getString("scenarios"), new TypeReference<List<String>>() {}),
                variants != null
                        ? JSON.readValue(variants, new TypeReference<List<Variant>>() {})
                        : JSON.readValue(rs.getString("approaches"), new TypeReference<List<String>>() {}).stream()
                                .map(id -> Variant.builtin(Approach.fromId(id), null))
                                .toList(),
                rs.getInt("repetitions"),
                environment == null ? null : JSON.readValue(environment, EnvironmentFingerprint.class),
                rs.getString("error"),
                instant(rs, "created_at"),
                instant(rs, "started_at"),
                instant(rs, "finished_at"),
                rs.getBoolean("until_decided"));
    }

    static Instant instant(ResultSet rs, String column) throws SQLException {
        long millis = rs.getLong(column);
        return rs.wasNull() ? null : Instant.ofEpochMilli(millis);
    }
}
