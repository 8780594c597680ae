package io.threadbench.controller.benchmark;

import io.threadbench.controller.benchmark.CancelToken.Reason;
import io.threadbench.controller.benchmark.LaunchStep.Launched;
import io.threadbench.controller.benchmark.TrialEvents.TrialEnd;
import io.threadbench.controller.loadgen.LoadGeneratorKind;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.process.StartupTimeline;
import io.threadbench.controller.sut.PreflightException;
import io.threadbench.controller.sut.SutStartException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Runs one trial through its steps (DESIGN §5): machine check, launch, pre-flight, telemetry, load (warm-up and
 * measured run), stop, then summarise. Each step is a class of its own with its inputs and outputs; this class
 * only sequences them. A step that cannot go on fails the trial with its reason and the log tails; whatever
 * happened, the stop step runs. It never throws.
 */
@Component
class TrialRunner {

    private static final Logger log = LoggerFactory.getLogger(TrialRunner.class);

    private final TrialFolders folders;
    private final RunnerChoice runnerChoice;
    private final TrialEvents events;
    private final MachineCheckStep machineCheck;
    private final LaunchStep launch;
    private final PreflightStep preflight;
    private final TelemetryStep telemetry;
    private final LoadStep load;
    private final StopStep stop;
    private final SummaryStep summary;

    TrialRunner(
            TrialFolders folders,
            RunnerChoice runnerChoice,
            TrialEvents events,
            MachineCheckStep machineCheck,
            LaunchStep launch,
            PreflightStep preflight,
            TelemetryStep telemetry,
            LoadStep load,
            StopStep stop,
            SummaryStep summary) {
        this.folders = folders;
        this.runnerChoice = runnerChoice;
        this.events = events;
        this.machineCheck = machineCheck;
        this.launch = launch;
        this.preflight = preflight;
        this.telemetry = telemetry;
        this.load = load;
        this.stop = stop;
        this.summary = summary;
    }

    /** What the steps have handed on so far; the stop step gets whatever is there when the trial ends. */
    private static final class Progress {
        final TrialLoads loads;
        final List<TrustFlag> flags = new ArrayList<>();
        Launched launched;
        Recording recording;
        LoadStep.Outcome outcome = new LoadStep.Outcome(Map.of(), Map.of(), Map.of(), List.of());

        Progress(TrialLoads loads) {
            this.loads = loads;
        }

        boolean measureStarted() {
            return recording != null && recording.recorder().measuring();
        }
    }

    /** Runs the trial to its end with the default settings (nothing pinned), and returns its final status. */
    RunStatus run(Trial trial, CancelToken cancel) {
        return run(trial, cancel, RunSettings.DEFAULTS);
    }

    /**
     * Runs the trial to its end as its benchmark's settings say (its processes on their cores, its runners, load
     * generator and flight recorder); returns its final status.
     */
    RunStatus run(Trial trial, CancelToken cancel, RunSettings settings) {
        LoadGeneratorKind generator = settings.loadGenerator();
        events.started(trial);
        TrialContext run = new TrialContext(
                trial,
                cancel,
                folders.create(trial.id()),
                settings.cpus(),
                // vegeta is one process whatever the rate
                generator == LoadGeneratorKind.VEGETA
                        ? 1
                        : runnerChoice.runnersFor(trial.snapshot(), settings.loadGenerators()),
                settings.jfr(),
                generator);
        Progress progress = new Progress(load.loads(run));
        RunStatus status;
        String error = null;
        try {
            execute(run, progress);
            status = cancel.cancelled() ? stopped(cancel) : RunStatus.SUCCEEDED;
        } catch (InterruptedException e) {
            status = cancel.cancelled() ? stopped(cancel) : RunStatus.FAILED;
            error = cancel.cancelled() ? null : "interrupted: " + e.getMessage();
        } catch (SutStartException | PreflightException | TrialFailure | IOException e) {
            status = cancel.cancelled() ? stopped(cancel) : RunStatus.FAILED;
            error = cancel.cancelled() ? null : e.getMessage();
        } catch (IllegalStateException e) {
            // a part that cannot be found or started (no SUT jar, no k6): the message says which and what to do
            status = RunStatus.FAILED;
            error = e.getMessage();
        } catch (RuntimeException e) {
            log.error("trial {} failed unexpectedly", trial.id(), e);
            status = RunStatus.FAILED;
            error = "internal error: " + e;
        } finally {
            cancel.clear();
        }
        boolean measured = progress.measureStarted();
        if (status == RunStatus.CANCELLED) {
            error = measured
                    ? "cancelled during the measured run; its data so far is kept"
                    : "cancelled before the measured run";
        } else if (status == RunStatus.INTERRUPTED) {
            error = "the controller stopped during this trial";
        }
        String sutTail = stop.stop(run, progress.loads, progress.launched, progress.recording);
        boolean partial = measured && status != RunStatus.SUCCEEDED;
        if (measured && (status == RunStatus.SUCCEEDED || status == RunStatus.CANCELLED)) {
            List<TrustFlag> flags = new ArrayList<>(progress.flags);
            flags.addAll(progress.outcome.flags());
            String summaryError =
                    summary.summarise(run, progress.outcome, flags).orElse(null);
            if (summaryError != null) {
                status = RunStatus.FAILED;
                error = summaryError;
            }
        }
        events.finished(trial, new TrialEnd(status, error, partial, sutTail, progress.loads.tail()));
        return status;
    }

    /** The steps in order; returns early when the trial is cancelled between two. */
    private void execute(TrialContext run, Progress progress)
            throws SutStartException, PreflightException, TrialFailure, IOException, InterruptedException {
        StartupTimeline.mark("trial started");
        progress.flags.addAll(machineCheck.check(run));
        if (run.cancelled()) {
            return;
        }
        progress.launched = launch.launch(run, progress.loads);
        if (run.cancelled()) {
            return;
        }
        preflight.check(run, progress.launched);
        progress.recording = telemetry.open(run, progress.launched);
        load.warmUp(run, progress.loads, progress.launched, progress.recording);
        if (run.cancelled()) {
            return;
        }
        progress.outcome = load.measure(run, progress.loads, progress.launched, progress.recording);
    }

    private static RunStatus stopped(CancelToken cancel) {
        return cancel.reason() == Reason.SHUTDOWN ? RunStatus.INTERRUPTED : RunStatus.CANCELLED;
    }
}
