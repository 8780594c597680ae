package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.process.ChildProcess;
import io.threadbench.controller.process.ChildProcessRegistry;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * What the next start finds after the controller died mid-trial: the database says RUNNING, and the trial's
 * child process (recorded with its PID and start instant) still runs. Recovery must kill it and mark the work
 * INTERRUPTED, including the trials that never started.
 */
class CrashRecoveryTests extends BenchmarkTestSupport {

    @Autowired
    BenchmarkQueueWorker orchestrator;

    @Autowired
    ChildProcessRegistry registry;

    @Test
    void aRestartKillsTheOrphansOfARunningTrialAndMarksItsWorkInterrupted() throws Exception {
        long now = System.currentTimeMillis();
        jdbc.sql(
                        "INSERT INTO benchmark (name, status, scenarios, approaches, repetitions, created_at, started_at) "
                                + "VALUES ('died mid-trial', 'RUNNING', '[\"smoketest\"]', '[\"loom-tomcat\",\"webflux-netty\"]', 1, ?, ?)")
                .params(now, now)
                .update();
        long benchmarkId =
                jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
        String snapshot =
                io.threadbench.controller.scenario.ScenarioCodec.toJson(quickScenario("engine-crash", 3, List.of()));
        jdbc.sql(
                        "INSERT INTO trial (benchmark_id, seq, scenario_name, approach, repetition, scenario_snapshot, status, step, started_at) "
                                + "VALUES (?, 1, 'engine-crash', 'loom-tomcat', 1, ?, 'RUNNING', 'measuring', ?)")
                .params(benchmarkId, snapshot, now)
                .update();
        long runningTrial =
                jdbc.sql("SELECT last_insert_rowid()").query(Long.class).single();
        jdbc.sql(
                        "INSERT INTO trial (benchmark_id, seq, scenario_name, approach, repetition, scenario_snapshot, status) "
                                + "VALUES (?, 2, 'engine-crash', 'webflux-netty', 1, ?, 'QUEUED')")
                .params(benchmarkId, snapshot)
                .update();
        ChildProcess orphan = ChildProcess.start(
                List.of("sleep", "300"),
                Map.of(),
                Files.createTempFile(HOME, "orphan", ".log"),
                "sut",
                runningTrial,
                registry);

        orchestrator.recover();

        assertThat(orphan.handle().onExit().get().isAlive()).isFalse();
        assertThat(registry.all()).isEmpty();
        Benchmark benchmark = benchmarks.get(benchmarkId);
        assertThat(benchmark.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(benchmark.finishedAt()).isNotNull();
        List<Trial> trials = benchmarks.trials(benchmarkId);
        assertThat(trials).extracting(Trial::status).containsExactly(RunStatus.INTERRUPTED, RunStatus.INTERRUPTED);
        assertThat(trials.getFirst().error()).isEqualTo("the controller stopped while this trial ran");
        assertThat(events.status).anySatisfy(event -> {
            assertThat(event.benchmarkId()).isEqualTo(benchmarkId);
            assertThat(event.status()).isEqualTo(RunStatus.INTERRUPTED);
        });
        assertNoChildProcesses();
    }
}
