package io.threadbench.controller.benchmark;

import io.threadbench.controller.loadgen.LoadGeneratorKind;
import io.threadbench.controller.process.CpuPlan;

/**
 * How a benchmark runs, beside what it runs (DESIGN §5): stored with the benchmark's insert, read once when it
 * starts, and carried into each trial's context, so that no setting travels as a loose argument.
 *
 * @param cpus            the cores each role is pinned to ({@link CpuPlan#NONE}: nothing pinned)
 * @param loadGenerators  k6 runners per trial; null: {@link RunnerChoice} decides from the planned rate
 * @param loadGenerator   the program that puts the load
 * @param jfr             every trial streams the SUT's flight recorder
 * @param smallestDifferencePercent the smallest difference that matters to the verdict; null: the default
 * @param untilDecided    rounds run until each scenario is decided ({@code --repetitions auto})
 * @param gate            the regression gate against one of the benchmark's variants; null: none
 */
public record RunSettings(
        CpuPlan cpus,
        Integer loadGenerators,
        LoadGeneratorKind loadGenerator,
        boolean jfr,
        Double smallestDifferencePercent,
        boolean untilDecided,
        BenchmarkRequest.Gate gate) {

    /** The flight recorder is off unless asked for: it costs the SUT about 5 ms of CPU per second. */
    public static final boolean JFR_BY_DEFAULT = false;

    /** Nothing pinned, the runners chosen, k6, no flight recorder, the default verdict, fixed repetitions. */
    public static final RunSettings DEFAULTS =
            new RunSettings(CpuPlan.NONE, null, LoadGeneratorKind.K6, JFR_BY_DEFAULT, null, false, null);

    public RunSettings {
        cpus = cpus == null ? CpuPlan.NONE : cpus;
        loadGenerator = loadGenerator == null ? LoadGeneratorKind.K6 : loadGenerator;
    }
}
