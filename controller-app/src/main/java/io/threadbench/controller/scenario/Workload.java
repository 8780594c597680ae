package io.threadbench.controller.scenario;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.stream.Collectors;

/** What the load generator calls on the SUT. */
public enum Workload {
    EPOCH_MILLIS("epoch-millis"),
    MOVIES_GET("movies-get"),
    MOVIES_GET_POST("movies-get-post"),
    FANOUT("fanout"),
    ALLOCATE("allocate"),
    CAR("car"),
    /** The scenario's own request templates ({@link RequestTemplate}), for a registered service or our SUT. */
    REQUESTS("requests");

    private final String id;

    Workload(String id) {
        this.id = id;
    }

    /** The name used in YAML, JSON, forms and k6's environment. */
    @JsonValue
    public String id() {
        return id;
    }

    /** Parses an id; the exception message lists the valid ones. */
    @JsonCreator
    public static Workload fromId(String id) {
        for (Workload value : values()) {
            if (value.id.equals(id)) {
                return value;
            }
        }
        throw new IllegalArgumentException("unknown workload '" + id + "', expected one of " + ids());
    }

    public static String ids() {
        return Arrays.stream(values()).map(Workload::id).collect(Collectors.joining(", "));
    }
}
