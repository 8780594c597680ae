package io.threadbench.controller.sut;

import io.threadbench.controller.telemetry.EffectiveSettings;
import java.util.List;

/**
 * How a trial's SUT was started, kept with the trial (column {@code trial.sut_info}) so that a strange result
 * can be traced to the exact command line.
 *
 * @param upstreamPort null when the SUT called itself
 * @param command      the SUT's full argument list, java binary first
 * @param settings     what it really ran with, read at pre-flight (the fairness view); null before
 */
public record SutInfo(long pid, int port, Integer upstreamPort, List<String> command, EffectiveSettings settings) {

    public SutInfo {
        command = List.copyOf(command);
    }

    /** Before its settings were read. */
    public SutInfo(long pid, int port, Integer upstreamPort, List<String> command) {
        this(pid, port, upstreamPort, command, null);
    }

    /** The same, with the settings read at pre-flight. */
    public SutInfo withSettings(EffectiveSettings read) {
        return new SutInfo(pid, port, upstreamPort, command, read);
    }
}
