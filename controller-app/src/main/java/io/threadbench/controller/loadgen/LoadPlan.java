package io.threadbench.controller.loadgen;

import io.threadbench.controller.process.CpuSet;
import io.threadbench.controller.scenario.Scenario;
import java.nio.file.Path;

/**
 * One load-generator run: the scenario's load shape against {@code baseUrl} for {@code durationSeconds}
 * (the warm-up run and the measured run are two plans).
 *
 * @param baseUrl  e.g. {@code http://127.0.0.1:41234}
 * @param warmup   true for the warm-up run (its samples are flagged as warm-up)
 * @param logFile  where the generator's stderr/console goes
 * @param cpus     the cores k6 is pinned to, null for any
 */
public record LoadPlan(
        Scenario scenario, String baseUrl, int durationSeconds, boolean warmup, Path logFile, CpuSet cpus) {

    /** A plan whose k6 may run on any core. */
    public LoadPlan(Scenario scenario, String baseUrl, int durationSeconds, boolean warmup, Path logFile) {
        this(scenario, baseUrl, durationSeconds, warmup, logFile, null);
    }
}
