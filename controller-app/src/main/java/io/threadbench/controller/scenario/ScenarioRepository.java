package io.threadbench.controller.scenario;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Scenarios in the {@code scenario} table, each stored as the JSON of the {@link Scenario} record.
 * Plain storage: callers validate first ({@link ScenarioService} does).
 */
@Repository
public class ScenarioRepository {

    private final JdbcClient jdbc;
    private final Clock clock = Clock.systemUTC();

    ScenarioRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** All scenarios, ordered by name. */
    public List<StoredScenario> list() {
        return jdbc.sql("SELECT name, definition, builtin, created_at, updated_at FROM scenario ORDER BY name")
                .query(this::row)
                .list();
    }

    public Optional<StoredScenario> find(String name) {
        return jdbc.sql("SELECT name, definition, builtin, created_at, updated_at FROM scenario WHERE name = ?")
                .param(name)
                .query(this::row)
                .optional();
    }

    public boolean exists(String name) {
        return jdbc.sql("SELECT COUNT(*) FROM scenario WHERE name = ?")
                        .param(name)
                        .query(Integer.class)
                        .single()
                > 0;
    }

    public int count() {
        return jdbc.sql("SELECT COUNT(*) FROM scenario").query(Integer.class).single();
    }

    /** Inserts a new scenario; the name must be free. */
    public StoredScenario create(Scenario scenario, boolean builtin) {
        Instant now = Instant.ofEpochMilli(clock.millis());
        jdbc.sql("INSERT INTO scenario (name, definition, builtin, created_at, updated_at) VALUES (?, ?, ?, ?, ?)")
                .params(
                        scenario.name(),
                        ScenarioCodec.toJson(scenario),
                        builtin ? 1 : 0,
                        now.toEpochMilli(),
                        now.toEpochMilli())
                .update();
        return new StoredScenario(scenario, builtin, now, now);
    }

    /**
     * Replaces the scenario called {@code currentName}, possibly under a new name (which must be free).
     * An edited scenario is no longer a built-in one.
     *
     * @return the stored scenario, or empty when there is none called {@code currentName}
     */
    public Optional<StoredScenario> update(String currentName, Scenario scenario) {
        long now = clock.millis();
        int updated = jdbc.sql(
                        "UPDATE scenario SET name = ?, definition = ?, builtin = 0, updated_at = ? WHERE name = ?")
                .params(scenario.name(), ScenarioCodec.toJson(scenario), now, currentName)
                .update();
        return updated == 0 ? Optional.empty() : find(scenario.name());
    }

    /** @return whether a scenario of that name existed */
    public boolean delete(String name) {
        return jdbc.sql("DELETE FROM scenario WHERE name = ?").param(name).update() > 0;
    }

    private StoredScenario row(ResultSet rs, int rowNum) throws SQLException {
        Scenario scenario = ScenarioCodec.fromStored(rs.getString("definition"));
        return new StoredScenario(
                scenario,
                rs.getInt("builtin") == 1,
                Instant.ofEpochMilli(rs.getLong("created_at")),
                Instant.ofEpochMilli(rs.getLong("updated_at")));
    }
}
