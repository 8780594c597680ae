package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.process.CpuSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A benchmark's CPU sets reach its processes: read back from {@code /proc/PID/status} while a real trial
 * measures, recorded in the fingerprint, and the controller returns to its cores afterwards. Bad sets are refused
 * field by field and nothing is stored.
 */
class BenchmarkCpuSetsTests extends BenchmarkTestSupport {

    @Test
    void theSutK6AndTheControllerRunOnTheirCores() {
        assumeTrue(CpuAffinity.taskset().isPresent(), "taskset (util-linux) is not on the PATH here");
        assumeTrue(CpuAffinity.onlineCores() >= 2, "needs two cores");
        long controller = ProcessHandle.current().pid();
        CpuSet before = CpuAffinity.of(controller).orElseThrow();
        quickScenario("cpu-sets", 4, FAST_START);

        Benchmark created = benchmarks.create(BenchmarkRequest.builder()
                .scenarios(List.of("cpu-sets"))
                .approaches(List.of("undertow-raw"))
                .repetitions(1)
                .cpuSets(Map.of("sut", "0", "loadgen", "1", "controller", "1"), false)
                .build());
        Trial trial = benchmarks.trials(created.id()).getFirst();
        awaitStep(trial.id(), TrialStep.MEASURING);

        // The measured run's k6 is started (and recorded) just after the step changes: wait for it.
        Map<String, String> cores = org.awaitility.Awaitility.await()
                .atMost(java.time.Duration.ofSeconds(10))
                .pollInterval(java.time.Duration.ofMillis(50))
                .until(() -> coresOf(trial.id()), found -> found.containsKey("sut") && found.containsKey("k6"));
        String controllerDuring = CpuAffinity.of(controller).orElseThrow().list();
        Benchmark finished = awaitFinished(created.id());

        assertThat(cores).containsEntry("sut", "0").containsEntry("k6", "1");
        assertThat(controllerDuring).isEqualTo("1");
        assertThat(finished.status()).isEqualTo(RunStatus.SUCCEEDED);
        assertThat(finished.environment().cpuSets()).isEqualTo("SUT 0, k6 1, controller 1");
        assertThat(benchmarks.runSettings(created.id()).cpus().lists())
                .containsExactly(Map.entry("sut", "0"), Map.entry("loadgen", "1"), Map.entry("controller", "1"));
        assertThat(CpuAffinity.of(controller)).contains(before);
        assertNoChildProcesses();
    }

    @Test
    void badCpuSetsAreRefusedFieldByFieldAndNothingIsStored() {
        quickScenario("cpu-sets-refused", 2, FAST_START);
        long count =
                jdbc.sql("SELECT COUNT(*) FROM benchmark").query(Long.class).single();

        Response refused = send("POST", "/api/benchmarks", """
                {"scenarios": ["cpu-sets-refused"], "approaches": ["undertow-raw"],
                 "cpuSets": {"sut": "0", "loadgen": "0-1", "controller": "99", "gpu": "0"}}
                """);

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().at("/fieldErrors").findValuesAsString("field"))
                .containsExactlyInAnyOrder("cpuSets.gpu", "cpuSets.controller", "cpuSets.loadgen");
        assertThat(refused.body())
                .contains("controller: core 99 does not exist")
                .contains("loadgen (0-1) shares cores with the SUT (0); give it other cores or allow overlap");
        assertThat(jdbc.sql("SELECT COUNT(*) FROM benchmark").query(Long.class).single())
                .isEqualTo(count);

        Response page = postForm(
                "/benchmarks",
                "scenarios=cpu-sets-refused&approaches=undertow-raw&repetitions=1&cpuSut=0&cpuLoadgen=x");
        assertThat(page.status()).isEqualTo(400);
        assertThat(page.body()).contains("loadgen: &#39;x&#39; is not a list of cores");
    }

    /** Each recorded child process's role and the cores it may run on, read from {@code /proc}. */
    private Map<String, String> coresOf(long trialId) {
        return jdbc
                .sql("SELECT role, pid FROM child_process WHERE trial_id = ?")
                .param(trialId)
                .query((rs, n) -> Map.entry(
                        rs.getString("role"),
                        CpuAffinity.of(rs.getLong("pid")).map(CpuSet::list).orElse("gone")))
                .list()
                .stream()
                .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a));
    }

    private Response postForm(String path, String form) {
        java.net.http.HttpResponse<String> response = io.threadbench.controller.TestHttp.send(
                java.net.http.HttpClient.newHttpClient(),
                java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + port + path))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(java.net.http.HttpRequest.BodyPublishers.ofString(form))
                        .build());
        return new Response(response.statusCode(), response.body());
    }
}
