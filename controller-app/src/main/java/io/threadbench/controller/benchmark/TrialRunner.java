package io.threadbench.controller.benchmark;

import io.threadbench.controller.benchmark.CancelToken.Reason;
import io.threadbench.controller.capacity.CapacityResult;
import io.threadbench.controller.capacity.CapacityStepRepository;
import io.threadbench.controller.host.CpuSnapshot;
import io.threadbench.controller.host.HostCheck;
import io.threadbench.controller.host.HostLimits;
import io.threadbench.controller.host.QuietMachineGate;
import io.threadbench.controller.loadgen.LoadGenerator;
import io.threadbench.controller.loadgen.LoadPlan;
import io.threadbench.controller.loadgen.LoadRun;
import io.threadbench.controller.loadgen.PreparedLoad;
import io.threadbench.controller.metrics.RunnerMetrics;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.metrics.TrustFlag;
import io.threadbench.controller.process.ChildProcessRegistry;
import io.threadbench.controller.process.CpuPlan;
import io.threadbench.controller.process.LogTail;
import io.threadbench.controller.process.StartupTimeline;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.sut.LaunchSpec;
import io.threadbench.controller.sut.Preflight;
import io.threadbench.controller.sut.PreflightException;
import io.threadbench.controller.sut.RunningSut;
import io.threadbench.controller.sut.SutInfo;
import io.threadbench.controller.sut.SutLauncher;
import io.threadbench.controller.sut.SutStartException;
import io.threadbench.controller.sut.ThreadKindCheck;
import io.threadbench.controller.sut.ThreadKindWatch;
import io.threadbench.controller.telemetry.JfrSummary;
import io.threadbench.controller.telemetry.SettingsReader;
import io.threadbench.controller.telemetry.TelemetrySource;
import io.threadbench.controller.telemetry.TelemetrySource.TelemetrySession;
import io.threadbench.controller.variant.Jdk;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/**
 * Runs one trial through the steps of DESIGN §5: start the SUT and check it (starting-sut, preflight), a
 * warm-up run, the measured run with telemetry (warmup, measuring), stop everything (stopping), then the
 * summary metrics. The first k6 run is started paused as soon as the SUT is spawned and let go after
 * pre-flight, so the two start-ups overlap. Every status and step change is stored and published as a
 * {@link StatusEvent}. A trial that cannot go on ends FAILED with the reason and the log tails; it never throws.
 */
@Component
class TrialRunner {

    private static final Logger log = LoggerFactory.getLogger(TrialRunner.class);
    static final Duration STOP_GRACE = Duration.ofSeconds(10);
    /** Time k6 may need beyond the planned duration: start-up, requests in flight, output. */
    static final Duration K6_SLACK = Duration.ofSeconds(60);

    private final TrialRepository trials;
    private final TrialFolders folders;
    private final SutLauncher launcher;
    private final Preflight preflight;
    private final LoadGenerator loadGenerator;
    private final TelemetrySource telemetry;
    private final TrialSecondRepository seconds;
    private final TrialSummaryService summaries;
    private final ChildProcessRegistry registry;
    private final RunnerChoice runnerChoice;
    private final SettingsReader settingsReader;
    private final CapacityStepRepository capacitySteps;
    private final QuietMachineGate quietGate;
    /** The host's limits, read for every trial (a user may raise them between two). */
    private final java.util.function.Supplier<HostLimits> hostLimits = HostLimits::read;

    private final ApplicationEventPublisher events;
    private final Clock clock = Clock.systemUTC();

    TrialRunner(
            TrialRepository trials,
            TrialFolders folders,
            SutLauncher launcher,
            Preflight preflight,
            LoadGenerator loadGenerator,
            TelemetrySource telemetry,
            TrialSecondRepository seconds,
            TrialSummaryService summaries,
            ChildProcessRegistry registry,
            ApplicationEventPublisher events,
            RunnerChoice runnerChoice,
            SettingsReader settingsReader,
            CapacityStepRepository capacitySteps,
            QuietMachineGate quietGate) {
        this.capacitySteps = capacitySteps;
        this.quietGate = quietGate;
        this.runnerChoice = runnerChoice;
        this.settingsReader = settingsReader;
        this.trials = trials;
        this.folders = folders;
        this.launcher = launcher;
        this.preflight = preflight;
        this.loadGenerator = loadGenerator;
        this.telemetry = telemetry;
        this.seconds = seconds;
        this.summaries = summaries;
        this.registry = registry;
        this.events = events;
    }

