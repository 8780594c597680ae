package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.ScenarioCodec;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An interrupted benchmark runs its missing trials again and keeps the finished ones; any other benchmark
 * refuses to be resumed.
 */
class BenchmarkResumeTests extends BenchmarkTestSupport {

    @Test
    void theMissingTrialsRunAndTheFinishedOneIsKept() {
        String snapshot = ScenarioCodec.toJson(quickScenario("engine-resume", 3, List.of()));
        long now = System.currentTimeMillis();
        jdbc.sql("INSERT INTO benchmark (name, status, scenarios, approaches, repetitions, created_at, started_at, "
                        + "finished_at, error) VALUES ('interrupted', 'INTERRUPTED', '[\"engine-resume\"]', "
                        + "'[\"loom-tomcat\",\"webflux-netty\"]', 1, ?, ?, ?, 'the controller stopped')")
                .params(now, now, now)
                .update();
        long id = jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
        long done = trial(id, 1, "loom-tomcat", "SUCCEEDED", snapshot, now);
        jdbc.sql("INSERT INTO trial_metric (trial_id, name, value) VALUES (?, 'requests_ok', 4242)")
                .param(done)
                .update();
        long cut = trial(id, 2, "webflux-netty", "INTERRUPTED", snapshot, now);
        jdbc.sql("INSERT INTO trial_second (trial_id, second, epoch_second, warmup, requests_ok, requests_error, "
                        + "dropped_iterations) VALUES (?, 0, 1, 0, 7, 0, 0)")
                .param(cut)
                .update();

        assertThat(send("GET", "/benchmarks/" + id, null).body())
                .as("the page offers it")
                .contains("id=\"resume-button\"")
                .contains("Run the missing trials");

        Response resumed = send("POST", "/api/benchmarks/" + id + "/resume", null);
        Benchmark finished = awaitFinished(id);

        assertThat(resumed.status()).isEqualTo(200);
        assertThat(resumed.json().at("/status").asString()).isIn("QUEUED", "RUNNING");
        assertThat(finished.status()).isEqualTo(RunStatus.SUCCEEDED);
        assertThat(finished.error()).isNull();
        Trial kept = benchmarks.trial(done);
        assertThat(kept.finishedAt().toEpochMilli())
                .as("the finished trial did not run again")
                .isEqualTo(now);
        assertThat(jdbc.sql("SELECT value FROM trial_metric WHERE trial_id = ? AND name = 'requests_ok'")
                        .param(done)
                        .query(Double.class)
                        .single())
                .isEqualTo(4242.0);
        Trial rerun = benchmarks.trial(cut);
        assertThat(rerun.status()).isEqualTo(RunStatus.SUCCEEDED);
        assertThat(rerun.partial()).isFalse();
        assertThat(storedSeconds(cut, false))
                .as("its partial second went, new ones came")
                .isGreaterThanOrEqualTo(3);

        Response again = send("POST", "/api/benchmarks/" + id + "/resume", null);
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.json().at("/message").asString())
                .isEqualTo("benchmark " + id + " is SUCCEEDED; only an interrupted or cancelled benchmark can be"
                        + " resumed");
        assertNoChildProcesses();
    }

    private long trial(long benchmark, int seq, String approach, String status, String snapshot, long finishedAt) {
        jdbc.sql("INSERT INTO trial (benchmark_id, seq, scenario_name, approach, repetition, scenario_snapshot, "
                        + "status, started_at, finished_at) VALUES (?, ?, 'engine-resume', ?, 1, ?, ?, ?, ?)")
                .params(benchmark, seq, approach, snapshot, status, finishedAt, finishedAt)
                .update();
        return jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
    }
}
