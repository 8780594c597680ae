package io.threadbench.controller.benchmark;

import io.threadbench.controller.telemetry.TelemetrySource.TelemetrySession;
import java.util.Map;

/**
 * What records a trial's seconds once the SUT answers: the telemetry session (null when none could be opened), the
 * recorder that pairs k6's seconds with its samples, and the figures of the SUT before any load (its start-up and
 * its idle memory, named as the trial's metrics).
 */
record Recording(TelemetrySession session, TrialRecorder recorder, Map<String, Double> beforeLoad) {}
