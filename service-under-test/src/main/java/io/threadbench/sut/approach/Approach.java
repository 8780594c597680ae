package io.threadbench.sut.approach;

import io.threadbench.contract.ApproachId;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.boot.WebApplicationType;

/**
 * The concurrency model the service runs with (DESIGN §3). It decides, before the Spring context starts,
 * the web stack (servlet on Tomcat or Jetty, reactive on Netty) and the profiles that switch on the matching
 * handler style: {@code blocking} (plain methods) or {@code reactive} ({@code Mono}/{@code Flux}). The
 * {@linkplain #isPlain() plain} approaches start no Spring context: a main of package {@code plain} serves them.
 */
public enum Approach {
    PLATFORM_TOMCAT(ApproachId.PLATFORM_TOMCAT, WebApplicationType.SERVLET, ThreadKind.PLATFORM),
    LOOM_TOMCAT(ApproachId.LOOM_TOMCAT, WebApplicationType.SERVLET, ThreadKind.VIRTUAL),
    LOOM_NETTY(ApproachId.LOOM_NETTY, WebApplicationType.REACTIVE, ThreadKind.VIRTUAL),
    WEBFLUX_NETTY(ApproachId.WEBFLUX_NETTY, WebApplicationType.REACTIVE, ThreadKind.EVENT_LOOP),
    PLATFORM_JETTY(ApproachId.PLATFORM_JETTY, WebApplicationType.SERVLET, ThreadKind.PLATFORM),
    LOOM_JETTY(ApproachId.LOOM_JETTY, WebApplicationType.SERVLET, ThreadKind.VIRTUAL),
    /** Undertow core handlers: answers without a wait on its I/O threads, waiting work on its worker threads. */
    UNDERTOW_RAW(ApproachId.UNDERTOW_RAW, WebApplicationType.NONE, ThreadKind.EVENT_LOOP),
    VERTX(ApproachId.VERTX, WebApplicationType.NONE, ThreadKind.EVENT_LOOP),
    HELIDON_SE(ApproachId.HELIDON_SE, WebApplicationType.NONE, ThreadKind.VIRTUAL);

    /** Profile of the approaches whose handlers block (sleep, blocking HTTP client). */
    public static final String BLOCKING_PROFILE = "blocking";
    /** Profile of the approach whose handlers never block. */
    public static final String REACTIVE_PROFILE = "reactive";

    private final String id;
    private final WebApplicationType webApplicationType;
    private final ThreadKind threadKind;

    Approach(ApproachId id, WebApplicationType webApplicationType, ThreadKind threadKind) {
        this.id = id.id();
        this.webApplicationType = webApplicationType;
        this.threadKind = threadKind;
    }

    public String id() {
        return id;
    }

    public WebApplicationType webApplicationType() {
        return webApplicationType;
    }

    /** The kind of thread that runs this approach's handlers, as sent in {@code X-Thread-Kind}. */
    public ThreadKind threadKind() {
        return threadKind;
    }

    /** Whether a plain main serves this approach (Undertow, Vert.x, Helidon) instead of Spring. */
    public boolean isPlain() {
        return webApplicationType == WebApplicationType.NONE;
    }

    /** Spring profiles: the approach's own (for its property file) and its handler style. */
    public String[] profiles() {
        return new String[] {id, this == WEBFLUX_NETTY ? REACTIVE_PROFILE : BLOCKING_PROFILE};
    }

    public static Optional<Approach> fromId(String id) {
        return Arrays.stream(values()).filter(a -> a.id.equals(id)).findFirst();
    }

    public static String ids() {
        return Arrays.stream(values()).map(Approach::id).collect(Collectors.joining(", "));
    }
}
