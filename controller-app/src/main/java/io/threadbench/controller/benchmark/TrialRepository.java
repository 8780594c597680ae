package io.threadbench.controller.benchmark;

import static io.threadbench.controller.benchmark.BenchmarkRepository.instant;

import io.threadbench.controller.json.Json;
import io.threadbench.controller.metrics.TrialFlagWriter;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.ScenarioCodec;
import io.threadbench.controller.sut.SutInfo;
import io.threadbench.controller.sut.ThreadKindCheck;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Trials in the {@code trial} table, with the scenario snapshot as JSON. */
@Repository
public class TrialRepository implements TrialFlagWriter {

    private static final String COLUMNS = "id, benchmark_id, seq, scenario_name, approach, repetition, "
            + "scenario_snapshot, status, step, step_note, partial, error, flags, log_tail_sut, log_tail_k6, sut_info, "
            + "warmup_started_at, measure_started_at, started_at, finished_at, variant, thread_kind";
    private static final JsonMapper JSON = Json.MAPPER;

    private final JdbcClient jdbc;

    public TrialRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** A trial to be stored as QUEUED. */
    record Planned(int seq, Scenario snapshot, Variant variant, int repetition) {}

    void insertAll(long benchmarkId, List<Planned> trials) {
        for (Planned trial : trials) {
            jdbc.sql(
                            "INSERT INTO trial (benchmark_id, seq, scenario_name, approach, variant, repetition, scenario_snapshot, "
                                    + "status) VALUES (?, ?, ?, ?, ?, ?, ?, 'QUEUED')")
                    .params(
                            benchmarkId,
                            trial.seq(),
                            trial.snapshot().name(),
                            trial.variant().label(),
                            JSON.writeValueAsString(trial.variant()),
                            trial.repetition(),
                            ScenarioCodec.toJson(trial.snapshot()))
                    .update();
        }
    }

