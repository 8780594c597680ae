package io.threadbench.contract;

import java.util.Arrays;
import java.util.List;

/**
 * The approaches the SUT serves, by the id passed to it as {@code --approach=} and shown in results. The controller's
 * and the SUT's own {@code Approach} enums each name one of these per constant, in this order; a test on each side
 * fails when they drift.
 */
public enum ApproachId {
    PLATFORM_TOMCAT("platform-tomcat"),
    LOOM_TOMCAT("loom-tomcat"),
    LOOM_NETTY("loom-netty"),
    WEBFLUX_NETTY("webflux-netty"),
    PLATFORM_JETTY("platform-jetty"),
    LOOM_JETTY("loom-jetty"),
    UNDERTOW_RAW("undertow-raw"),
    VERTX("vertx"),
    HELIDON_SE("helidon-se");

    private final String id;

    ApproachId(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Every id, in declaration order. */
    public static List<String> ids() {
        return Arrays.stream(values()).map(ApproachId::id).toList();
    }
}
