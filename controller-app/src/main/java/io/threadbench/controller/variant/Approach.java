package io.threadbench.controller.variant;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.threadbench.contract.ApproachId;
import io.threadbench.contract.SutHttp;
import io.threadbench.controller.scenario.Workload;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A server concurrency model of the SUT (DESIGN §3), with the thread kind its handlers run on and the workloads it
 * serves: the approaches without Spring (raw Undertow, Vert.x, Helidon SE) have no data layer (no movies) and no
 * {@code /pinning}.
 */
public enum Approach {
    PLATFORM_TOMCAT(ApproachId.PLATFORM_TOMCAT, SutHttp.PLATFORM_THREAD),
    LOOM_TOMCAT(ApproachId.LOOM_TOMCAT, SutHttp.VIRTUAL_THREAD),
    LOOM_NETTY(ApproachId.LOOM_NETTY, SutHttp.VIRTUAL_THREAD),
    WEBFLUX_NETTY(ApproachId.WEBFLUX_NETTY, SutHttp.EVENT_LOOP_THREAD),
    PLATFORM_JETTY(ApproachId.PLATFORM_JETTY, SutHttp.PLATFORM_THREAD),
    LOOM_JETTY(ApproachId.LOOM_JETTY, SutHttp.VIRTUAL_THREAD),
    /** Answers without a wait on Undertow's I/O threads, waiting ones (delay, upstream calls) on its worker threads. */
    UNDERTOW_RAW(ApproachId.UNDERTOW_RAW, SutHttp.EVENT_LOOP_THREAD, SutHttp.PLATFORM_THREAD, Plain.NO_DATA_NO_PINNING),
    VERTX(ApproachId.VERTX, SutHttp.EVENT_LOOP_THREAD, null, Plain.NO_DATA_NO_PINNING),
    HELIDON_SE(ApproachId.HELIDON_SE, SutHttp.VIRTUAL_THREAD, null, Plain.NO_DATA_NO_PINNING);

    /** What each approach is, in words ("loom" is virtual threads, Project Loom's). */
    private static final java.util.Map<Approach, String> DESCRIPTIONS = new java.util.EnumMap<>(java.util.Map.of(
            PLATFORM_TOMCAT, "Spring MVC on Tomcat, a pool of platform threads",
            LOOM_TOMCAT, "Spring MVC on Tomcat, a virtual thread per request",
            LOOM_NETTY, "Spring WebFlux on Netty, handlers on virtual threads",
            WEBFLUX_NETTY, "Spring WebFlux on Netty, reactive on its event loops",
            PLATFORM_JETTY, "Spring MVC on Jetty, a pool of platform threads",
            LOOM_JETTY, "Spring MVC on Jetty, a virtual thread per request",
            UNDERTOW_RAW, "plain Undertow, no Spring: I/O threads, waits on worker (platform) threads",
            VERTX, "plain Vert.x, no Spring: event loops",
            HELIDON_SE, "plain Helidon SE, no Spring: a virtual thread per request"));

    private final String id;
    private final String threadKind;
    private final String waitingThreadKind;
    private final Set<Workload> workloads;

    Approach(ApproachId id, String threadKind) {
        this(id, threadKind, null, EnumSet.allOf(Workload.class));
    }

    Approach(ApproachId id, String threadKind, String waitingThreadKind, Set<Workload> workloads) {
        this.id = id.id();
        this.threadKind = threadKind;
        this.waitingThreadKind = waitingThreadKind == null ? threadKind : waitingThreadKind;
        this.workloads = workloads;
    }

    /** The name passed to the SUT as {@code --approach=} and used in results. */
    @JsonValue
    public String id() {
        return id;
    }

    /** What the approach is, in a few words: server, framework and the threads its handlers run on. */
    public String description() {
        return DESCRIPTIONS.get(this);
    }

    /** The {@code X-Thread-Kind} header value the SUT must answer with. */
    public String threadKind() {
        return threadKind;
    }

    /** Whether an answer's {@code X-Thread-Kind} fits: the approach's kind, or the kind of its threads that wait. */
    public boolean accepts(String kind) {
        return threadKind.equals(kind) || waitingThreadKind.equals(kind);
    }

    /** The thread kinds {@link #accepts(String)} takes, for messages. */
    public String acceptedKinds() {
        return threadKind.equals(waitingThreadKind)
                ? "'" + threadKind + "'"
                : "'" + threadKind + "' or '" + waitingThreadKind + "'";
    }

    public boolean supports(Workload workload) {
        return workloads.contains(workload);
    }

    /** Why the approach cannot run a workload it does not {@link #supports(Workload) support}. */
    public String whyNot(Workload workload) {
        return id + " does not serve workload '" + workload.id() + "': it runs without Spring, with no data layer"
                + " (no /movies) and no /pinning; it serves "
                + workloads.stream().map(Workload::id).collect(Collectors.joining(", "));
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

    /** Workload sets of the approaches served by a plain main (enum constants cannot refer to static fields). */
    private static final class Plain {
        static final Set<Workload> NO_DATA_NO_PINNING = EnumSet.complementOf(EnumSet.of(
                Workload.MOVIES_GET,
                Workload.MOVIES_GET_POST,
                Workload.PINNING_NATIVE,
                Workload.PINNING_CLASS_INIT,
                Workload.PINNING_SYNCHRONIZED));
    }
}
