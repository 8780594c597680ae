package io.threadbench.controller.sut;

import io.threadbench.controller.process.ChildProcess;
import java.time.Duration;

/**
 * A started service-under-test (and the separate upstream it calls, if the scenario asks for one).
 *
 * @param upstream     null when the SUT calls itself
 * @param upstreamPort the upstream's port, -1 without one
 * @param healthPath   where it says it is ready
 * @param wantsUp      our SUT: the health answer must say UP; a registered service: any 2xx will do
 */
public record RunningSut(
        ChildProcess process, int port, ChildProcess upstream, int upstreamPort, String healthPath, boolean wantsUp) {

    public String baseUrl() {
        return "http://127.0.0.1:" + port;
    }

    /** Stops the SUT, then its upstream; SIGTERM first, the process tree killed after {@code grace}. */
    public void stop(Duration grace) {
        process.stop(grace);
        if (upstream != null) {
            upstream.stop(grace);
        }
    }

    /** The SUT's log tail, followed by the upstream's when there is one. */
    public String logTail() {
        String tail = process.logTail();
        return upstream == null ? tail : tail + "\n--- upstream ---\n" + upstream.logTail();
    }
}
