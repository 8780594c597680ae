package io.threadbench.controller.scenario;

import java.time.Instant;

/**
 * A scenario as kept in the database.
 *
 * @param builtin true when it came from the default files in {@code scenarios/*.yaml}
 */
public record StoredScenario(Scenario scenario, boolean builtin, Instant createdAt, Instant updatedAt) {

    public String name() {
        return scenario.name();
    }
}
