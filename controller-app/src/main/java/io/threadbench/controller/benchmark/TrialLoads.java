package io.threadbench.controller.benchmark;

import io.threadbench.controller.loadgen.LoadGenerator;
import io.threadbench.controller.loadgen.LoadPlan;
import io.threadbench.controller.loadgen.LoadRun;
import io.threadbench.controller.loadgen.PreparedLoad;
import io.threadbench.controller.metrics.RunnerMetrics;
import io.threadbench.controller.process.ChildProcessRegistry;
import io.threadbench.controller.process.LogTail;
import io.threadbench.controller.sut.RunningSut;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The k6 runs of one trial: the first one prepared paused while the SUT starts, then each run to its exit with its
 * seconds stored. Every runner's PID is recorded while it lives, so a crashed controller's successor can stop it;
 * the last run's console tail is kept for the trial's row.
 */
final class TrialLoads {

    /** Time k6 may need beyond the planned duration: start-up, requests in flight, output. */
    static final Duration K6_SLACK = Duration.ofSeconds(60);

    private static final Duration K6_STOP_GRACE = Duration.ofSeconds(5);

    private final TrialContext run;
    private final LoadGenerator generator;
    private final ChildProcessRegistry registry;

    /** The first run, started paused; null once it went or was discarded. */
    private PreparedLoad prepared;

    private LoadLeg preparedLeg;
    private List<Long> preparedRecords = List.of();
    private String tail = "";

    TrialLoads(TrialContext run, LoadGenerator generator, ChildProcessRegistry registry) {
        this.run = run;
        this.generator = generator;
        this.registry = registry;
    }

    /** Starts {@code leg} paused against the SUT that is starting, so k6 gets ready meanwhile. */
    void prepare(LoadLeg leg, RunningSut sut) throws IOException {
        prepared = generator.prepare(plan(leg, sut));
        preparedLeg = leg;
        preparedRecords = recordAll(prepared.processes());
    }

    /**
     * Runs {@code leg} (the prepared run when there is one) and returns when k6 has exited and its seconds are
     * stored: the figures of each runner when there were several and it was not the warm-up, else none.
     */
    Map<String, Double> run(LoadLeg leg, RunningSut sut, Recording recording)
            throws IOException, TrialFailure, InterruptedException {
        LoadRun load;
        List<Long> records;
        recording.recorder().loadStarted(java.time.Instant.now(), leg.seconds());
        if (prepared != null) {
            PreparedLoad going = prepared;
            prepared = null;
            records = preparedRecords;
            try {
                load = going.go(recording.recorder());
            } catch (IOException | InterruptedException | RuntimeException e) {
                forgetAll(records);
                tail = LogTail.read(plan(preparedLeg, sut).logFile(), LogTail.DEFAULT_LINES);
                throw e;
            }
            // a generator may start more processes on go (vegeta's attack): they are recorded too
            List<ProcessHandle> started = load.processes().stream()
                    .filter(process -> !going.processes().contains(process))
                    .toList();
            if (!started.isEmpty()) {
                records = java.util.stream.Stream.concat(records.stream(), recordAll(started).stream())
                        .toList();
            }
        } else {
            load = generator.start(plan(leg, sut), recording.recorder());
            records = recordAll(load.processes());
        }
        try (SutExitWatch sutExit = new SutExitWatch(sut, () -> load.stop(K6_STOP_GRACE))) {
            return awaitEnd(leg, load, sut, sutExit, recording);
        } finally {
            if (load.processes().stream().anyMatch(ProcessHandle::isAlive)) {
                load.stop(K6_STOP_GRACE);
            }
            forgetAll(records);
        }
    }

    private Map<String, Double> awaitEnd(
            LoadLeg leg, LoadRun load, RunningSut sut, SutExitWatch sutExit, Recording recording)
            throws TrialFailure, InterruptedException {
        if (recording.session() != null) {
            recording.session().loadGenerators(load.processes());
        }
        run.cancel().onCancel(() -> load.stop(K6_STOP_GRACE));
        Duration timeout =
                Duration.ofSeconds(leg.seconds() + leg.inFlightSeconds()).plus(K6_SLACK);
        OptionalInt exit = load.awaitExit(timeout);
        recording.recorder().flush();
        tail = load.logTail();
        Map<String, Double> runnerMetrics = !leg.warmup() && load.runners() > 1
                ? RunnerMetrics.of(
                        load.requestsPerRunner(),
                        load.droppedPerRunner(),
                        recording.session() == null
                                ? new double[0]
                                : recording.session().loadGeneratorCpuMillis(),
                        leg.seconds())
                : Map.of();
        if (run.cancelled()) {
            return runnerMetrics;
        }
        if (sutExit.sutExited()) {
            throw TrialFailure.sutExited(sut, leg.warmup() ? "the warm-up" : "the measured run");
        }
        if (exit.isEmpty()) {
            load.stop(K6_STOP_GRACE);
            throw new TrialFailure("k6 did not finish within " + timeout.toSeconds() + " s and was stopped");
        }
        if (exit.getAsInt() != 0) {
            throw new TrialFailure("k6 " + (leg.warmup() ? "(warm-up) " : "") + "exited with code " + exit.getAsInt()
                    + (exit.getAsInt() > 128 ? " (killed by signal " + (exit.getAsInt() - 128) + ")" : ""));
        }
        return runnerMetrics;
    }

    /** Stops the prepared run that never went (the trial ended before it). */
    void discardPrepared() {
        if (prepared != null) {
            prepared.discard();
            forgetAll(preparedRecords);
            prepared = null;
        }
    }

    /** The console tail of the last run, empty before one ended. */
    String tail() {
        return tail;
    }

    private LoadPlan plan(LoadLeg leg, RunningSut sut) {
        return new LoadPlan(
                leg.scenario(),
                sut.baseUrl(),
                leg.seconds(),
                leg.warmup(),
                run.folder().resolve(leg.logName()),
                run.cpus().loadGenerator(),
                run.runners());
    }

    private List<Long> recordAll(List<ProcessHandle> processes) {
        return processes.stream()
                .map(process -> registry.record(
                        run.id(),
                        "k6",
                        process,
                        List.of(process.info().commandLine().orElse("k6"))))
                .toList();
    }

    private void forgetAll(List<Long> records) {
        records.forEach(registry::forget);
    }

    /** Sleeps into the wall-clock second after {@code epochSecond}, so a new k6 run never shares a second with the last. */
    static void awaitSecondAfter(long epochSecond) throws InterruptedException {
        long wait = (epochSecond + 1) * 1000 - System.currentTimeMillis();
        if (wait > 0) {
            Thread.sleep(wait);
        }
    }
}
