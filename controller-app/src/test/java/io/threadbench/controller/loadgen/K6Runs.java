package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/** Helpers for tests that run the real k6 with the repository's script. */
public final class K6Runs {

    private static final ObjectMapper JSON = new ObjectMapper();

    private K6Runs() {}

    public static Path repository() {
        String property = System.getProperty("threadbench.repo");
        Path start = property != null ? Path.of(property) : Path.of("").toAbsolutePath();
        for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve(K6Locator.SCRIPT_IN_REPO))) {
                return dir;
            }
        }
        throw new IllegalStateException("repository not found from " + start);
    }

    /** k6 found the way the launcher and the controller find it: $K6, PATH, then the checkout's .tools/bin. */
    public static K6Locator locator() {
        return new K6Locator(null, null, System.getenv(), java.util.Optional.of(repository()));
    }

    static Scenario scenario(Workload workload, LoadShape shape, int vus, Integer rps, int durationSeconds) {
        return scenario(workload, shape, vus, rps, durationSeconds, 0, List.of(), 1000, 3000);
    }

    static Scenario scenario(
            Workload workload,
            LoadShape shape,
            int vus,
            Integer rps,
            int durationSeconds,
            int delayMillis,
            List<Scenario.Stage> stages,
            int thinkMin,
            int thinkMax) {
        return Scenario.builder("test")
                .workload(workload)
                .loadShape(shape)
                .vus(vus)
                .rps(rps)
                .thinkTimeMillis(thinkMin, thinkMax)
                .stages(stages)
                .delayMillis(delayMillis)
                .fanoutCalls(Scenario.DEFAULT_FANOUT_CALLS)
                .allocateKilobytes(Scenario.DEFAULT_ALLOCATE_KILOBYTES)
                .durationSeconds(durationSeconds)
                .build();
    }

    /** Runs a plan to its end and checks that k6 exited normally. */
    static void runToEnd(LoadRun run, int plannedSeconds) throws InterruptedException {
        OptionalInt exit = run.awaitExit(Duration.ofSeconds(plannedSeconds + 60));
        assertThat(exit).as("k6 exit; log tail:%n%s", run.logTail()).hasValue(0);
    }

    /** k6's own end-of-test summary of a run that logged to {@code logFile}. */
    static JsonNode summary(Path logFile) throws Exception {
        return JSON.readTree(K6LoadGenerator.summaryFileFor(logFile).toFile());
    }

    /** A value of a metric in k6's summary, e.g. {@code ("http_req_duration", "p(99)")}. */
    static double metric(JsonNode summary, String metric, String stat) {
        JsonNode value = summary.path("metrics").path(metric).path("values").path(stat);
        assertThat(value.isNumber()).as("%s %s in k6's summary", metric, stat).isTrue();
        return value.asDouble();
    }
}
