package io.threadbench.controller.scenario;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.stream.Collectors;

/** How k6 applies load (maps to a k6 executor). */
public enum LoadShape {
    CONSTANT_RATE("constant-rate"),
    CONSTANT_VUS("constant-vus"),
    STEPPED_SPIKE("stepped-spike"),
    SMOOTH_SPIKE("smooth-spike"),
    SHARP_SPIKES("sharp-spikes"),
    CUSTOM("custom"),
    /** Steps of arrival rate, judged against an SLO, to find the highest rate that meets it. */
    CAPACITY("capacity");

    private final String id;

    LoadShape(String id) {
        this.id = id;
    }

    /** The name used in YAML, JSON, forms and k6's environment. */
    @JsonValue
    public String id() {
        return id;
    }

    /** Parses an id; the exception message lists the valid ones. */
    @JsonCreator
    public static LoadShape fromId(String id) {
        for (LoadShape value : values()) {
            if (value.id.equals(id)) {
                return value;
            }
        }
        throw new IllegalArgumentException("unknown loadShape '" + id + "', expected one of " + ids());
    }

    public static String ids() {
        return Arrays.stream(values()).map(LoadShape::id).collect(Collectors.joining(", "));
    }
}
