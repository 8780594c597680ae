package io.threadbench.controller.sut;

import java.util.List;

/**
 * How a trial's SUT was started, kept with the trial (column {@code trial.sut_info}) so that a strange result
 * can be traced to the exact command line.
 *
 * @param upstreamPort null when the SUT called itself
 * @param command      the SUT's full argument list, java binary first
 */
public record SutInfo(long pid, int port, Integer upstreamPort, List<String> command) {

    public SutInfo {
        command = List.copyOf(command);
    }
}
