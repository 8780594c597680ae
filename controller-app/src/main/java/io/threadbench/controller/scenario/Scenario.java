package io.threadbench.controller.scenario;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A load scenario (DESIGN §4): what k6 sends, how the SUT waits, and how long it all lasts.
 * Immutable; a trial keeps a snapshot of it so later edits never change past results.
 * Fields left out of JSON or YAML take the defaults of {@link #fromJson}; {@link ScenarioValidator}
 * states the allowed ranges.
 *
 * @param name              unique slug, {@code [a-z0-9][a-z0-9-]{0,99}}
 * @param rps               arrival rate for {@code constant-rate}; optional cap for {@code constant-vus}
 * @param thinkTimeMinMillis think time of the spike shapes (default 1000)
 * @param thinkTimeMaxMillis think time of the spike shapes (default 3000)
 * @param stages            explicit VU stages of the {@code custom} shape
 * @param serverProperties  Spring properties passed to the SUT as {@code --key=value}, in order
 * @param jvmOptions        options for the SUT's JVM, e.g. {@code -Xmx2g}
 * @param requests          what the {@code requests} workload sends; empty for the other workloads
 * @param backend           database, cache and upstream client (top-level {@code database}, {@code cache},
 *                          {@code upstreamClient} in YAML and JSON)
 * @param capacity          the search of the {@code capacity} load shape; null for the other shapes
 */
public record Scenario(
        String name,
        String description,
        Workload workload,
        LoadShape loadShape,
        int vus,
        Integer rps,
        int thinkTimeMinMillis,
        int thinkTimeMaxMillis,
        List<Stage> stages,
        int delayMillis,
        int delayCallDepth,
        int fanoutCalls,
        int allocateKilobytes,
        Upstream upstream,
        int warmupSeconds,
        int durationSeconds,
        Map<String, String> serverProperties,
        List<String> jvmOptions,
        List<RequestTemplate> requests,
        @JsonIgnore Backend backend,
        CapacityPlan capacity) {

    public static final int DEFAULT_THINK_TIME_MIN_MILLIS = 1000;
    public static final int DEFAULT_THINK_TIME_MAX_MILLIS = 3000;
    public static final int DEFAULT_FANOUT_CALLS = 3;
    public static final int DEFAULT_ALLOCATE_KILOBYTES = 64;

    public Scenario {
        stages = stages == null ? List.of() : List.copyOf(stages);
        serverProperties = serverProperties == null
                ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(serverProperties));
        jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
        upstream = upstream == null ? Upstream.SELF : upstream;
        description = description == null ? "" : description;
        requests = requests == null ? List.of() : List.copyOf(requests);
        backend = backend == null ? Backend.DEFAULT : backend;
    }

    /**
     * A scenario called {@code name} with the defaults a scenario file leaves out (think time 1–3 s, 3 fan-out
     * calls, 64 KB per allocation, no delay, no warm-up, upstream {@code self}, the default backend); the rest
     * (workload, shape, VUs, duration) is set on the builder.
     */
    public static Builder builder(String name) {
        return new Builder().name(name);
    }

    /** A builder holding this scenario's values, for a copy that changes a few. */
    public Builder toBuilder() {
        return new Builder()
                .name(name)
                .description(description)
                .workload(workload)
                .loadShape(loadShape)
                .vus(vus)
                .rps(rps)
                .thinkTimeMillis(thinkTimeMinMillis, thinkTimeMaxMillis)
                .stages(stages)
                .delayMillis(delayMillis)
                .delayCallDepth(delayCallDepth)
                .fanoutCalls(fanoutCalls)
                .allocateKilobytes(allocateKilobytes)
                .upstream(upstream)
                .warmupSeconds(warmupSeconds)
                .durationSeconds(durationSeconds)
                .serverProperties(serverProperties)
                .jvmOptions(jvmOptions)
                .requests(requests)
                .backend(backend)
                .capacity(capacity);
    }

    /**
     * Reads a scenario from JSON or YAML, filling in what was left out: think time 1–3 s, 3 fan-out
     * calls, 64 KB per allocation, no delay, no warm-up, upstream {@code self}; for {@code custom},
     * {@code vus} defaults to the highest stage target and {@code durationSeconds} to the stages'
     * total. Missing required values stay empty (null or 0) so that validation names them.
     */
    @JsonCreator
    static Scenario fromJson(
            @JsonProperty("name") String name,
            @JsonProperty("description") String description,
            @JsonProperty("workload") Workload workload,
            @JsonProperty("loadShape") LoadShape loadShape,
            @JsonProperty("vus") Integer vus,
            @JsonProperty("rps") Integer rps,
            @JsonProperty("thinkTimeMinMillis") Integer thinkTimeMinMillis,
            @JsonProperty("thinkTimeMaxMillis") Integer thinkTimeMaxMillis,
            @JsonProperty("stages") List<Stage> stages,
            @JsonProperty("delayMillis") Integer delayMillis,
            @JsonProperty("delayCallDepth") Integer delayCallDepth,
            @JsonProperty("fanoutCalls") Integer fanoutCalls,
            @JsonProperty("allocateKilobytes") Integer allocateKilobytes,
            @JsonProperty("upstream") Upstream upstream,
            @JsonProperty("warmupSeconds") Integer warmupSeconds,
            @JsonProperty("durationSeconds") Integer durationSeconds,
            @JsonProperty("serverProperties") Map<String, String> serverProperties,
            @JsonProperty("jvmOptions") List<String> jvmOptions,
            @JsonProperty("requests") List<RequestTemplate> requests,
            @JsonProperty("database") Database database,
            @JsonProperty("cache") Object cache,
            @JsonProperty("upstreamClient") UpstreamClient upstreamClient,
            @JsonProperty("capacity") CapacityPlan capacity) {
        // nulls inside lists become empty values, so validation reports them instead of a NullPointerException
        List<Stage> stageList = stages == null
                ? List.of()
                : stages.stream()
                        .map(stage -> stage == null ? new Stage(0, 0) : stage)
                        .toList();
        List<String> options = jvmOptions == null
                ? List.of()
                : jvmOptions.stream()
                        .map(option -> option == null ? "" : option)
                        .toList();
        boolean custom = loadShape == LoadShape.CUSTOM;
        int defaultVus =
                custom ? stageList.stream().mapToInt(Stage::target).max().orElse(0) : 0;
        int defaultDuration =
                custom ? stageList.stream().mapToInt(Stage::durationSeconds).sum() : 0;
        if (loadShape == LoadShape.CAPACITY) {
            // a planned estimate for progress only; an invalid search gets 1 so that its own fields carry the errors
            defaultDuration = capacity != null && capacity.climbs() ? capacity.estimatedSeconds() : 1;
        }
        return builder(name)
                .description(description)
                .workload(workload)
                .loadShape(loadShape)
                .vus(or(vus, defaultVus))
                .rps(rps)
                .thinkTimeMillis(
                        or(thinkTimeMinMillis, DEFAULT_THINK_TIME_MIN_MILLIS),
                        or(thinkTimeMaxMillis, DEFAULT_THINK_TIME_MAX_MILLIS))
                .stages(stageList)
                .delayMillis(or(delayMillis, 0))
                .delayCallDepth(or(delayCallDepth, 0))
                .fanoutCalls(or(fanoutCalls, DEFAULT_FANOUT_CALLS))
                .allocateKilobytes(or(allocateKilobytes, DEFAULT_ALLOCATE_KILOBYTES))
                .upstream(upstream)
                .warmupSeconds(or(warmupSeconds, 0))
                .durationSeconds(or(durationSeconds, defaultDuration))
                .serverProperties(serverProperties)
                .jvmOptions(options)
                .requests(
                        requests == null
                                ? List.of()
                                : requests.stream()
                                        .map(r ->
                                                r == null ? new RequestTemplate(null, null, null, null, null, null) : r)
                                        .toList())
                .backend(new Backend(database, Backend.cacheOf(cache), upstreamClient))
                .capacity(capacity)
                .build();
    }

    @JsonProperty("database")
    public Database database() {
        return backend.database();
    }

    @JsonProperty("cache")
    public String cache() {
        return backend.cacheId();
    }

    @JsonProperty("upstreamClient")
    public UpstreamClient upstreamClient() {
        return backend.upstreamClient();
    }

    /** A copy with another backend. */
    public Scenario withBackend(Backend newBackend) {
        return toBuilder().backend(newBackend).build();
    }

    private static int or(Integer value, int fallback) {
        return value != null ? value : fallback;
    }

    /** A copy under another name (for duplicating and renaming). */
    public Scenario withName(String newName) {
        return toBuilder().name(newName).build();
    }

    /**
     * One step of a capacity search: this scenario with k6 asked for {@code rate} arrivals a second (the {@code
     * capacity} shape runs each step as a constant arrival rate).
     */
    public Scenario atRate(int rate) {
        return toBuilder().rps(rate).build();
    }

    /** One ramping stage: reach {@code target} VUs over {@code durationSeconds}. */
    public record Stage(int durationSeconds, int target) {}

    /** Seconds of load the scenario puts on the SUT, warm-up included. */
    public int plannedSeconds() {
        int measured = loadShape == LoadShape.CUSTOM
                ? stages.stream().mapToInt(Stage::durationSeconds).sum()
                : durationSeconds;
        return warmupSeconds + measured;
    }

    /** Builds a scenario a few fields at a time; see {@link #builder(String)} for what it starts from. */
    public static final class Builder {
        private String name;
        private String description = "";
        private Workload workload;
        private LoadShape loadShape;
        private int vus;
        private Integer rps;
        private int thinkTimeMinMillis = DEFAULT_THINK_TIME_MIN_MILLIS;
        private int thinkTimeMaxMillis = DEFAULT_THINK_TIME_MAX_MILLIS;
        private List<Stage> stages = List.of();
        private int delayMillis;
        private int delayCallDepth;
        private int fanoutCalls = DEFAULT_FANOUT_CALLS;
        private int allocateKilobytes = DEFAULT_ALLOCATE_KILOBYTES;
        private Upstream upstream = Upstream.SELF;
        private int warmupSeconds;
        private int durationSeconds;
        private Map<String, String> serverProperties = Map.of();
        private List<String> jvmOptions = List.of();
        private List<RequestTemplate> requests = List.of();
        private Backend backend = Backend.DEFAULT;
        private CapacityPlan capacity;

        private Builder() {}

        public Builder name(String value) {
            name = value;
            return this;
        }

        public Builder description(String value) {
            description = value;
            return this;
        }

        public Builder workload(Workload value) {
            workload = value;
            return this;
        }

        public Builder loadShape(LoadShape value) {
            loadShape = value;
            return this;
        }

        public Builder vus(int value) {
            vus = value;
            return this;
        }

        public Builder rps(Integer value) {
            rps = value;
            return this;
        }

        public Builder thinkTimeMillis(int min, int max) {
            thinkTimeMinMillis = min;
            thinkTimeMaxMillis = max;
            return this;
        }

        public Builder stages(List<Stage> value) {
            stages = value;
            return this;
        }

        public Builder delayMillis(int value) {
            delayMillis = value;
            return this;
        }

        public Builder delayCallDepth(int value) {
            delayCallDepth = value;
            return this;
        }

        public Builder fanoutCalls(int value) {
            fanoutCalls = value;
            return this;
        }

        public Builder allocateKilobytes(int value) {
            allocateKilobytes = value;
            return this;
        }

        public Builder upstream(Upstream value) {
            upstream = value;
            return this;
        }

        public Builder warmupSeconds(int value) {
            warmupSeconds = value;
            return this;
        }

        public Builder durationSeconds(int value) {
            durationSeconds = value;
            return this;
        }

        public Builder serverProperties(Map<String, String> value) {
            serverProperties = value;
            return this;
        }

        public Builder jvmOptions(List<String> value) {
            jvmOptions = value;
            return this;
        }

        public Builder requests(List<RequestTemplate> value) {
            requests = value;
            return this;
        }

        public Builder backend(Backend value) {
            backend = value;
            return this;
        }

        public Builder capacity(CapacityPlan value) {
            capacity = value;
            return this;
        }

        public Scenario build() {
            return new Scenario(
                    name,
                    description,
                    workload,
                    loadShape,
                    vus,
                    rps,
                    thinkTimeMinMillis,
                    thinkTimeMaxMillis,
                    stages,
                    delayMillis,
                    delayCallDepth,
                    fanoutCalls,
                    allocateKilobytes,
                    upstream,
                    warmupSeconds,
                    durationSeconds,
                    serverProperties,
                    jvmOptions,
                    requests,
                    backend,
                    capacity);
        }
    }
}
