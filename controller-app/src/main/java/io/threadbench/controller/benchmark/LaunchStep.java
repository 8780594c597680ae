package io.threadbench.controller.benchmark;

import io.threadbench.controller.sut.RunningSut;
import io.threadbench.controller.sut.SutInfo;
import io.threadbench.controller.sut.SutLauncher;
import io.threadbench.controller.sut.SutStartException;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.springframework.stereotype.Component;

/**
 * Starts the trial's SUT (starting-sut) and its first k6 run paused beside it, so the two start-ups overlap, then
 * waits until the SUT answers and stores how it was started, timing its start-up to the first healthy answer. A start that fails leaves no SUT running.
 */
@Component
class LaunchStep {

    static final Duration STOP_GRACE = Duration.ofSeconds(10);

    private final SutLauncher launcher;
    private final TrialEvents events;

    LaunchStep(SutLauncher launcher, TrialEvents events) {
        this.launcher = launcher;
        this.events = events;
    }

    /**
     * The SUT as it answers, with how it was started.
     *
     * @param startupSeconds from its process's launch to its first healthy answer (its upstream's start-up, begun just
     *                       before, included; its database's and any container image's build not)
     */
    record Launched(RunningSut sut, SutInfo info, double startupSeconds) {}

    Launched launch(TrialContext run, TrialLoads loads) throws SutStartException, IOException, InterruptedException {
        events.step(run, TrialStep.STARTING_SUT);
        AtomicBoolean built = new AtomicBoolean();
        launcher.prepareImages(run.scenario(), run.variant(), run.folder(), note -> {
            built.set(true);
            events.note(run, TrialStep.STARTING_SUT, note);
        });
        if (built.get()) {
            events.step(run, TrialStep.STARTING_SUT); // the build is done: the note goes, the SUT starts now
        }
        long launchedAt = System.nanoTime();
        RunningSut starting = launcher.spawn(run.scenario(), run.variant(), run.folder(), run.id(), run.cpus());
        try {
            loads.prepare(LoadLeg.first(run.scenario()), starting);
        } catch (IOException | RuntimeException e) {
            starting.stop(STOP_GRACE);
            throw e;
        }
        RunningSut sut = launcher.awaitHealthy(starting, run::cancelled);
        // from the SUT's own launch: its database's start before it (PostgreSQL, a second or two) is not its own
        long spawnedAt = sut.started() ? sut.process().startedNanos() : launchedAt;
        double startupSeconds = (System.nanoTime() - spawnedAt) / 1e9;
        SutInfo info = sut.started()
                ? new SutInfo(
                        sut.jvmPid(),
                        sut.port(),
                        sut.upstream() == null ? null : sut.upstreamPort(),
                        sut.process().command())
                : new SutInfo(-1, -1, null, List.of("runs elsewhere: " + sut.baseUrl()));
        try {
            events.sutInfo(run, info);
        } catch (RuntimeException e) {
            sut.stop(STOP_GRACE);
            throw e;
        }
        return new Launched(sut, info, startupSeconds);
    }
}
