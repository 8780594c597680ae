package io.threadbench.controller.scenario;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.swagger.v3.oas.annotations.media.Schema;
import io.threadbench.controller.scenario.Scenario.Stage;
import java.util.List;
import java.util.Map;

/**
 * A {@link Scenario} as JSON and YAML hold it (DESIGN §4): flat, its parts' fields side by side at the top level and
 * its backend spelled out as {@code database}, {@code cache} ({@code on}/{@code off}) and {@code upstreamClient}.
 * Jackson reads and writes a scenario through this record, and the API documents it as the schema
 * {@code Scenario}. Values are boxed so that a field left out reads as null and takes its default in
 * {@link #toScenario()}; written ones are never null where the scenario has a default.
 */
@Schema(name = "Scenario")
@JsonPropertyOrder({
    "name",
    "description",
    "workload",
    "loadShape",
    "vus",
    "rps",
    "thinkTimeMinMillis",
    "thinkTimeMaxMillis",
    "stages",
    "delayMillis",
    "delayCallDepth",
    "fanoutCalls",
    "allocateKilobytes",
    "upstream",
    "warmupSeconds",
    "durationSeconds",
    "serverProperties",
    "jvmOptions",
    "requests",
    "database",
    "cache",
    "upstreamClient",
    "capacity"
})
public record ScenarioJson(
        String name,
        String description,
        Workload workload,
        LoadShape loadShape,
        Integer vus,
        Integer rps,
        Integer thinkTimeMinMillis,
        Integer thinkTimeMaxMillis,
        List<Stage> stages,
        Integer delayMillis,
        Integer delayCallDepth,
        Integer fanoutCalls,
        Integer allocateKilobytes,
        Upstream upstream,
        Integer warmupSeconds,
        Integer durationSeconds,
        Map<String, String> serverProperties,
        List<String> jvmOptions,
        List<RequestTemplate> requests,
        Database database,
        @Schema(implementation = String.class) Object cache,
        UpstreamClient upstreamClient,
        CapacityPlan capacity) {

    /** The flat form of {@code scenario}, every value as it is. */
    static ScenarioJson of(Scenario scenario) {
        Scenario.Load load = scenario.load();
        Scenario.Work work = scenario.work();
        Scenario.Launch launch = scenario.launch();
        Scenario.Timing timing = scenario.timing();
        return new ScenarioJson(
                scenario.name(),
                scenario.description(),
                work.workload(),
                load.shape(),
                load.vus(),
                load.rps(),
                load.thinkTimeMinMillis(),
                load.thinkTimeMaxMillis(),
                load.stages(),
                work.delayMillis(),
                work.delayCallDepth(),
                work.fanoutCalls(),
                work.allocateKilobytes(),
                work.upstream(),
                timing.warmupSeconds(),
                timing.durationSeconds(),
                launch.serverProperties(),
                launch.jvmOptions(),
                work.requests(),
                work.backend().database(),
                work.backend().cacheId(),
                work.backend().upstreamClient(),
                scenario.capacity());
    }

    /**
     * The scenario these values describe, filling in what was left out: think time 1–3 s, 3 fan-out calls, 64 KB per
     * allocation, no delay, no warm-up, upstream {@code self}; for {@code custom}, {@code vus} defaults to the highest
     * stage target and {@code durationSeconds} to the stages' total. Missing required values stay empty (null or 0)
     * so that validation names them.
     */
    Scenario toScenario() {
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
        List<RequestTemplate> templates = requests == null
                ? List.of()
                : requests.stream()
                        .map(r -> r == null ? new RequestTemplate(null, null, null, null, null, null) : r)
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
        return new Scenario(
                name,
                description,
                new Scenario.Load(
                        loadShape,
                        or(vus, defaultVus),
                        rps,
                        or(thinkTimeMinMillis, Scenario.DEFAULT_THINK_TIME_MIN_MILLIS),
                        or(thinkTimeMaxMillis, Scenario.DEFAULT_THINK_TIME_MAX_MILLIS),
                        stageList),
                new Scenario.Work(
                        workload,
                        or(delayMillis, 0),
                        or(delayCallDepth, 0),
                        or(fanoutCalls, Scenario.DEFAULT_FANOUT_CALLS),
                        or(allocateKilobytes, Scenario.DEFAULT_ALLOCATE_KILOBYTES),
                        upstream,
                        templates,
                        new Backend(database, Backend.cacheOf(cache), upstreamClient)),
                new Scenario.Launch(serverProperties, options),
                new Scenario.Timing(or(warmupSeconds, 0), or(durationSeconds, defaultDuration)),
                capacity);
    }

    private static int or(Integer value, int fallback) {
        return value != null ? value : fallback;
    }
}