    /** A run of the load generator that did not end well. */
    private static final class LoadFailure extends Exception {
        LoadFailure(String message) {
            super(message);
        }
    }

    /** The state of one trial while it runs. */
    private final class Run {
        final Trial trial;
        final Scenario scenario;
        /** What k6 runs: the scenario, or for a capacity search the scenario at the current step's rate. */
        Scenario loadScenario;
        /** The console log of the next k6 run, in the trial's folder; null for the usual names. */
        String loadLog;

        final CancelToken cancel;
        final Path folder;
        final CpuPlan cpus;
        final int runners;
        /** Whether telemetry streams the SUT's flight recorder. */
        final boolean jfr;
        /** Figures of the measured run's k6 runners when there were several; empty otherwise. */
        Map<String, Double> runnerMetrics = Map.of();
        /** The summary metrics of a capacity search (capacity_rps, ...); empty for the other shapes. */
        Map<String, Double> capacityMetrics = Map.of();
        /** Flags the trial raises itself: what the host check doubted, a thread kind that contradicts the variant. */
        final List<TrustFlag> runFlags = new ArrayList<>();
        /** Looks for virtual threads in a registered service's JVM during the measured run; null otherwise. */
        ThreadKindWatch threadKindWatch;

        RunningSut sut;
        /** The first load run, started paused while the SUT starts; null once it went or when there is none. */
        PreparedLoad prepared;

        List<Long> preparedRecords = List.of();
        TrialRecorder recorder;
        TelemetrySession session;
        String k6Tail = "";
        boolean measureStarted;

        Run(Trial trial, CancelToken cancel, CpuPlan cpus, int runners, boolean jfr) {
            this.trial = trial;
            this.jfr = jfr;
            this.cpus = cpus;
            this.runners = runners;
            this.scenario = trial.snapshot();
            this.loadScenario =
                    capacity(scenario) ? scenario.atRate(scenario.capacity().startRate()) : scenario;
            this.cancel = cancel;
            this.folder = folders.create(trial.id());
        }
    }

    /** Runs the trial to its end, with nothing pinned, and returns its final status. */
    RunStatus run(Trial trial, CancelToken cancel) {
        return run(trial, cancel, CpuPlan.NONE, null);
    }

    /**
     * Runs the trial to its end with its processes on the cores of {@code cpus} and {@code loadGenerators} k6
     * runners (null: {@link RunnerChoice} decides); returns its final status.
     */
    RunStatus run(Trial trial, CancelToken cancel, CpuPlan cpus, Integer loadGenerators) {
        return run(trial, cancel, cpus, loadGenerators, BenchmarkService.JFR_BY_DEFAULT);
    }

