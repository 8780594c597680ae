package io.threadbench.controller.scenario;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.stream.Collectors;

/** Where the movies workloads' data lives: the SUT's in-memory H2, or a real PostgreSQL the controller starts. */
public enum Database {
    H2("h2"),
    POSTGRES("postgres");

    private final String id;

    Database(String id) {
        this.id = id;
    }

    /** The name used in YAML, JSON and forms. */
    @JsonValue
    public String id() {
        return id;
    }

    /** Parses an id; the exception message lists the valid ones. */
    @JsonCreator
    public static Database fromId(String id) {
        for (Database value : values()) {
            if (value.id.equals(id)) {
                return value;
            }
        }
        throw new IllegalArgumentException("unknown database '" + id + "', expected one of " + ids());
    }

    public static String ids() {
        return Arrays.stream(values()).map(Database::id).collect(Collectors.joining(", "));
    }
}
