package io.threadbench.controller.variant;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.stream.Collectors;

/** A server concurrency model of the SUT (DESIGN §3), with the thread kind its handlers run on. */
public enum Approach {
    PLATFORM_TOMCAT("platform-tomcat", "platform"),
    LOOM_TOMCAT("loom-tomcat", "virtual"),
    LOOM_NETTY("loom-netty", "virtual"),
    WEBFLUX_NETTY("webflux-netty", "event-loop");

    private final String id;
    private final String threadKind;

    Approach(String id, String threadKind) {
        this.id = id;
        this.threadKind = threadKind;
    }

    /** The name passed to the SUT as {@code --approach=} and used in results. */
    @JsonValue
    public String id() {
        return id;
    }

    /** The {@code X-Thread-Kind} header value the SUT must answer with. */
    public String threadKind() {
        return threadKind;
    }

    @JsonCreator
    public static Approach fromId(String id) {
        for (Approach approach : values()) {
            if (approach.id.equals(id)) {
                return approach;
            }
        }
        throw new IllegalArgumentException("unknown approach '" + id + "', expected one of " + ids());
    }

    public static String ids() {
        return Arrays.stream(values()).map(Approach::id).collect(Collectors.joining(", "));
    }
}
