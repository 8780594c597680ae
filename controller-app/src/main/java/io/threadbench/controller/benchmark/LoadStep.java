package io.threadbench.controller.benchmark;

import io.threadbench.controller.benchmark.LaunchStep.Launched;
import io.threadbench.controller.host.CpuSnapshot;
import io.threadbench.controller.host.QuietMachineGate;
import io.threadbench.controller.loadgen.LoadGenerators;
import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.process.ChildProcessRegistry;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.sut.ThreadKindCheck;
import io.threadbench.controller.sut.ThreadKindWatch;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * The trial's load: the warm-up run (warmup), then the measured run or a capacity search (measuring), with the
 * checks that watch the measured run: other processes' CPU, and the thread kind a registered service's JVM shows.
 */
@Component
class LoadStep {

    private final TrialRepository trials;
    private final TrialEvents events;
    private final QuietMachineGate quietGate;
    private final LoadGenerators generators;
    private final ChildProcessRegistry registry;
    private final CapacitySearchStep capacitySearch;

    LoadStep(
            TrialRepository trials,
            TrialEvents events,
            QuietMachineGate quietGate,
            LoadGenerators generators,
            ChildProcessRegistry registry,
            CapacitySearchStep capacitySearch) {
        this.trials = trials;
        this.events = events;
        this.quietGate = quietGate;
        this.generators = generators;
        this.registry = registry;
        this.capacitySearch = capacitySearch;
    }

    /**
     * What the measured run adds to the trial's summary.
     *
     * @param beforeLoad the SUT's start-up and idle memory ({@link Recording#beforeLoad()})
     */
    record Outcome(
            Map<String, Double> runnerMetrics,
            Map<String, Double> capacityMetrics,
            Map<String, Double> beforeLoad,
            List<TrustFlag> flags) {}

    /** The trial's k6 runs, none started yet. */
    TrialLoads loads(TrialContext run) {
        return new TrialLoads(run, generators.of(run.generator()), registry);
    }

    /** The warm-up run, when the scenario has one; the measured run then starts on a second of its own. */
    void warmUp(TrialContext run, TrialLoads loads, Launched launched, Recording recording)
            throws IOException, TrialFailure, InterruptedException {
        Scenario scenario = run.scenario();
        if (scenario.timing().warmupSeconds() <= 0 || run.cancelled()) {
            return;
        }
        events.step(run, TrialStep.WARMUP);
        Instant start = events.now();
        trials.warmupStarted(run.id(), start);
        recording.recorder().warmupStarted(start, scenario.timing().warmupSeconds());
        loads.run(LoadLeg.warmup(scenario), launched.sut(), recording);
        // the measured run starts on a second of its own: no wall-clock second holds both runs' requests
        TrialLoads.awaitSecondAfter(events.now().getEpochSecond());
    }

    /** The measured run, or the capacity search; from its start on, the trial's data is kept even if it fails. */
    Outcome measure(TrialContext run, TrialLoads loads, Launched launched, Recording recording)
            throws IOException, TrialFailure, InterruptedException {
        events.step(run, TrialStep.MEASURING);
        Instant start = events.now();
        trials.measureStarted(run.id(), start);
        recording.recorder().measureStarted(start);
        ThreadKindWatch threadKindWatch = watchThreadKind(run, launched);
        CpuSnapshot measuredFrom = quietGate.enabled() ? quietGate.snapshot() : null;
        Map<String, Double> runnerMetrics = Map.of();
        Map<String, Double> capacityMetrics = Map.of();
        if (LoadLeg.capacity(run.scenario())) {
            CapacitySearchStep.Figures figures = capacitySearch.search(run, loads, launched, recording);
            runnerMetrics = figures.runnerMetrics();
            capacityMetrics = figures.capacityMetrics();
        } else {
            runnerMetrics = loads.run(LoadLeg.measured(run.scenario()), launched.sut(), recording);
        }
        List<TrustFlag> flags = new ArrayList<>();
        if (measuredFrom != null) {
            quietGate
                    .busySince(measuredFrom, launched.sut().containerProcesses())
                    .ifPresent(reason -> flags.add(new TrustFlag(FlagCode.OTHER_LOAD, reason)));
        }
        if (threadKindWatch != null) {
            checkThreadKind(run, threadKindWatch, flags);
        }
        if (launched.sut().started() && !launched.sut().process().isAlive() && !run.cancelled()) {
            throw TrialFailure.sutExited(launched.sut(), "the measured run");
        }
        return new Outcome(runnerMetrics, capacityMetrics, recording.beforeLoad(), flags);
    }

    /** Looks for virtual threads in a registered service's JVM during the measured run; null for our SUT. */
    private ThreadKindWatch watchThreadKind(TrialContext run, Launched launched) {
        if (run.variant().isBuiltin()) {
            return null;
        }
        if (!launched.sut().started()) {
            trials.threadKind(
                    run.id(),
                    new ThreadKindCheck(
                            ThreadKindCheck.UNVERIFIED,
                            "the service runs elsewhere (" + launched.sut().baseUrl() + "); its JVM cannot be asked"));
            return null;
        }
        return ThreadKindWatch.start(
                run.variant().jdk().feature(),
                launched.sut().jvmPid(),
                LoadLeg.measuredSeconds(run.scenario()),
                run.folder());
    }

    /** Stores the thread kind seen in the service's JVM; one that contradicts the variant becomes a flag. */
    private void checkThreadKind(TrialContext run, ThreadKindWatch watch, List<TrustFlag> flags)
            throws InterruptedException {
        ThreadKindCheck check = watch.finish(Duration.ofSeconds(30));
        trials.threadKind(run.id(), check);
        String expected = run.variant().expectedThreadKind();
        if (check.contradicts(expected)) {
            flags.add(new TrustFlag(
                    FlagCode.THREAD_KIND_MISMATCH,
                    "variant " + run.trial().label() + " asks for " + expected + " threads, but its JVM showed "
                            + check.kind() + " (" + check.evidence() + ")"));
        }
    }
}
