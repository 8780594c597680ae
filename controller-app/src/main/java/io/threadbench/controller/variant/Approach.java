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
    PLATFORM_TOMCAT(ApproachId.PLATFORM_TOMCAT, "Spring MVC", "Tomcat", Model.THREAD_POOL),
    LOOM_TOMCAT(ApproachId.LOOM_TOMCAT, "Spring MVC", "Tomcat", Model.VIRTUAL_THREADS),
    LOOM_NETTY(ApproachId.LOOM_NETTY, "Spring WebFlux", "Netty", Model.VIRTUAL_THREADS),
    WEBFLUX_NETTY(ApproachId.WEBFLUX_NETTY, "Spring WebFlux", "Netty", Model.EVENT_LOOP),
    PLATFORM_JETTY(ApproachId.PLATFORM_JETTY, "Spring MVC", "Jetty", Model.THREAD_POOL),
    LOOM_JETTY(ApproachId.LOOM_JETTY, "Spring MVC", "Jetty", Model.VIRTUAL_THREADS),
    /** Answers without a wait on Undertow's I/O threads, waiting ones (delay, upstream calls) on its worker threads. */
    UNDERTOW_RAW(
            ApproachId.UNDERTOW_RAW, null, "Undertow", Model.EVENT_LOOP, Model.THREAD_POOL, Plain.NO_DATA_NO_PINNING),
    VERTX(ApproachId.VERTX, null, "Vert.x", Model.EVENT_LOOP, null, Plain.NO_DATA_NO_PINNING),
    HELIDON_SE(ApproachId.HELIDON_SE, null, "Helidon SE", Model.VIRTUAL_THREADS, null, Plain.NO_DATA_NO_PINNING);

    /** How an approach's handlers run: the thread kind the SUT reports and the words a user knows it by. */
    public enum Model {
        THREAD_POOL(SutHttp.PLATFORM_THREAD, "a thread pool"),
        VIRTUAL_THREADS(SutHttp.VIRTUAL_THREAD, "virtual threads"),
        EVENT_LOOP(SutHttp.EVENT_LOOP_THREAD, "reactive event loops");

        private final String threadKind;
        private final String words;

        Model(String threadKind, String words) {
            this.threadKind = threadKind;
            this.words = words;
        }

        public String threadKind() {
            return threadKind;
        }

        /** "virtual threads", "a thread pool", "reactive event loops". */
        public String words() {
            return words;
        }
    }

    private final String id;
    private final String framework;
    private final String server;
    private final Model model;
    private final Model waitingModel;
    private final Set<Workload> workloads;

    Approach(ApproachId id, String framework, String server, Model model) {
        this(id, framework, server, model, null, EnumSet.allOf(Workload.class));
    }

    Approach(ApproachId id, String framework, String server, Model model, Model waitingModel, Set<Workload> workloads) {
        this.id = id.id();
        this.framework = framework;
        this.server = server;
        this.model = model;
        this.waitingModel = waitingModel == null ? model : waitingModel;
        this.workloads = workloads;
    }

    /** The name passed to the SUT as {@code --approach=} and used in results. */
    @JsonValue
    public String id() {
        return id;
    }

    /**
     * What the approach is, in a few words derived from its definition: framework, server and the threads its
     * handlers run on, e.g. "Spring MVC on Tomcat: virtual threads" or "Vert.x without Spring: reactive event loops".
     */
    public String description() {
        return (framework == null ? server + " without Spring" : framework + " on " + server) + ": " + modelWords();
    }

    /** The server the approach runs on: "Tomcat", "Netty", "Vert.x", … */
    public String server() {
        return server;
    }

    public Model model() {
        return model;
    }

    /** The concurrency model in words: "virtual threads", "reactive event loops, waits on a thread pool". */
    public String modelWords() {
        return model == waitingModel ? model.words() : model.words() + ", waits on " + waitingModel.words();
    }

    /** The {@code X-Thread-Kind} header value the SUT must answer with. */
    public String threadKind() {
        return model.threadKind();
    }

    /** Whether an answer's {@code X-Thread-Kind} fits: the approach's kind, or the kind of its threads that wait. */
    public boolean accepts(String kind) {
        return threadKind().equals(kind) || waitingModel.threadKind().equals(kind);
    }

    /** The thread kinds {@link #accepts(String)} takes, for messages. */
    public String acceptedKinds() {
        return model == waitingModel
                ? "'" + threadKind() + "'"
                : "'" + threadKind() + "' or '" + waitingModel.threadKind() + "'";
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
