package io.threadbench.controller.seconds;

import io.threadbench.controller.json.Json;
import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.springframework.jdbc.core.BatchPreparedStatementSetter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The per-second series of trials (DESIGN §6–7): one {@code trial_second} row per second with the compressed
 * latency histogram (µs), counts, p50/p90/p99/max in ms and the telemetry sample as JSON, plus the second's
 * reservoir of raw points in {@code trial_sample}. A second and its points are written together or not at all.
 */
@Repository
public class TrialSecondRepository {

    /** Lenient on read: a stored sample written by a newer or older version still loads. */
    public static final JsonMapper JSON = Json.MAPPER;

    private static final String SECOND_COLUMNS =
            "second, epoch_second, warmup, requests_ok, requests_error, dropped_iterations, histogram, telemetry, "
                    + "error_kinds";

    private final JdbcClient jdbc;
    private final JdbcTemplate batch;
    private final TransactionTemplate transaction;

    public TrialSecondRepository(JdbcTemplate jdbcTemplate, PlatformTransactionManager transactions) {
        this.jdbc = JdbcClient.create(jdbcTemplate);
        this.batch = jdbcTemplate;
        this.transaction = new TransactionTemplate(transactions);
    }

    /**
     * Stores one second of a trial and its raw points.
     *
     * @throws org.springframework.dao.DataAccessException if the trial does not exist or the second is already
     *                                                     stored (SQLite constraint error; nothing is written)
     */
    public void append(long trialId, TrialSecondRow row, List<LatencyPoint> samples) {
        Histogram histogram = row.histogram();
        LatencyPercentiles latency =
                histogram == null || histogram.getTotalCount() == 0 ? null : LatencyPercentiles.of(histogram);
        transaction.executeWithoutResult(status -> {
            jdbc.sql("INSERT INTO trial_second (trial_id, " + SECOND_COLUMNS + ", p50_ms, p90_ms, p99_ms, max_ms) "
                            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                    .params(
                            trialId,
                            row.second(),
                            row.epochSecond(),
                            row.warmup() ? 1 : 0,
                            row.requestsOk(),
                            row.requestsError(),
                            row.droppedIterations(),
                            histogram == null ? null : HistogramCodec.encode(histogram),
                            row.telemetry() == null ? null : JSON.writeValueAsString(row.telemetry()),
                            row.errorKinds() == null ? null : JSON.writeValueAsString(row.errorKindsById()),
                            latency == null ? null : latency.p50Millis(),
                            latency == null ? null : latency.p90Millis(),
                            latency == null ? null : latency.p99Millis(),
                            latency == null ? null : latency.maxMillis())
                    .update();
            if (samples != null && !samples.isEmpty()) {
                insertSamples(trialId, row.warmup(), samples);
            }
        });
    }

    /**
     * Numbers a trial's warm-up seconds back from the measured run's first wall-clock second: the warm-up's
     * second just before it becomes -1.
     */
    public void renumberWarmup(long trialId, long measureStartEpoch) {
        transaction.executeWithoutResult(status -> {
            // out of the way first: SQLite checks the key row by row, and a shift could meet a neighbour
            jdbc.sql("UPDATE trial_second SET second = -1000000000 - second WHERE trial_id = ? AND warmup = 1")
                    .param(trialId)
                    .update();
            jdbc.sql("UPDATE trial_second SET second = epoch_second - ? WHERE trial_id = ? AND warmup = 1")
                    .params(measureStartEpoch, trialId)
                    .update();
        });
    }

    /** Removes the stored seconds and raw points of these trials (they are to run again). */
    public void forget(List<Long> trialIds) {
        for (String table : List.of("trial_second", "trial_sample")) {
            trialIds.forEach(id -> jdbc.sql("DELETE FROM " + table + " WHERE trial_id = ?")
                    .param(id)
                    .update());
        }
    }

    /**
     * Every second of a trial, warm-up first, in time order, one row per wall-clock second (holes in trials stored
     * before seconds without answers were kept read as such seconds: {@link SecondGaps}); empty for an unknown trial.
     */
    public List<TrialSecondRow> read(long trialId) {
        return SecondGaps.filled(
                jdbc.sql("SELECT " + SECOND_COLUMNS + " FROM trial_second WHERE trial_id = ? ORDER BY second")
                        .param(trialId)
                        .query(TrialSecondRepository::row)
                        .list());
    }

    /** All stored raw points of a trial (warm-up included), in time order. */
    public List<LatencyPoint> samples(long trialId) {
        return jdbc.sql("SELECT epoch_millis, latency_micros, status, error FROM trial_sample "
                        + "WHERE trial_id = ? ORDER BY epoch_millis")
                .param(trialId)
                .query((rs, n) -> point(rs))
                .list();
    }

    /** A trial's raw points with their warm-up flag, in time order (for the samples download). */
    public List<StoredSample> storedSamples(long trialId) {
        return jdbc.sql("SELECT epoch_millis, latency_micros, status, error, warmup FROM trial_sample "
                        + "WHERE trial_id = ? ORDER BY epoch_millis")
                .param(trialId)
                .query((rs, n) -> new StoredSample(point(rs), rs.getInt("warmup") == 1))
                .list();
    }

    /** A stored raw point and whether it came from the warm-up run. */
    public record StoredSample(LatencyPoint point, boolean warmup) {}

    private void insertSamples(long trialId, boolean warmup, List<LatencyPoint> samples) {
        batch.batchUpdate(
                "INSERT INTO trial_sample (trial_id, epoch_millis, latency_micros, status, error, warmup) "
                        + "VALUES (?, ?, ?, ?, ?, ?)",
                new BatchPreparedStatementSetter() {
                    @Override
                    public void setValues(PreparedStatement ps, int i) throws SQLException {
                        LatencyPoint point = samples.get(i);
                        ps.setLong(1, trialId);
                        ps.setLong(2, point.epochMillis());
                        ps.setLong(3, point.latencyMicros());
                        ps.setInt(4, point.status());
                        ps.setInt(5, point.error() ? 1 : 0);
                        ps.setInt(6, warmup ? 1 : 0);
                    }

                    @Override
                    public int getBatchSize() {
                        return samples.size();
                    }
                });
    }

    private static TrialSecondRow row(ResultSet rs, int rowNum) throws SQLException {
        byte[] histogram = rs.getBytes("histogram");
        String telemetry = rs.getString("telemetry");
        String errorKinds = rs.getString("error_kinds");
        return new TrialSecondRow(
                rs.getLong("second"),
                rs.getLong("epoch_second"),
                rs.getInt("warmup") == 1,
                rs.getLong("requests_ok"),
                rs.getLong("requests_error"),
                rs.getLong("dropped_iterations"),
                histogram == null ? null : HistogramCodec.decode(histogram),
                telemetry == null ? null : JSON.readValue(telemetry, TelemetrySample.class),
                errorKinds == null ? null : errorKinds(errorKinds));
    }

    private static Map<ErrorKind, Long> errorKinds(String json) {
        Map<ErrorKind, Long> kinds = new EnumMap<>(ErrorKind.class);
        JSON.readValue(json, new TypeReference<Map<String, Long>>() {}).forEach((id, count) -> {
            try {
                kinds.put(ErrorKind.fromId(id), count);
            } catch (IllegalArgumentException unknown) {
                // a kind of a newer version: counted in requests_error all the same
            }
        });
        return kinds;
    }

    private static LatencyPoint point(ResultSet rs) throws SQLException {
        return new LatencyPoint(
                rs.getLong("epoch_millis"), rs.getLong("latency_micros"), rs.getInt("status"), rs.getInt("error") == 1);
    }
}
