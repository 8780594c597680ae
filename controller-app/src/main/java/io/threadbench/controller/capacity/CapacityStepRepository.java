package io.threadbench.controller.capacity;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The judged steps of capacity searches ({@code capacity_step}), one row per step, in the order run. */
@Repository
public class CapacityStepRepository {

    private final JdbcClient jdbc;

    CapacityStepRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    public void append(long trialId, CapacityStep step) {
        StepMeasurement m = step.measurement();
        jdbc.sql("""
                        INSERT INTO capacity_step (trial_id, step_index, bisecting, offered_rate, achieved_rps,
                            p50_millis, p99_millis, error_percent, dropped_iterations, loadgen_cpu_percent,
                            other_cpu_percent, judged_seconds, verdict, reason)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(
                        trialId,
                        step.index(),
                        step.bisecting() ? 1 : 0,
                        m.offeredRate(),
                        m.achievedRps(),
                        finiteOrNull(m.p50Millis()),
                        finiteOrNull(m.p99Millis()),
                        m.errorPercent(),
                        m.droppedIterations(),
                        m.loadgenCpuPercent(),
                        m.otherCpuPercent(),
                        m.seconds(),
                        step.verdict().name(),
                        step.reason())
                .update();
    }

    /** The steps of a trial in the order run; empty for a trial that searched nothing. */
    public List<CapacityStep> steps(long trialId) {
        return jdbc.sql("SELECT * FROM capacity_step WHERE trial_id = ? ORDER BY step_index")
                .param(trialId)
                .query((rs, n) -> step(rs))
                .list();
    }

    /** Removes a trial's steps (a trial run again searches afresh). */
    public void clear(long trialId) {
        jdbc.sql("DELETE FROM capacity_step WHERE trial_id = ?").param(trialId).update();
    }

    private static CapacityStep step(ResultSet rs) throws SQLException {
        double cpu = rs.getDouble("loadgen_cpu_percent");
        Double loadgenCpu = rs.wasNull() ? null : cpu;
        double other = rs.getDouble("other_cpu_percent");
        Double otherCpu = rs.wasNull() ? null : other;
        StepMeasurement measurement = new StepMeasurement(
                rs.getInt("offered_rate"),
                rs.getDouble("achieved_rps"),
                nanIfNull(rs, "p50_millis"),
                nanIfNull(rs, "p99_millis"),
                rs.getDouble("error_percent"),
                rs.getLong("dropped_iterations"),
                loadgenCpu,
                rs.getInt("judged_seconds"),
                otherCpu);
        return new CapacityStep(
                rs.getInt("step_index"),
                rs.getInt("bisecting") == 1,
                measurement,
                StepOutcome.valueOf(rs.getString("verdict")),
                rs.getString("reason"));
    }

    private static double nanIfNull(ResultSet rs, String column) throws SQLException {
        double value = rs.getDouble(column);
        return rs.wasNull() ? Double.NaN : value;
    }

    private static Double finiteOrNull(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
