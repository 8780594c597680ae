package io.threadbench.controller.scenario;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The HTTP client the blocking approaches call their upstream with (the SUT's {@code sut.upstream.client}). The
 * reactive approach always uses Reactor Netty's WebClient, the plain approaches the JDK's client.
 */
public enum UpstreamClient {
    APACHE5("apache5"),
    JDK("jdk"),
    REACTOR_NETTY("reactor-netty");

    private final String id;

    UpstreamClient(String id) {
        this.id = id;
    }

    /** The name used in YAML, JSON, forms and the SUT's property. */
    @JsonValue
    public String id() {
        return id;
    }

    /** Parses an id; the exception message lists the valid ones. */
    @JsonCreator
    public static UpstreamClient fromId(String id) {
        for (UpstreamClient value : values()) {
            if (value.id.equals(id)) {
                return value;
            }
        }
        throw new IllegalArgumentException("unknown upstreamClient '" + id + "', expected one of " + ids());
    }

    public static String ids() {
        return Arrays.stream(values()).map(UpstreamClient::id).collect(Collectors.joining(", "));
    }
}
