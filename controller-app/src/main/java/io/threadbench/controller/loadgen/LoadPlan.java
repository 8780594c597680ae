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
 * @param runners  k6 processes sharing the load by execution segments (1: one k6)
 */
public record LoadPlan(
        Scenario scenario,
        String baseUrl,
        int durationSeconds,
        boolean warmup,
        Path logFile,
        CpuSet cpus,
        int runners) {

    public LoadPlan {
        if (runners < 1) {
            throw new IllegalArgumentException("a load plan needs at least one runner, got " + runners);
        }
    }

    /** A plan for one runner on {@code cpus}. */
    public LoadPlan(Scenario scenario, String baseUrl, int durationSeconds, boolean warmup, Path logFile, CpuSet cpus) {
        this(scenario, baseUrl, durationSeconds, warmup, logFile, cpus, 1);
    }

    /** This plan writing its console to {@code file}. */
    public LoadPlan withLogFile(Path file) {
        return new LoadPlan(scenario, baseUrl, durationSeconds, warmup, file, cpus, runners);
    }

    /** This plan split over {@code count} runners. */
    public LoadPlan withRunners(int count) {
        return new LoadPlan(scenario, baseUrl, durationSeconds, warmup, logFile, cpus, count);
    }

    /** A plan whose k6 may run on any core. */
    public LoadPlan(Scenario scenario, String baseUrl, int durationSeconds, boolean warmup, Path logFile) {
        this(scenario, baseUrl, durationSeconds, warmup, logFile, null, 1);
    }
}
