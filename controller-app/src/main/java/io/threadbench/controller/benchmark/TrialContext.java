package io.threadbench.controller.benchmark;

import io.threadbench.controller.loadgen.LoadGeneratorKind;
import io.threadbench.controller.process.CpuPlan;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.variant.Variant;
import java.nio.file.Path;

/**
 * What every step of one running trial reads: the trial and its scenario snapshot, its folder, the cores and k6
 * runners it was given, whether telemetry streams the flight recorder, the token a cancel sets, and the program that
 * puts its load.
 */
record TrialContext(
        Trial trial,
        CancelToken cancel,
        Path folder,
        CpuPlan cpus,
        int runners,
        boolean jfr,
        LoadGeneratorKind generator) {

    long id() {
        return trial.id();
    }

    Scenario scenario() {
        return trial.snapshot();
    }

    Variant variant() {
        return trial.variant();
    }

    boolean cancelled() {
        return cancel.cancelled();
    }
}
