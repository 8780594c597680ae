package io.threadbench.controller.loadgen;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.threadbench.controller.scenario.LoadShape;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The program that puts a benchmark's load on the SUT: k6 (every load shape) or vegeta (arrival rates only: it sends
 * at a fixed rate whatever the answers do, so it has no virtual users to hold in a closed loop).
 */
public enum LoadGeneratorKind {
    K6("k6"),
    VEGETA("vegeta");

    private final String id;

    LoadGeneratorKind(String id) {
        this.id = id;
    }

    /** The name in the API, the form, the CLI ({@code --load-generator}) and storage. */
    @JsonValue
    public String id() {
        return id;
    }

    /** Whether this generator can put load of {@code shape}: vegeta only arrival rates (constant, or capacity steps). */
    public boolean runs(LoadShape shape) {
        return this == K6 || shape == LoadShape.CONSTANT_RATE || shape == LoadShape.CAPACITY;
    }

    /** Parses an id; the message lists the valid ones. */
    @JsonCreator
    public static LoadGeneratorKind fromId(String id) {
        for (LoadGeneratorKind kind : values()) {
            if (kind.id.equals(id)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("unknown load generator '" + id + "', expected one of " + ids());
    }

    public static String ids() {
        return Arrays.stream(values()).map(LoadGeneratorKind::id).collect(Collectors.joining(", "));
    }
}
