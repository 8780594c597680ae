package io.threadbench.controller.benchmark;

import io.threadbench.controller.sut.Approach;
import io.threadbench.controller.telemetry.EnvironmentFingerprint;
import java.time.Instant;
import java.util.List;

/**
 * A benchmark: scenarios × approaches × repetitions, run as trials one at a time (DESIGN §5).
 *
 * @param scenarios   scenario names in the order given
 * @param environment what it ran on; null until the benchmark starts
 * @param error       why it failed or was stopped, null otherwise
 * @param startedAt   null while queued
 * @param finishedAt  null until it reaches a final status
 */
public record Benchmark(
        long id,
        String name,
        String notes,
        RunStatus status,
        List<String> scenarios,
        List<Approach> approaches,
        int repetitions,
        EnvironmentFingerprint environment,
        String error,
        Instant createdAt,
        Instant startedAt,
        Instant finishedAt) {

    public Benchmark {
        scenarios = List.copyOf(scenarios);
        approaches = List.copyOf(approaches);
    }

    /** Number of trials: every scenario with every approach, repeated. */
    public int trialCount() {
        return scenarios.size() * approaches.size() * repetitions;
    }
}
