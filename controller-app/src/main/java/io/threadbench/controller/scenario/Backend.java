package io.threadbench.controller.scenario;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What stands behind the SUT's handlers in a scenario (DESIGN §4): the movies data's database, whether its cache
 * is on, and the blocking approaches' upstream client. In YAML and JSON these are the top-level fields
 * {@code database}, {@code cache} ({@code on}/{@code off}) and {@code upstreamClient}.
 */
public record Backend(Database database, boolean cache, UpstreamClient upstreamClient) {

    /** H2, cache on, Apache HttpClient 5: the SUT as it always ran. */
    public static final Backend DEFAULT = new Backend(Database.H2, true, UpstreamClient.APACHE5);

    public Backend {
        database = database == null ? Database.H2 : database;
        upstreamClient = upstreamClient == null ? UpstreamClient.APACHE5 : upstreamClient;
    }

    /** {@code cache} as written: {@code on}, {@code off} (or true/false); null means on. */
    public static boolean cacheOf(Object value) {
        if (value == null || value instanceof Boolean) {
            return value == null || (Boolean) value;
        }
        return switch (value.toString().trim().toLowerCase(Locale.ROOT)) {
            case "on", "true" -> true;
            case "off", "false" -> false;
            default -> throw new IllegalArgumentException("cache must be on or off, not '" + value + "'");
        };
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
