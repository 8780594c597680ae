package io.threadbench.controller.benchmark;

import io.threadbench.controller.benchmark.LaunchStep.Launched;
import io.threadbench.controller.process.StartupTimeline;
import io.threadbench.controller.sut.LaunchSpec;
import io.threadbench.controller.sut.Preflight;
import io.threadbench.controller.sut.PreflightException;
import io.threadbench.controller.telemetry.SettingsReader;
import org.springframework.stereotype.Component;

/**
 * Calls each endpoint of the workload once and checks its answer (preflight), then reads from a SUT started here
 * the settings it really runs with and stores them with its start.
 */
@Component
class PreflightStep {

    private final Preflight preflight;
    private final SettingsReader settingsReader;
    private final TrialEvents events;

    PreflightStep(Preflight preflight, SettingsReader settingsReader, TrialEvents events) {
        this.preflight = preflight;
        this.settingsReader = settingsReader;
        this.events = events;
    }

    void check(TrialContext run, Launched launched) throws PreflightException, InterruptedException {
        events.step(run, TrialStep.PREFLIGHT);
        preflight.check(launched.sut().baseUrl(), run.scenario(), run.variant());
        StartupTimeline.mark("pre-flight passed");
        if (launched.sut().started()) {
            events.sutInfo(
                    run,
                    launched.info()
                            .withSettings(settingsReader.read(
                                    launched.sut().jvmPid(),
                                    LaunchSpec.of(run.scenario(), run.variant()).serverProperties(),
                                    run.variant().expectedThreadKind())));
        }
    }
}
