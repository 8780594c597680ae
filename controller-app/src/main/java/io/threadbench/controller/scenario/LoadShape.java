package io.threadbench.controller.scenario;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * How k6 applies load (maps to a k6 executor), and which of a scenario's load fields each shape reads: the one home
 * of those rules, for the validator and the form alike.
 */
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

    /** It reads {@code rps}: constant-rate's arrival rate, or constant-vus's optional cap on the total rate. */
    public boolean usesRps() {
        return this == CONSTANT_RATE || this == CONSTANT_VUS;
    }

    /** It cannot run without {@code rps}. */
    public boolean needsRps() {
        return this == CONSTANT_RATE;
    }

    /** Its VUs pause between requests for a think time between {@code thinkTimeMinMillis} and the max. */
    public boolean usesThinkTime() {
        return this == STEPPED_SPIKE || this == SMOOTH_SPIKE || this == SHARP_SPIKES;
    }

    /** It follows the scenario's own {@code stages}. */
    public boolean usesStages() {
        return this == CUSTOM;
    }

    /** It runs a capacity search by the scenario's {@code capacity} plan. */
    public boolean usesCapacity() {
        return this == CAPACITY;
    }

    /** The shapes a rule holds for, in declaration order. */
    public static List<LoadShape> where(Predicate<LoadShape> rule) {
        return Arrays.stream(values()).filter(rule).toList();
    }
}
