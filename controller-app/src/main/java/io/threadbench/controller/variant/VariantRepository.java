package io.threadbench.controller.variant;

import io.threadbench.controller.json.Json;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** The user's variants ({@code variant}) and registered services ({@code registered_service}), as JSON. */
@Repository
class VariantRepository {

    private static final JsonMapper JSON = Json.MAPPER;

    private final JdbcClient jdbc;
    private final Clock clock = Clock.systemUTC();

    VariantRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    List<VariantDefinition> variants() {
        return jdbc.sql("SELECT definition FROM variant ORDER BY label")
                .query((rs, n) -> JSON.readValue(rs.getString(1), VariantDefinition.class))
                .list();
    }

    Optional<VariantDefinition> variant(String label) {
        return jdbc.sql("SELECT definition FROM variant WHERE label = ?")
                .param(label)
                .query((rs, n) -> JSON.readValue(rs.getString(1), VariantDefinition.class))
                .optional();
    }

    void insertVariant(VariantDefinition variant) {
        long now = clock.millis();
        jdbc.sql("INSERT INTO variant (label, definition, created_at, updated_at) VALUES (?, ?, ?, ?)")
                .params(variant.label(), JSON.writeValueAsString(variant), now, now)
                .update();
    }

    /** @return whether a variant called {@code currentLabel} was there to replace */
    boolean updateVariant(String currentLabel, VariantDefinition variant) {
        return jdbc.sql("UPDATE variant SET label = ?, definition = ?, updated_at = ? WHERE label = ?")
                        .params(variant.label(), JSON.writeValueAsString(variant), clock.millis(), currentLabel)
                        .update()
                > 0;
    }

    boolean deleteVariant(String label) {
        return jdbc.sql("DELETE FROM variant WHERE label = ?").param(label).update() > 0;
    }

    List<RegisteredService> services() {
        return jdbc.sql("SELECT definition FROM registered_service ORDER BY name")
                .query((rs, n) -> JSON.readValue(rs.getString(1), RegisteredService.class))
                .list();
    }

    Optional<RegisteredService> service(String name) {
        return jdbc.sql("SELECT definition FROM registered_service WHERE name = ?")
                .param(name)
                .query((rs, n) -> JSON.readValue(rs.getString(1), RegisteredService.class))
                .optional();
    }

    void insertService(RegisteredService service) {
        long now = clock.millis();
        jdbc.sql("INSERT INTO registered_service (name, definition, created_at, updated_at) VALUES (?, ?, ?, ?)")
                .params(service.name(), JSON.writeValueAsString(service), now, now)
                .update();
    }

    boolean updateService(String currentName, RegisteredService service) {
        return jdbc.sql("UPDATE registered_service SET name = ?, definition = ?, updated_at = ? WHERE name = ?")
                        .params(service.name(), JSON.writeValueAsString(service), clock.millis(), currentName)
                        .update()
                > 0;
    }

    boolean deleteService(String name) {
        return jdbc.sql("DELETE FROM registered_service WHERE name = ?")
                        .param(name)
                        .update()
                > 0;
    }
}