    /** As {@link #run(Trial, CancelToken, CpuPlan, Integer)}, streaming the SUT's flight recorder or not. */
    RunStatus run(Trial trial, CancelToken cancel, CpuPlan cpus, Integer loadGenerators, boolean jfr) {
        trials.start(trial.id(), now());
        events.publishEvent(new StatusEvent(trial.benchmarkId(), trial.id(), RunStatus.RUNNING, null, null));
        Run run = new Run(trial, cancel, cpus, runnerChoice.runnersFor(trial.snapshot(), loadGenerators), jfr);
        RunStatus status;
        String error = null;
        try {
            execute(run);
            status = cancel.cancelled() ? stopped(cancel) : RunStatus.SUCCEEDED;
        } catch (InterruptedException e) {
            status = cancel.cancelled() ? stopped(cancel) : RunStatus.FAILED;
            error = cancel.cancelled() ? null : "interrupted: " + e.getMessage();
        } catch (SutStartException | PreflightException | LoadFailure | IOException e) {
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
        if (status == RunStatus.CANCELLED) {
            error = run.measureStarted
                    ? "cancelled during the measured run; its data so far is kept"
                    : "cancelled before the measured run";
        } else if (status == RunStatus.INTERRUPTED) {
            error = "the controller stopped during this trial";
        }
        String sutTail = stopEverything(run);
        boolean partial = run.measureStarted && status != RunStatus.SUCCEEDED;
        if (run.measureStarted && (status == RunStatus.SUCCEEDED || status == RunStatus.CANCELLED)) {
            try {
                Map<String, Double> elsewhere = new java.util.HashMap<>(run.runnerMetrics);
                elsewhere.putAll(run.capacityMetrics);
                summaries.summarize(trial.id(), run.scenario, elsewhere, run.runFlags);
            } catch (RuntimeException e) {
                log.error("summary of trial {} failed", trial.id(), e);
                status = RunStatus.FAILED;
                error = "summary metrics could not be computed: " + e;
            }
        }
        trials.finish(trial.id(), status, error, partial, sutTail, run.k6Tail, now());
        events.publishEvent(new StatusEvent(trial.benchmarkId(), trial.id(), status, null, error));
        return status;
    }

    private static RunStatus stopped(CancelToken cancel) {
        return cancel.reason() == Reason.SHUTDOWN ? RunStatus.INTERRUPTED : RunStatus.CANCELLED;
    }

    private void execute(Run run)
            throws SutStartException, PreflightException, LoadFailure, IOException, InterruptedException {
        Trial trial = run.trial;
        StartupTimeline.mark("trial started");
        awaitQuietMachine(run);
        if (run.cancel.cancelled()) {
            return;
        }
        HostCheck.Verdict host = HostCheck.check(run.scenario, hostLimits.get());
        if (host.refused()) {
            throw new LoadFailure("this host cannot carry the trial: " + String.join("; ", host.refusals()));
        }
        host.doubts().forEach(doubt -> run.runFlags.add(new TrustFlag(TrustFlag.HOST_LIMITS, doubt)));
        step(run, TrialStep.STARTING_SUT);
        RunningSut starting = launcher.spawn(run.scenario, trial.variant(), run.folder, trial.id(), run.cpus);
        try {
            prepareFirstLoad(run, starting);
        } catch (IOException | RuntimeException e) {
            starting.stop(STOP_GRACE);
            throw e;
        }
        run.sut = launcher.awaitHealthy(starting, run.cancel::cancelled);
        SutInfo info = run.sut.started()
                ? new SutInfo(
                        run.sut.jvmPid(),
                        run.sut.port(),
                        run.sut.upstream() == null ? null : run.sut.upstreamPort(),
                        run.sut.process().command())
                : new SutInfo(-1, -1, null, List.of("runs elsewhere: " + run.sut.baseUrl()));
        trials.sutInfo(trial.id(), info);
        if (run.cancel.cancelled()) {
            return;
        }
        step(run, TrialStep.PREFLIGHT);
        preflight.check(run.sut.baseUrl(), run.scenario, trial.variant());
        StartupTimeline.mark("pre-flight passed");
        if (run.sut.started()) {
            trials.sutInfo(
                    trial.id(),
                    info.withSettings(settingsReader.read(
                            run.sut.jvmPid(),
                            LaunchSpec.of(run.scenario, trial.variant()).serverProperties(),
                            trial.variant().expectedThreadKind())));
        }
        run.session = openTelemetry(run);
        StartupTimeline.mark("telemetry opened");
        run.recorder = new TrialRecorder(trial.benchmarkId(), trial.id(), run.session, seconds, events);
        if (run.scenario.warmupSeconds() > 0 && !run.cancel.cancelled()) {
            step(run, TrialStep.WARMUP);
            Instant start = now();
            trials.warmupStarted(trial.id(), start);
            run.recorder.warmupStarted(start, run.scenario.warmupSeconds());
            load(run, loadSeconds(run.scenario, true), true);
            // the measured run starts on a second of its own: no wall-clock second holds both runs' requests
            awaitSecondAfter(now().getEpochSecond());
        }
        if (run.cancel.cancelled()) {
            return;
        }
        step(run, TrialStep.MEASURING);
        Instant start = now();
        trials.measureStarted(trial.id(), start);
        run.recorder.measureStarted(start);
        run.measureStarted = true;
        if (!trial.variant().isBuiltin() && !run.sut.started()) {
            trials.threadKind(
                    trial.id(),
                    new ThreadKindCheck(
                            ThreadKindCheck.UNVERIFIED,
                            "the service runs elsewhere (" + run.sut.baseUrl() + "); its JVM cannot be asked"));
        } else if (!trial.variant().isBuiltin()) {
            Jdk jdk = trial.variant().jdk();
            run.threadKindWatch = ThreadKindWatch.start(
                    jdk.feature(), run.sut.jvmPid(), loadSeconds(run.scenario, false), run.folder);
        }
        CpuSnapshot measuredFrom = quietGate.enabled() ? quietGate.snapshot() : null;
        if (capacity(run.scenario)) {
            searchCapacity(run);
        } else {
            load(run, loadSeconds(run.scenario, false), false);
        }
        if (measuredFrom != null) {
            quietGate
                    .busySince(measuredFrom)
                    .ifPresent(reason -> run.runFlags.add(new TrustFlag(TrustFlag.OTHER_LOAD, reason)));
        }
        if (run.threadKindWatch != null) {
            checkThreadKind(run);
        }
        if (run.sut.started() && !run.sut.process().isAlive() && !run.cancel.cancelled()) {
            throw sutExited(run, "the measured run");
        }
    }

    /**
     * The quiet-machine gate: waits a bounded time while other processes keep the CPU busy, then goes on, flagged
     * with the busiest of them when they did not calm down.
     */
    private void awaitQuietMachine(Run run) throws InterruptedException {
        if (!quietGate.enabled()) {
            return;
        }
        step(run, TrialStep.QUIET_CHECK);
        QuietMachineGate.Verdict quiet = quietGate.await(run.cancel::cancelled, load -> {
            String note = "waiting for the machine to calm down: other processes used " + load.describe();
            log.info("trial {}: {}", run.trial.id(), note);
            events.publishEvent(new StatusEvent(
                    run.trial.benchmarkId(), run.trial.id(), RunStatus.RUNNING, TrialStep.QUIET_CHECK.id(), note));
        });
        quiet.flagReason().ifPresent(reason -> run.runFlags.add(new TrustFlag(TrustFlag.OTHER_LOAD, reason)));
    }

    private static LoadFailure sutExited(Run run, String when) {
        return run.sut
                .oomKilled()
                .map(reason -> new LoadFailure("the SUT was " + reason + " during " + when))
                .orElseGet(() -> new LoadFailure("the SUT exited during " + when + " with code "
                        + run.sut.process().exitCode().orElse(-1)));
    }

    private static boolean capacity(Scenario scenario) {
        return scenario.loadShape() == LoadShape.CAPACITY && scenario.capacity() != null;
    }

    /**
     * The measured part of a {@code capacity} scenario (DESIGN "Capacity (as built)"): one k6 run per step against
     * the same warm SUT, each at the rate the search names, judged once its seconds are stored.
     */
    private void searchCapacity(Run run) throws IOException, LoadFailure, InterruptedException {
        CapacityRun search = new CapacityRun(run.trial, seconds, capacitySteps, events);
        while (!search.done() && !run.cancel.cancelled()) {
            int rate = search.nextRate().getAsInt();
            awaitSecondAfter(search.lastEpochSecond());
            run.loadScenario = run.scenario.atRate(rate);
            run.loadLog = "k6-step-" + search.stepsJudged() + ".log";
            load(run, search.stepSeconds(), false);
            if (run.cancel.cancelled()) {
                return;
            }
            search.stepEnded(rate);
        }
        if (search.done()) {
            CapacityResult result = search.result();
            log.info("trial {}: capacity {}", run.trial.id(), result.describe());
            run.capacityMetrics = result.metrics();
        }
    }

    /** Sleeps into the wall-clock second after {@code epochSecond}, so a new k6 run never shares a second with the last. */
    private static void awaitSecondAfter(long epochSecond) throws InterruptedException {
        long wait = (epochSecond + 1) * 1000 - System.currentTimeMillis();
        if (wait > 0) {
            Thread.sleep(wait);
        }
    }

    /** Stores the thread kind seen in the service's JVM; one that contradicts the variant becomes a flag. */
    private void checkThreadKind(Run run) throws InterruptedException {
        ThreadKindCheck check = run.threadKindWatch.finish(Duration.ofSeconds(30));
        trials.threadKind(run.trial.id(), check);
        String expected = run.trial.variant().expectedThreadKind();
        if (check.contradicts(expected)) {
            run.runFlags.add(new TrustFlag(
                    TrustFlag.THREAD_KIND_MISMATCH,
                    "variant " + run.trial.label() + " asks for " + expected + " threads, but its JVM showed "
                            + check.kind() + " (" + check.evidence() + ")"));
        }
    }

    /**
     * Starts the trial's first load run (the warm-up, else the measured run) paused, so that k6 gets ready
     * while the SUT starts; {@link #load} lets it go.
     */
    private void prepareFirstLoad(Run run, RunningSut sut) throws IOException {
        boolean warmup = run.scenario.warmupSeconds() > 0;
        int seconds = !warmup && capacity(run.scenario)
                ? run.scenario.capacity().stepSeconds()
                : loadSeconds(run.scenario, warmup);
        run.prepared = loadGenerator.prepare(plan(run, sut, seconds, warmup));
        run.preparedRecords = recordAll(run, run.prepared.processes());
    }

    /** Records every k6 runner's PID, so a crashed controller's successor can stop them. */
    private List<Long> recordAll(Run run, List<ProcessHandle> processes) {
        return processes.stream()
                .map(process -> registry.record(
                        run.trial.id(),
                        "k6",
                        process,
                        List.of(process.info().commandLine().orElse("k6"))))
                .toList();
    }

    private void forgetAll(List<Long> records) {
        records.forEach(registry::forget);
    }

    private static int loadSeconds(Scenario scenario, boolean warmup) {
        return warmup ? scenario.warmupSeconds() : scenario.plannedSeconds() - scenario.warmupSeconds();
    }

    private static LoadPlan plan(Run run, RunningSut sut, int durationSeconds, boolean warmup) {
        Path logFile = run.folder.resolve(warmup ? "k6-warmup.log" : run.loadLog != null ? run.loadLog : "k6.log");
        return new LoadPlan(
                run.loadScenario,
                sut.baseUrl(),
                durationSeconds,
                warmup,
                logFile,
                run.cpus.loadGenerator(),
                run.runners);
    }

    /** Stops the prepared load run that never went (the trial ended before it). */
    private void discardPrepared(Run run) {
        if (run.prepared != null) {
            run.prepared.discard();
            forgetAll(run.preparedRecords);
            run.prepared = null;
        }
    }

    /**
     * One run of the load generator (the prepared one when it is there); returns when it has exited and its
     * seconds are stored.
     */
    private void load(Run run, int durationSeconds, boolean warmup)
            throws IOException, LoadFailure, InterruptedException {
        LoadRun load;
        List<Long> records;
        if (run.prepared != null) {
            PreparedLoad prepared = run.prepared;
            run.prepared = null;
            records = run.preparedRecords;
            try {
                load = prepared.go(run.recorder);
            } catch (IOException | InterruptedException | RuntimeException e) {
                forgetAll(records);
                run.k6Tail =
                        LogTail.read(plan(run, run.sut, durationSeconds, warmup).logFile(), LogTail.DEFAULT_LINES);
                throw e;
            }
        } else {
            load = loadGenerator.start(plan(run, run.sut, durationSeconds, warmup), run.recorder);
            records = recordAll(run, load.processes());
        }
        try (SutExitWatch sutExit = new SutExitWatch(run.sut, () -> load.stop(Duration.ofSeconds(5)))) {
            if (run.session != null) {
                run.session.loadGenerators(load.processes());
            }
            run.cancel.onCancel(() -> load.stop(Duration.ofSeconds(5)));
            Duration timeout = Duration.ofSeconds(durationSeconds + inFlightSeconds(run.scenario))
                    .plus(K6_SLACK);
            OptionalInt exit = load.awaitExit(timeout);
            run.recorder.flush();
            run.k6Tail = load.logTail();
            if (!warmup && load.processes().size() > 1) {
                run.runnerMetrics = RunnerMetrics.of(
                        load.requestsPerRunner(),
                        load.droppedPerRunner(),
                        run.session == null ? new double[0] : run.session.loadGeneratorCpuMillis(),
                        durationSeconds);
            }
            if (run.cancel.cancelled()) {
                return;
            }
            if (sutExit.sutExited()) {
                throw sutExited(run, warmup ? "the warm-up" : "the measured run");
            }
            if (exit.isEmpty()) {
                load.stop(Duration.ofSeconds(5));
                throw new LoadFailure("k6 did not finish within " + timeout.toSeconds() + " s and was stopped");
            }
            if (exit.getAsInt() != 0) {
                throw new LoadFailure("k6 " + (warmup ? "(warm-up) " : "") + "exited with code " + exit.getAsInt()
                        + (exit.getAsInt() > 128 ? " (killed by signal " + (exit.getAsInt() - 128) + ")" : ""));
            }
        } finally {
            if (load.processes().stream().anyMatch(ProcessHandle::isAlive)) {
                load.stop(Duration.ofSeconds(5));
            }
            forgetAll(records);
        }
    }

    private TelemetrySession openTelemetry(Run run) {
        try {
            if (!run.sut.started()) {
                String jmxUrl = run.trial.variant().service() == null
                        ? null
                        : run.trial.variant().service().jmxUrl();
                log.info(
                        "trial {}: the service runs elsewhere; its process is not sampled, its JVM {}",
                        run.trial.id(),
                        jmxUrl == null ? "has no JMX service URL" : "through " + jmxUrl);
                return telemetry.openElsewhere(jmxUrl, run.jfr);
            }
            TelemetrySession session = run.sut.container() != null
                    ? telemetry.openContainer(
                            run.sut.container().id(), run.sut.container().jmxUrl(), run.jfr)
                    : telemetry.open(run.sut.process().handle(), null, run.jfr);
            if (run.sut.database() != null) {
                session.database(run.sut.database().handle());
            }
            return session;
        } catch (RuntimeException e) {
            log.warn("trial {}: no telemetry: {}", run.trial.id(), e.toString());
            return null;
        }
    }

    /** Stops the recorder, telemetry and the SUT; returns the SUT's log tail. */
    private String stopEverything(Run run) {
        discardPrepared(run);
        if (run.sut == null && run.recorder == null) {
            return readSutTail(run);
        }
        step(run, TrialStep.STOPPING);
        if (run.recorder != null) {
            run.recorder.close();
            trials.diagnostics(
                    run.trial.id(),
                    new TrialDiagnostics(
                            run.recorder.firstErrors(),
                            run.session == null ? JfrSummary.unavailable("no telemetry") : run.session.jfrSummary()));
        }
        if (run.session != null) {
            try {
                run.session.close();
            } catch (RuntimeException e) {
                log.warn("trial {}: closing telemetry failed: {}", run.trial.id(), e.toString());
            }
        }
        if (run.sut != null) {
            run.sut.stop(STOP_GRACE);
            return run.sut.logTail();
        }
        return readSutTail(run);
    }

    /** The SUT log of a start that failed (the launcher stopped it already). */
    private static String readSutTail(Run run) {
        return LogTail.read(run.folder.resolve("sut.log"), LogTail.DEFAULT_LINES);
    }

    /** Requests still in flight when k6's duration ends may take this long (the scenario's waits). */
    private static int inFlightSeconds(Scenario scenario) {
        long wait = (long) scenario.delayMillis() * Math.max(1, scenario.delayCallDepth() + 1);
        return (int) Math.min(60, wait / 1000 + 2);
    }

    private void step(Run run, TrialStep step) {
        trials.step(run.trial.id(), step);
        events.publishEvent(
                new StatusEvent(run.trial.benchmarkId(), run.trial.id(), RunStatus.RUNNING, step.id(), null));
    }

    private Instant now() {
        return Instant.ofEpochMilli(clock.millis());
    }
}
