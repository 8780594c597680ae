package io.threadbench.controller.host;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import oshi.SystemInfo;
import oshi.software.os.OperatingSystem;

/**
 * The quiet-machine gate before each trial (DESIGN §6, "Quiet machine"): what processes other than the controller
 * and its children (the trial's SUT, upstream, database and k6 are all its children) used over the last
 * {@code window-seconds}. Above {@code max-other-cores} it keeps measuring, up to {@code max-wait-seconds}, for the
 * machine to calm down; a trial that starts on a busy machine gets an {@code OTHER_LOAD} flag naming the busiest
 * processes. Settings under {@code threadbench.quiet-machine.}; {@code enabled=false} turns the gate off (the test
 * suite does, as other builds share its machine).
 */
@Component
public class QuietMachineGate {

    private final OperatingSystem os;
    private final boolean enabled;
    private final double maxOtherCores;
    private final Duration window;
    private final Duration maxWait;

    public QuietMachineGate(
            SystemInfo systemInfo,
            @Value("${threadbench.quiet-machine.enabled:true}") boolean enabled,
            @Value("${threadbench.quiet-machine.max-other-cores:0.25}") double maxOtherCores,
            @Value("${threadbench.quiet-machine.window-seconds:2}") long windowSeconds,
            @Value("${threadbench.quiet-machine.max-wait-seconds:60}") long maxWaitSeconds) {
        this.os = systemInfo.getOperatingSystem();
        this.enabled = enabled;
        this.maxOtherCores = maxOtherCores;
        this.window = Duration.ofSeconds(Math.max(1, windowSeconds));
        this.maxWait = Duration.ofSeconds(Math.max(0, maxWaitSeconds));
    }

    /**
     * What the gate saw: the load of the last window, and how long the gate measured and waited in all.
     *
     * @param quiet whether the other processes stayed at or under the threshold in the last window
     */
    public record Reading(OtherLoad load, long waitedSeconds, boolean quiet, double threshold) {

        /** The reason of an {@code OTHER_LOAD} flag when the machine did not calm down; empty when quiet. */
        public Optional<String> flagReason() {
            if (quiet) {
                return Optional.empty();
            }
            return Optional.of(String.format(
                    Locale.ROOT,
                    "before the trial other processes used %s (more than the %.2f cores of"
                            + " threadbench.quiet-machine.max-other-cores%s)",
                    load.describe(),
                    threshold,
                    "; waited " + waitedSeconds + " s for the machine to calm down"));
        }
    }

    /** Whether the gate measures at all. */
    public boolean enabled() {
        return enabled;
    }

    /** A snapshot to measure other processes' load from (see {@link #otherLoadSince}). */
    public CpuSnapshot snapshot() {
        return CpuSnapshot.take(os);
    }

    /** What processes other than this controller and its children used since {@code earlier}. */
    public OtherLoad otherLoadSince(CpuSnapshot earlier) {
        return otherLoadSince(earlier, Set.of());
    }

    /** As {@link #otherLoadSince(CpuSnapshot)}, also leaving out {@code alsoOurs} (a SUT container's processes). */
    private OtherLoad otherLoadSince(CpuSnapshot earlier, Set<Long> alsoOurs) {
        Set<Long> ours = new HashSet<>(ownProcesses());
        ours.addAll(alsoOurs);
        return snapshot().otherLoadSince(earlier, ours);
    }

    /**
     * Why a measured run that began at {@code measuredFrom} doubts its figures, when other processes used more than
     * the threshold meanwhile: "during the measured run other processes used 1.0 cores over 30 s: yes (PID …) …".
     * {@code alsoOurs}: processes of the trial that are no child of the controller (a SUT container's, which the
     * container engine starts).
     */
    public Optional<String> busySince(CpuSnapshot measuredFrom, Set<Long> alsoOurs) {
        OtherLoad during = otherLoadSince(measuredFrom, alsoOurs);
        if (during.cores() <= maxOtherCores) {
            return Optional.empty();
        }
        return Optional.of(String.format(
                Locale.ROOT,
                "during the measured run other processes used %s (more than the %.2f cores of"
                        + " threadbench.quiet-machine.max-other-cores)",
                during.describe(),
                maxOtherCores));
    }

    /**
     * Measures the other processes over a window, again while they use more than the threshold, until they calm
     * down, {@code max-wait-seconds} have passed, or {@code cancelled} says so.
     *
     * @param waiting told once, with the load, when the trial starts to wait
     */
    public Reading await(BooleanSupplier cancelled, Consumer<OtherLoad> waiting) throws InterruptedException {
        if (!enabled) {
            return new Reading(new OtherLoad(0, 0, List.of()), 0, true, maxOtherCores);
        }
        long started = System.nanoTime();
        boolean told = false;
        while (true) {
            CpuSnapshot before = snapshot();
            Thread.sleep(window);
            OtherLoad load = otherLoadSince(before);
            Duration waited = Duration.ofNanos(System.nanoTime() - started);
            if (load.cores() <= maxOtherCores) {
                return new Reading(load, waited.toSeconds(), true, maxOtherCores);
            }
            if (cancelled.getAsBoolean() || waited.compareTo(maxWait) >= 0) {
                return new Reading(load, waited.toSeconds(), false, maxOtherCores);
            }
            if (!told) {
                waiting.accept(load);
                told = true;
            }
        }
    }

    /** This controller and every process it started (SUT, upstream, database, k6, probes). */
    private static Set<Long> ownProcesses() {
        ProcessHandle self = ProcessHandle.current();
        return Stream.concat(Stream.of(self), self.descendants())
                .map(ProcessHandle::pid)
                .collect(Collectors.toSet());
    }
}
