package io.threadbench.controller.web.api;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.loadgen.LoadGeneratorKind;

/**
 * A benchmark as {@code GET /api/benchmarks/{id}} answers it: its fields, and the run settings of the request that
 * are stored beside it, under the request's names (the CPU sets are in {@code environment.cpuSets}).
 *
 * @param jfr            whether its trials stream the SUT's flight recorder
 * @param loadGenerators k6 runners per trial asked for; null when the controller chooses
 * @param loadGenerator  the program that puts the load: {@code k6} or {@code vegeta}
 * @param waiting        while QUEUED behind another Threadbench that measures on the machine: for whom it waits
 *                       ("waiting: benchmark 12 of another Threadbench (PID 4242, …) is measuring"); else null
 */
record BenchmarkView(
        @JsonUnwrapped Benchmark benchmark,
        boolean jfr,
        Integer loadGenerators,
        LoadGeneratorKind loadGenerator,
        String waiting) {}
