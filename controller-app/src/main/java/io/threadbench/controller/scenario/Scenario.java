package io.threadbench.controller.scenario;

import io.threadbench.controller.scenario.ScenarioField.Group;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.annotation.JsonDeserialize;
import tools.jackson.databind.annotation.JsonSerialize;

/**
 * A load scenario (DESIGN §4) in four parts: its {@link Load} (what k6 sends and how hard), its {@link Work} (what
 * the SUT does for each request), its {@link Launch} (how the SUT's JVM starts) and its {@link Timing}; a capacity
 * search adds its {@link CapacityPlan}. Immutable; a trial keeps a snapshot of it so later edits never change past
 * results. In JSON and YAML a scenario is flat, every field at the top level: the components marked {@link
 * ScenarioField} are those fields ({@link ScenarioFields} reads them, {@link ScenarioJson} writes and reads them, the
 * form shows them), and a field left out takes its part's default; {@link ScenarioValidator} states the allowed
 * ranges.
 *
 * @param name     unique slug, {@code [a-z0-9][a-z0-9-]{0,99}}
 * @param capacity the search of the {@code capacity} load shape; null for the other shapes
 */
@JsonSerialize(using = ScenarioJson.Writer.class)
@JsonDeserialize(using = ScenarioJson.Reader.class)
public record Scenario(
        @ScenarioField(label = "Name", group = Group.IDENTITY)
        String name,

        @ScenarioField(label = "Description", group = Group.IDENTITY)
        String description,

        Load load,
        Work work,
        Launch launch,
        Timing timing,

        @ScenarioField(label = "Capacity", group = Group.CAPACITY)
        CapacityPlan capacity) {

    public static final int DEFAULT_THINK_TIME_MIN_MILLIS = 1000;
    public static final int DEFAULT_THINK_TIME_MAX_MILLIS = 3000;
    public static final int DEFAULT_FANOUT_CALLS = 3;
    public static final int DEFAULT_ALLOCATE_KILOBYTES = 64;

    public Scenario {
        description = description == null ? "" : description;
        load = load == null ? Load.DEFAULT : load;
        work = work == null ? Work.DEFAULT : work;
        launch = launch == null ? Launch.DEFAULT : launch;
        timing = timing == null ? Timing.DEFAULT : timing;
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
                .load(load)
                .work(work)
                .launch(launch)
                .timing(timing)
                .capacity(capacity);
    }

    /** A copy under another name (for duplicating and renaming). */
    public Scenario withName(String newName) {
        return new Scenario(newName, description, load, work, launch, timing, capacity);
    }

    /** A copy with another backend. */
    public Scenario withBackend(Backend newBackend) {
        return new Scenario(name, description, load, work.withBackend(newBackend), launch, timing, capacity);
    }

    /**
     * One step of a capacity search: this scenario with k6 asked for {@code rate} arrivals a second (the {@code
     * capacity} shape runs each step as a constant arrival rate).
     */
    public Scenario atRate(int rate) {
        return new Scenario(name, description, load.withRps(rate), work, launch, timing, capacity);
    }

    /** Seconds of load the scenario puts on the SUT, warm-up included. */
    public int plannedSeconds() {
        int measured = load.shape() == LoadShape.CUSTOM
                ? load.stages().stream().mapToInt(Stage::durationSeconds).sum()
                : timing.durationSeconds();
        return timing.warmupSeconds() + measured;
    }

    /** One ramping stage: reach {@code target} VUs over {@code durationSeconds}. */
    public record Stage(int durationSeconds, int target) {}

    /**
     * What k6 sends and how hard.
     *
     * @param shape              the load shape ({@code loadShape} in YAML and JSON)
     * @param rps                arrival rate for {@code constant-rate}; optional cap for {@code constant-vus}
     * @param thinkTimeMinMillis think time of the spike shapes (default 1000)
     * @param thinkTimeMaxMillis think time of the spike shapes (default 3000)
     * @param stages             explicit VU stages of the {@code custom} shape
     */
    public record Load(
            @ScenarioField(name = "loadShape", label = "Load shape", group = Group.LOAD)
            LoadShape shape,

            @ScenarioField(label = "VUs", group = Group.LOAD)
            int vus,

            @ScenarioField(label = "RPS", group = Group.LOAD)
            Integer rps,

            @ScenarioField(label = "Think time min (ms)", group = Group.LOAD)
            int thinkTimeMinMillis,

            @ScenarioField(label = "Think time max (ms)", group = Group.LOAD)
            int thinkTimeMaxMillis,

            @ScenarioField(label = "Stages", group = Group.LOAD)
            List<Stage> stages) {

        static final Load DEFAULT =
                new Load(null, 0, null, DEFAULT_THINK_TIME_MIN_MILLIS, DEFAULT_THINK_TIME_MAX_MILLIS, List.of());

        public Load {
            // a missing stage becomes an empty one, so that validation names it
            stages = stages == null
                    ? List.of()
                    : stages.stream()
                            .map(stage -> stage == null ? new Stage(0, 0) : stage)
                            .toList();
        }

        /**
         * The arrival rate the SUT must carry: {@code rps} of {@code constant-rate}; null for the other shapes, whose
         * {@code rps} is at most a cap on the users' total rate ({@code constant-vus}).
         */
        public Integer arrivalRate() {
            return shape == LoadShape.CONSTANT_RATE ? rps : null;
        }

        /**
         * Each user waits for its answer before it sends again: every shape of users ({@code constant-vus}, with or
         * without a cap on the rate, the spikes, {@code custom}), not the arrival rates and the capacity search.
         */
        public boolean closedLoop() {
            return shape != LoadShape.CONSTANT_RATE && shape != LoadShape.CAPACITY;
        }

        public Load withShape(LoadShape value) {
            return new Load(value, vus, rps, thinkTimeMinMillis, thinkTimeMaxMillis, stages);
        }

        public Load withVus(int value) {
            return new Load(shape, value, rps, thinkTimeMinMillis, thinkTimeMaxMillis, stages);
        }

        public Load withRps(Integer value) {
            return new Load(shape, vus, value, thinkTimeMinMillis, thinkTimeMaxMillis, stages);
        }

        public Load withThinkTimeMillis(int min, int max) {
            return new Load(shape, vus, rps, min, max, stages);
        }

        public Load withStages(List<Stage> value) {
            return new Load(shape, vus, rps, thinkTimeMinMillis, thinkTimeMaxMillis, value);
        }
    }

    /**
     * What the SUT does for each request.
     *
     * @param requests what the {@code requests} workload sends; empty for the other workloads
     * @param backend  database, cache and upstream client (top-level {@code database}, {@code cache},
     *                 {@code upstreamClient} in YAML and JSON)
     */
    public record Work(
            @ScenarioField(label = "Workload", group = Group.WORKLOAD)
            Workload workload,

            @ScenarioField(label = "Delay (ms)", group = Group.WORK)
            int delayMillis,

            @ScenarioField(label = "Delay call depth", group = Group.WORK)
            int delayCallDepth,

            @ScenarioField(label = "Fan-out calls", group = Group.WORK)
            int fanoutCalls,

            @ScenarioField(label = "Allocate (KB per request)", group = Group.WORK)
            int allocateKilobytes,

            @ScenarioField(label = "Upstream", group = Group.WORK)
            Upstream upstream,

            @ScenarioField(label = "Requests", group = Group.REQUESTS)
            List<RequestTemplate> requests,

            Backend backend) {

        static final Work DEFAULT = new Work(
                null,
                0,
                0,
                DEFAULT_FANOUT_CALLS,
                DEFAULT_ALLOCATE_KILOBYTES,
                Upstream.SELF,
                List.of(),
                Backend.DEFAULT);

        public Work {
            upstream = upstream == null ? Upstream.SELF : upstream;
            // a missing request becomes an empty one, so that validation names it
            requests = requests == null
                    ? List.of()
                    : requests.stream()
                            .map(r -> r == null ? new RequestTemplate(null, null, null, null, null, null) : r)
                            .toList();
            backend = backend == null ? Backend.DEFAULT : backend;
        }

        public Work withWorkload(Workload value) {
            return new Work(
                    value, delayMillis, delayCallDepth, fanoutCalls, allocateKilobytes, upstream, requests, backend);
        }

        public Work withDelay(int millis, int callDepth) {
            return new Work(workload, millis, callDepth, fanoutCalls, allocateKilobytes, upstream, requests, backend);
        }

        public Work withFanoutCalls(int value) {
            return new Work(
                    workload, delayMillis, delayCallDepth, value, allocateKilobytes, upstream, requests, backend);
        }

        public Work withAllocateKilobytes(int value) {
            return new Work(workload, delayMillis, delayCallDepth, fanoutCalls, value, upstream, requests, backend);
        }

        public Work withUpstream(Upstream value) {
            return new Work(
                    workload, delayMillis, delayCallDepth, fanoutCalls, allocateKilobytes, value, requests, backend);
        }

        public Work withRequests(List<RequestTemplate> value) {
            return new Work(
                    workload, delayMillis, delayCallDepth, fanoutCalls, allocateKilobytes, upstream, value, backend);
        }

        public Work withBackend(Backend value) {
            return new Work(
                    workload, delayMillis, delayCallDepth, fanoutCalls, allocateKilobytes, upstream, requests, value);
        }
    }

    /**
     * How the SUT's JVM starts.
     *
     * @param serverProperties Spring properties passed to the SUT as {@code --key=value}, in order
     * @param jvmOptions       options for the SUT's JVM, e.g. {@code -Xmx2g}
     */
    public record Launch(
            @ScenarioField(label = "Server properties", group = Group.LAUNCH)
            Map<String, String> serverProperties,

            @ScenarioField(label = "JVM options", group = Group.LAUNCH)
            List<String> jvmOptions) {

        static final Launch DEFAULT = new Launch(Map.of(), List.of());

        public Launch {
            serverProperties = serverProperties == null
                    ? Map.of()
                    : Collections.unmodifiableMap(new LinkedHashMap<>(serverProperties));
            // a missing option becomes an empty one, so that validation names it
            jvmOptions = jvmOptions == null
                    ? List.of()
                    : jvmOptions.stream()
                            .map(option -> option == null ? "" : option)
                            .toList();
        }
    }

    /**
     * How long the load lasts: a warm-up, then the measured run ({@link #plannedSeconds()} counts the stages of the
     * {@code custom} shape instead of {@code durationSeconds}).
     */
    public record Timing(
            @ScenarioField(label = "Warm-up seconds", group = Group.TIMING)
            int warmupSeconds,

            @ScenarioField(label = "Measured seconds", group = Group.TIMING)
            int durationSeconds) {

        static final Timing DEFAULT = new Timing(0, 0);
    }

    /** Builds a scenario a few fields at a time; see {@link #builder(String)} for what it starts from. */
    public static final class Builder {
        private String name;
        private String description = "";
        private Load load = Load.DEFAULT;
        private Work work = Work.DEFAULT;
        private Launch launch = Launch.DEFAULT;
        private Timing timing = Timing.DEFAULT;
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

        public Builder load(Load value) {
            load = value;
            return this;
        }

        public Builder work(Work value) {
            work = value;
            return this;
        }

        public Builder launch(Launch value) {
            launch = value;
            return this;
        }

        public Builder timing(Timing value) {
            timing = value;
            return this;
        }

        public Builder capacity(CapacityPlan value) {
            capacity = value;
            return this;
        }

        public Builder loadShape(LoadShape value) {
            return load(load.withShape(value));
        }

        public Builder vus(int value) {
            return load(load.withVus(value));
        }

        public Builder rps(Integer value) {
            return load(load.withRps(value));
        }

        public Builder thinkTimeMillis(int min, int max) {
            return load(load.withThinkTimeMillis(min, max));
        }

        public Builder stages(List<Stage> value) {
            return load(load.withStages(value));
        }

        public Builder workload(Workload value) {
            return work(work.withWorkload(value));
        }

        public Builder delayMillis(int value) {
            return work(work.withDelay(value, work.delayCallDepth()));
        }

        public Builder delayCallDepth(int value) {
            return work(work.withDelay(work.delayMillis(), value));
        }

        public Builder fanoutCalls(int value) {
            return work(work.withFanoutCalls(value));
        }

        public Builder allocateKilobytes(int value) {
            return work(work.withAllocateKilobytes(value));
        }

        public Builder upstream(Upstream value) {
            return work(work.withUpstream(value));
        }

        public Builder requests(List<RequestTemplate> value) {
            return work(work.withRequests(value));
        }

        public Builder backend(Backend value) {
            return work(work.withBackend(value));
        }

        public Builder serverProperties(Map<String, String> value) {
            return launch(new Launch(value, launch.jvmOptions()));
        }

        public Builder jvmOptions(List<String> value) {
            return launch(new Launch(launch.serverProperties(), value));
        }

        public Builder warmupSeconds(int value) {
            return timing(new Timing(value, timing.durationSeconds()));
        }

        public Builder durationSeconds(int value) {
            return timing(new Timing(timing.warmupSeconds(), value));
        }

        public Scenario build() {
            return new Scenario(name, description, load, work, launch, timing, capacity);
        }
    }
}
