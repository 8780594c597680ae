package io.threadbench.controller.benchmark;

import io.threadbench.controller.host.HostCheck;
import io.threadbench.controller.host.HostLimits;
import io.threadbench.controller.host.QuietMachineGate;
import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.metrics.TrustFlag;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * The trial's first step, before anything starts: the quiet-machine gate waits a bounded time while other
 * processes keep the CPU busy, then the host check refuses a trial this host cannot carry. Returns the trust
 * flags of what they doubted.
 */
@Component
class MachineCheckStep {

    private static final Logger log = LoggerFactory.getLogger(MachineCheckStep.class);

    private final QuietMachineGate quietGate;
    private final TrialEvents events;
    /** The host's limits, read for every trial (a user may raise them between two). */
    private final Supplier<HostLimits> hostLimits = HostLimits::read;

    MachineCheckStep(QuietMachineGate quietGate, TrialEvents events) {
        this.quietGate = quietGate;
        this.events = events;
    }

    /** The flags raised; returns early, without the host check, when the trial was cancelled while it waited. */
    List<TrustFlag> check(TrialContext run) throws TrialFailure, InterruptedException {
        List<TrustFlag> flags = new ArrayList<>();
        if (quietGate.enabled()) {
            events.step(run, TrialStep.QUIET_CHECK);
            QuietMachineGate.Reading quiet = quietGate.await(run::cancelled, load -> {
                String note = "waiting for the machine to calm down: other processes used " + load.describe();
                log.info("trial {}: {}", run.id(), note);
                events.note(run, TrialStep.QUIET_CHECK, note);
            });
            quiet.flagReason().ifPresent(reason -> flags.add(new TrustFlag(FlagCode.OTHER_LOAD, reason)));
        }
        if (run.cancelled()) {
            return flags;
        }
        HostCheck.Findings host = HostCheck.check(run.scenario(), hostLimits.get());
        if (host.refused()) {
            throw new TrialFailure("this host cannot carry the trial: " + String.join("; ", host.refusals()));
        }
        host.doubts().forEach(doubt -> flags.add(new TrustFlag(FlagCode.HOST_LIMITS, doubt)));
        return flags;
    }
}
