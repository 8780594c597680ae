package io.threadbench.controller.scenario;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.stream.Collectors;

/** Where the SUT's upstream calls go: to itself, or to a separate upstream process. */
public enum Upstream {
    SELF("self"),
    SEPARATE("separate");

    private final String id;

    Upstream(String id) {
        this.id = id;
    }

    /** The name used in YAML, JSON, forms and k6's environment. */
    @JsonValue
    public String id() {
        return id;
    }

    /** Parses an id; the exception message lists the valid ones. */
    @JsonCreator
    public static Upstream fromId(String id) {
        for (Upstream value : values()) {
            if (value.id.equals(id)) {
                return value;
            }
        }
        throw new IllegalArgumentException("unknown upstream '" + id + "', expected one of " + ids());
    }

    public static String ids() {
        return Arrays.stream(values()).map(Upstream::id).collect(Collectors.joining(", "));
    }
}