    public Optional<Trial> find(long id) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM trial WHERE id = ?")
                .param(id)
                .query(this::row)
                .optional();
    }

    /** The benchmark's trials in run order. */
    public List<Trial> ofBenchmark(long benchmarkId) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM trial WHERE benchmark_id = ? ORDER BY seq")
                .param(benchmarkId)
                .query(this::row)
                .list();
    }

    /** The latest {@code limit} trials that succeeded, newest first. */
    List<Trial> latestSucceeded(int limit) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM trial WHERE status = 'SUCCEEDED' AND started_at IS NOT NULL "
                        + "AND finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT ?")
                .param(limit)
                .query(this::row)
                .list();
    }

    Optional<Trial> nextQueued(long benchmarkId) {
        return jdbc.sql("SELECT " + COLUMNS
                        + " FROM trial WHERE benchmark_id = ? AND status = 'QUEUED' ORDER BY seq LIMIT 1")
                .param(benchmarkId)
                .query(this::row)
                .optional();
    }

    void start(long id, Instant now) {
        jdbc.sql("UPDATE trial SET status = 'RUNNING', started_at = ? WHERE id = ?")
                .params(now.toEpochMilli(), id)
                .update();
    }

    void step(long id, TrialStep step) {
        jdbc.sql("UPDATE trial SET step = ?, step_note = NULL WHERE id = ?")
                .params(step.id(), id)
                .update();
    }

    /** What the trial's current step is doing, or null when it says nothing more. */
    void stepNote(long id, String note) {
        jdbc.sql("UPDATE trial SET step_note = ? WHERE id = ?").params(note, id).update();
    }

    void sutInfo(long id, SutInfo info) {
        jdbc.sql("UPDATE trial SET sut_info = ? WHERE id = ?")
                .params(JSON.writeValueAsString(info), id)
                .update();
    }

    void diagnostics(long id, TrialDiagnostics diagnostics) {
        jdbc.sql("UPDATE trial SET diagnostics = ? WHERE id = ?")
                .params(JSON.writeValueAsString(diagnostics), id)
                .update();
    }

    /** The trial's error messages and flight-recorder summary; empty for trials stored before them. */
    public java.util.Optional<TrialDiagnostics> diagnostics(long id) {
        return jdbc.sql("SELECT diagnostics FROM trial WHERE id = ? AND diagnostics IS NOT NULL")
                .param(id)
                .query(String.class)
                .optional()
                .map(json -> JSON.readValue(json, TrialDiagnostics.class));
    }

    void warmupStarted(long id, Instant at) {
        jdbc.sql("UPDATE trial SET warmup_started_at = ? WHERE id = ?")
                .params(at.toEpochMilli(), id)
                .update();
    }

    void measureStarted(long id, Instant at) {
        jdbc.sql("UPDATE trial SET measure_started_at = ? WHERE id = ?")
                .params(at.toEpochMilli(), id)
                .update();
    }

    /** Sets the final status of a trial with what is left of it: error, log tails, whether its data is partial. */
    void finish(
            long id,
            RunStatus status,
            String error,
            boolean partial,
            String logTailSut,
            String logTailK6,
            Instant finishedAt) {
        jdbc.sql(
                        "UPDATE trial SET status = ?, error = ?, partial = ?, log_tail_sut = ?, log_tail_k6 = ?, finished_at = ?, "
                                + "step_note = NULL "
                                + "WHERE id = ?")
                .params(status.name(), error, partial ? 1 : 0, logTailSut, logTailK6, finishedAt.toEpochMilli(), id)
                .update();
    }

    /** QUEUED → CANCELLED for the benchmark's trials that never started. */
    int cancelQueued(long benchmarkId, Instant now) {
        return jdbc.sql(
                        "UPDATE trial SET status = 'CANCELLED', finished_at = ? WHERE benchmark_id = ? AND status = 'QUEUED'")
                .params(now.toEpochMilli(), benchmarkId)
                .update();
    }

    /**
     * Removes the queued trials of a scenario that a benchmark run until decided no longer needs: the plan shrinks to
     * what ran. Returns how many were removed.
     */
    int dropQueued(long benchmarkId, String scenario) {
        return jdbc.sql("DELETE FROM trial WHERE benchmark_id = ? AND scenario_name = ? AND status = 'QUEUED'")
                .params(benchmarkId, scenario)
                .update();
    }

    /** QUEUED → INTERRUPTED for the benchmark's trials that never started (the controller is stopping). */
    @Override
    public boolean replaceFlags(long trialId, List<TrustFlag> flags) {
        return jdbc.sql("UPDATE trial SET flags = ? WHERE id = ?")
                        .params(JSON.writeValueAsString(flags), trialId)
                        .update()
                > 0;
    }

    /** The ids of the benchmark's interrupted and cancelled trials: those a resume runs again. */
    List<Long> unfinishedIds(long benchmarkId) {
        return jdbc.sql("SELECT id FROM trial WHERE benchmark_id = ? AND status IN ('INTERRUPTED', 'CANCELLED')")
                .param(benchmarkId)
                .query(Long.class)
                .list();
    }

    /**
     * Queues the benchmark's interrupted and cancelled trials again, as if they had never run. Finished trials
     * (succeeded or failed) stay as they are. Returns how many.
     */
    int requeueUnfinished(long benchmarkId) {
        return jdbc.sql(
                        "UPDATE trial SET status = 'QUEUED', step = NULL, step_note = NULL, partial = 0, error = NULL, flags = NULL, "
                                + "sut_info = NULL, log_tail_sut = NULL, log_tail_k6 = NULL, warmup_started_at = NULL, "
                                + "diagnostics = NULL, "
                                + "measure_started_at = NULL, started_at = NULL, finished_at = NULL "
                                + "WHERE benchmark_id = ? AND status IN ('INTERRUPTED', 'CANCELLED')")
                .param(benchmarkId)
                .update();
    }

    void interruptQueued(long benchmarkId, Instant now) {
        jdbc.sql(
                        "UPDATE trial SET status = 'INTERRUPTED', finished_at = ? WHERE benchmark_id = ? AND status = 'QUEUED'")
                .params(now.toEpochMilli(), benchmarkId)
                .update();
    }

    /** RUNNING → INTERRUPTED for every trial, and the queued trials of interrupted benchmarks too. */
    List<Long> interruptRunning(Instant now) {
        List<Long> ids = jdbc.sql("SELECT id FROM trial WHERE status = 'RUNNING'")
                .query(Long.class)
                .list();
        jdbc.sql("UPDATE trial SET status = 'INTERRUPTED', finished_at = ?, step_note = NULL, "
                        + "error = 'the controller stopped while this trial ran' WHERE status = 'RUNNING'")
                .param(now.toEpochMilli())
                .update();
        jdbc.sql("UPDATE trial SET status = 'INTERRUPTED', finished_at = ? WHERE status = 'QUEUED' "
                        + "AND benchmark_id IN (SELECT id FROM benchmark WHERE status = 'INTERRUPTED')")
                .param(now.toEpochMilli())
                .update();
        return ids;
    }

    /** Counts of the benchmark's trials that ended in {@code status}. */
    int count(long benchmarkId, RunStatus status) {
        return jdbc.sql("SELECT COUNT(*) FROM trial WHERE benchmark_id = ? AND status = ?")
                .params(benchmarkId, status.name())
                .query(Integer.class)
                .single();
    }

    private Trial row(ResultSet rs, int rowNum) throws SQLException {
        String flags = rs.getString("flags");
        String sutInfo = rs.getString("sut_info");
        String variant = rs.getString("variant");
        String threadKind = rs.getString("thread_kind");
        return new Trial(
                rs.getLong("id"),
                rs.getLong("benchmark_id"),
                rs.getInt("seq"),
                rs.getString("scenario_name"),
                variant != null
                        ? JSON.readValue(variant, Variant.class)
                        : Variant.builtin(Approach.fromId(rs.getString("approach")), null),
                rs.getInt("repetition"),
                ScenarioCodec.fromStored(rs.getString("scenario_snapshot")),
                RunStatus.valueOf(rs.getString("status")),
                TrialStep.fromId(rs.getString("step")),
                rs.getString("step_note"),
                rs.getInt("partial") == 1,
                rs.getString("error"),
                flags == null ? List.of() : JSON.readValue(flags, new TypeReference<List<TrustFlag>>() {}),
                rs.getString("log_tail_sut"),
                rs.getString("log_tail_k6"),
                sutInfo == null ? null : JSON.readValue(sutInfo, SutInfo.class),
                instant(rs, "warmup_started_at"),
                instant(rs, "measure_started_at"),
                instant(rs, "started_at"),
                instant(rs, "finished_at"),
                threadKind == null ? null : JSON.readValue(threadKind, ThreadKindCheck.class));
    }

    /** Stores the thread kind seen in a registered service's JVM. */
    void threadKind(long trialId, ThreadKindCheck check) {
        jdbc.sql("UPDATE trial SET thread_kind = ? WHERE id = ?")
                .params(JSON.writeValueAsString(check), trialId)
                .update();
    }
}
