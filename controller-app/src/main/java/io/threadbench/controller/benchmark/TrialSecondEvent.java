package io.threadbench.controller.benchmark;

import io.threadbench.controller.loadgen.LatencyPoint;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;

/** Published (Spring application event) after each trial-second is stored; the live stream sends it on. */
public record TrialSecondEvent(long benchmarkId, long trialId, TrialSecondRow row, List<LatencyPoint> samples) {}
