package io.threadbench.controller.host;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Upstream;
import io.threadbench.controller.scenario.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks what a trial needs against the host before it starts, as loom-webflux-benchmarks checks its host before
 * every run. Every VU keeps a connection open, so at its peak a scenario opens as many connections from k6 to
 * the SUT, and as many again (times the fan-out) from the SUT to a separate upstream. On one host each such
 * connection takes a local port, and an open file on both of its ends.
 * <ul>
 *   <li>Refused (the trial fails before anything starts): more connections than local ports, than k6's or the
 *   SUT's open-files limit, or than the system's. Such a run could not open its connections; its figures would
 *   measure the host, not the approach.</li>
 *   <li>Doubtful (a trust flag): the connections fit but the files a process also needs do not, or more VUs
 *   connect than the accept queue holds ({@code somaxconn}): a burst of new connections waits or is retried,
 *   which shows as latency.</li>
 * </ul>
 * Each message names the setting and a value that would do.
 */
public final class HostCheck {

    /** Files a process has open besides its connections (jars, logs, epoll, JMX). */
    static final long FILES_BESIDES_CONNECTIONS = 512;
    /** Local ports left to everything else on the machine. */
    static final long PORTS_KEPT_FREE = 1024;

    private HostCheck() {}

    /** What a trial of {@code scenario} finds wrong with {@code host}. */
    public record Findings(List<String> refusals, List<String> doubts) {

        public boolean refused() {
            return !refusals.isEmpty();
        }
    }

    /** VUs at the scenario's peak: each keeps one connection to the SUT open. */
    static long peakVus(Scenario scenario) {
        return Math.max(
                scenario.load().vus(),
                scenario.load().stages().stream()
                        .mapToLong(Scenario.Stage::target)
                        .max()
                        .orElse(0));
    }

    /** Connections open at the peak: k6 to the SUT, and the SUT to a separate upstream (times the fan-out). */
    static long connections(Scenario scenario) {
        long vus = peakVus(scenario);
        long upstream = scenario.work().upstream() == Upstream.SEPARATE
                ? vus
                        * (scenario.work().workload() == Workload.FANOUT
                                ? scenario.work().fanoutCalls()
                                : 1)
                : 0;
        return vus + upstream;
    }

    public static Findings check(Scenario scenario, HostLimits host) {
        long vus = peakVus(scenario);
        long connections = connections(scenario);
        List<String> refusals = new ArrayList<>();
        List<String> doubts = new ArrayList<>();
        host.localPorts().ifPresent(ports -> {
            if (connections > ports - PORTS_KEPT_FREE) {
                refusals.add("the trial opens about %,d connections on this host, but net.ipv4.ip_local_port_range"
                                .formatted(connections)
                        + " holds only %,d local ports; widen it (e.g. sysctl -w net.ipv4.ip_local_port_range=\"1024 65535\")"
                                .formatted(ports)
                        + " or lower the VUs to at most %,d".formatted(Math.max(0, ports - PORTS_KEPT_FREE)));
            }
        });
        long sutFiles = connections + FILES_BESIDES_CONNECTIONS;
        long k6Files = vus + FILES_BESIDES_CONNECTIONS;
        host.openFiles().ifPresent(limit -> {
            String needs = ("the SUT needs about %,d open files and k6 about %,d, but the open-files limit"
                            + " (ulimit -Hn) is %,d; raise it to at least %,d (ulimit -n, or LimitNOFILE for a service)")
                    .formatted(sutFiles, k6Files, limit, Math.max(sutFiles, k6Files));
            if (Math.max(connections, vus) > limit) {
                refusals.add(needs); // not even the connections fit
            } else if (Math.max(sutFiles, k6Files) > limit) {
                doubts.add(needs + "; at the peak some connections may fail");
            }
        });
        host.fileMax().ifPresent(max -> {
            if (sutFiles + k6Files > max) {
                refusals.add(
                        "the trial needs about %,d open files in all, but fs.file-max is %,d; raise it to at least %,d"
                                .formatted(sutFiles + k6Files, max, sutFiles + k6Files));
            }
        });
        host.somaxconn().ifPresent(queue -> {
            if (vus > queue) {
                doubts.add(
                        ("%,d VUs connect at once, but net.core.somaxconn caps the accept queue at %,d: a burst of new"
                                        + " connections waits or is retried, which shows as latency; raise it to %,d"
                                        + " (sysctl -w net.core.somaxconn=%d)")
                                .formatted(vus, queue, vus, vus));
            }
        });
        return new Findings(List.copyOf(refusals), List.copyOf(doubts));
    }
}
