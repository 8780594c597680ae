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
    /** {@code /pinning?mode=native}: waits inside a native upcall, which pins a virtual thread on every JDK. */
    PINNING_NATIVE("pinning-native"),
    /** {@code /pinning?mode=class-init}: waits in a class initializer, which pins on every JDK. */
    PINNING_CLASS_INIT("pinning-class-init"),
    /** {@code /pinning?mode=synchronized}: waits holding a monitor, which pins only before JDK 24 (JEP 491). */
    PINNING_SYNCHRONIZED("pinning-synchronized"),
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

    /**
     * Its delay is a random pause in [0, delay] ({@code /allocate}: allocation bursts do not line up), so a request
     * holds its thread half the delay on average, and the fastest answer says nothing of that.
     */
    public boolean pausesAtRandom() {
        return this == ALLOCATE;
    }

    public static String ids() {
        return Arrays.stream(values()).map(Workload::id).collect(Collectors.joining(", "));
    }
}
