package io.threadbench.controller.process;

import java.time.Instant;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The {@code child_process} table: every process we start, with the start instant the OS reports for it,
 * so that after a crash we can tell our survivors from unrelated processes that reuse a PID.
 */
@Repository
public class ChildProcessRegistry {

    /** A recorded child process. */
    public record Record(long id, Long trialId, String role, long pid, Instant startedAt, String command) {}

    private final JdbcClient jdbc;

    public ChildProcessRegistry(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * Records a started process. A process that has already gone (no start instant) is not recorded.
     *
     * @return the record's id, or -1 when there was nothing to record
     */
    public long record(Long trialId, String role, ProcessHandle process, List<String> command) {
        Instant started = startInstant(process);
        if (started == null) {
            return -1;
        }
        jdbc.sql("INSERT INTO child_process (trial_id, role, pid, started_at, command) VALUES (?, ?, ?, ?, ?)")
                .params(trialId, role, process.pid(), started.toEpochMilli(), String.join(" ", command))
                .update();
        return jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
    }

    /** Drops the record of a process that has ended. */
    public void forget(long id) {
        if (id >= 0) {
            jdbc.sql("DELETE FROM child_process WHERE id = ?").param(id).update();
        }
    }

    public List<Record> all() {
        return jdbc.sql("SELECT id, trial_id, role, pid, started_at, command FROM child_process ORDER BY id")
                .query((rs, row) -> new Record(
                        rs.getLong("id"),
                        nullableLong(rs, "trial_id"),
                        rs.getString("role"),
                        rs.getLong("pid"),
                        Instant.ofEpochMilli(rs.getLong("started_at")),
                        rs.getString("command")))
                .list();
    }

    private static Long nullableLong(java.sql.ResultSet rs, String column) throws java.sql.SQLException {
        long value = rs.getLong(column);
        return rs.wasNull() ? null : value;
    }

    /** The OS's start instant of a process, in milliseconds, or null when unknown (the process has gone). */
    static Instant startInstant(ProcessHandle process) {
        return process.info()
                .startInstant()
                .map(instant -> Instant.ofEpochMilli(instant.toEpochMilli()))
                .orElse(null);
    }
}
