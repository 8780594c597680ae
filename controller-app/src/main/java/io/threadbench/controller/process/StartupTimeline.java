package io.threadbench.controller.process;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Debug log lines for the moments between a benchmark's start and its first live second (DESIGN §11's
 * "Start click → first live point"): picked up, SUT spawned and healthy, pre-flight passed, k6 spawned,
 * first k6 output, first second published. They cost nothing unless the logger {@value #LOGGER} is at
 * debug; {@code DashboardBenchmark} turns it on and prints the breakdown. Trials run one at a time, so
 * the lines need no trial id.
 */
public final class StartupTimeline {

    /** The logger's name. */
    public static final String LOGGER = "io.threadbench.controller.startup";

    private static final Logger log = LoggerFactory.getLogger(LOGGER);

    private StartupTimeline() {}

    /** Logs that {@code moment} happened now. */
    public static void mark(String moment) {
        log.debug(moment);
    }
}
