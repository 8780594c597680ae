package io.threadbench.controller.scenario;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What stands behind the SUT's handlers in a scenario (DESIGN §4): the movies data's database, whether its cache
 * is on, and the blocking approaches' upstream client. In YAML and JSON these are the top-level fields
 * {@code database}, {@code cache} ({@code on}/{@code off}) and {@code upstreamClient}.
 */
public record Backend(
        @ScenarioField(label = "Database", group = ScenarioField.Group.BACKEND)
        Database database,

        @ScenarioField(label = "Cache", group = ScenarioField.Group.BACKEND)
        boolean cache,

        @ScenarioField(label = "Upstream client", group = ScenarioField.Group.BACKEND)
        UpstreamClient upstreamClient) {

    /** H2, cache on, Apache HttpClient 5: the SUT as it always ran. */
    public static final Backend DEFAULT = new Backend(Database.H2, true, UpstreamClient.APACHE5);

    public Backend {
        database = database == null ? Database.H2 : database;
        upstreamClient = upstreamClient == null ? UpstreamClient.APACHE5 : upstreamClient;
    }

    public String cacheId() {
        return cache ? "on" : "off";
    }

    /**
     * The SUT's properties for these choices, left out where they are the SUT's defaults (the database URL is
     * the controller's business: it knows where it started PostgreSQL).
     */
    public Map<String, String> sutProperties() {
        Map<String, String> properties = new LinkedHashMap<>();
        if (!cache) {
            properties.put("sut.movies.cache", "false");
        }
        if (upstreamClient != UpstreamClient.APACHE5) {
            properties.put("sut.upstream.client", upstreamClient.id());
        }
        return properties;
    }

    /** Short text for descriptions and fingerprints, e.g. {@code postgres, cache off, client jdk}. */
    public String describe() {
        return database.id() + ", cache " + cacheId() + ", client " + upstreamClient.id();
    }
}
