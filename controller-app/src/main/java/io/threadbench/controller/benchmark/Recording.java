package io.threadbench.controller.benchmark;

import io.threadbench.controller.telemetry.TelemetrySource.TelemetrySession;

/**
 * What records a trial's seconds once the SUT answers: the telemetry session (null when none could be opened) and
 * the recorder that pairs k6's seconds with its samples.
 */
record Recording(TelemetrySession session, TrialRecorder recorder) {}
