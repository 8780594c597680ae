package io.threadbench.controller.loadgen;

import io.threadbench.controller.json.Json;
import io.threadbench.controller.scenario.Scenario;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The argument list that starts k6 for a {@link LoadPlan} (never a shell command line): the generic script,
 * JSON samples on standard output with only the tags the reader needs, console and logs on standard error,
 * and the plan as {@code -e TB_*} variables that {@code scenarios/k6/benchmark.js} reads.
 */
record K6Command(List<String> arguments) {

    /**
     * Tags k6 attaches to samples: enough to tell ok from error and why it failed, and small lines to parse
     * ({@code error_code} and {@code error} appear on failed requests only).
     */
    static final String SYSTEM_TAGS = "status,expected_response,error_code,error";

    static K6Command of(Path k6Binary, Path script, LoadPlan plan, Path summaryFile) {
        // no REST API: it would claim port 6565, which another k6 may hold
        return build(k6Binary, script, plan, summaryFile, List.of("--address="));
    }

    /**
     * A k6 that gets ready and waits ({@code --paused}) until it is resumed through its REST API, which
     * listens on {@code apiPort} of the loopback interface only.
     */
    static K6Command paused(Path k6Binary, Path script, LoadPlan plan, Path summaryFile, int apiPort) {
        return build(k6Binary, script, plan, summaryFile, List.of("--paused", "--address=127.0.0.1:" + apiPort));
    }

    /**
     * Runner {@code index} (0-based) of {@code count} paused k6 processes that share the plan's load: k6's
     * execution segments, as the k6-operator uses for parallel runners, give it {@code index/count} to
     * {@code (index+1)/count} of every executor (rate, VUs, iterations).
     */
    static K6Command segment(
            Path k6Binary, Path script, LoadPlan plan, Path summaryFile, int apiPort, int index, int count) {
        List<String> sequence = new ArrayList<>();
        for (int i = 0; i <= count; i++) {
            sequence.add(fraction(i, count));
        }
        return build(
                k6Binary,
                script,
                plan,
                summaryFile,
                List.of(
                        "--paused",
                        "--address=127.0.0.1:" + apiPort,
                        "--execution-segment=" + fraction(index, count) + ":" + fraction(index + 1, count),
                        "--execution-segment-sequence=" + String.join(",", sequence)));
    }

    private static String fraction(int numerator, int denominator) {
        return numerator == 0 ? "0" : numerator == denominator ? "1" : numerator + "/" + denominator;
    }

    private static final tools.jackson.databind.json.JsonMapper REQUESTS_JSON = Json.MAPPER;

    private static K6Command build(Path k6Binary, Path script, LoadPlan plan, Path summaryFile, List<String> api) {
        List<String> arguments = new ArrayList<>(List.of(
                k6Binary.toString(),
                "run",
                "--out",
                "json=-",
                "--quiet",
                "--no-color",
                "--log-output=stderr",
                "--no-usage-report"));
        arguments.addAll(api);
        arguments.add("--system-tags=" + SYSTEM_TAGS);
        environment(plan, summaryFile).forEach((name, value) -> {
            arguments.add("-e");
            arguments.add(name + "=" + value);
        });
        arguments.add(script.toString());
        return new K6Command(List.copyOf(arguments));
    }

    /** The {@code TB_*} variables of the script, in a stable order. */
    static Map<String, String> environment(LoadPlan plan, Path summaryFile) {
        Scenario scenario = plan.scenario();
        Scenario.Load load = scenario.load();
        Scenario.Work work = scenario.work();
        Map<String, String> env = new LinkedHashMap<>();
        env.put("TB_BASE_URL", plan.baseUrl());
        env.put("TB_WORKLOAD", work.workload().id());
        env.put("TB_LOAD_SHAPE", load.shape().id());
        env.put("TB_DURATION_SECONDS", Integer.toString(plan.durationSeconds()));
        env.put("TB_VUS", Integer.toString(load.vus()));
        if (load.rps() != null) {
            env.put("TB_RPS", load.rps().toString());
        }
        env.put("TB_THINK_TIME_MIN_MILLIS", Integer.toString(load.thinkTimeMinMillis()));
        env.put("TB_THINK_TIME_MAX_MILLIS", Integer.toString(load.thinkTimeMaxMillis()));
        if (!load.stages().isEmpty()) {
            env.put(
                    "TB_STAGES",
                    load.stages().stream()
                            .map(stage -> stage.durationSeconds() + ":" + stage.target())
                            .collect(Collectors.joining(",")));
        }
        env.put("TB_DELAY_MILLIS", Integer.toString(work.delayMillis()));
        env.put("TB_DELAY_CALL_DEPTH", Integer.toString(work.delayCallDepth()));
        env.put("TB_FANOUT_CALLS", Integer.toString(work.fanoutCalls()));
        env.put("TB_ALLOCATE_KILOBYTES", Integer.toString(work.allocateKilobytes()));
        if (!work.requests().isEmpty()) {
            env.put("TB_REQUESTS", REQUESTS_JSON.writeValueAsString(work.requests()));
            env.put(
                    "TB_MAX_REDIRECTS",
                    Integer.toString(io.threadbench.controller.scenario.RequestTemplate.MAX_REDIRECTS));
        }
        if (summaryFile != null) {
            env.put("TB_SUMMARY_FILE", summaryFile.toString());
        }
        return env;
    }
}
