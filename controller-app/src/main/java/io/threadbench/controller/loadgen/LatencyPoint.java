package io.threadbench.controller.loadgen;

/** One raw request sample kept for scatter plots; {@code status} 0 means no HTTP response. */
public record LatencyPoint(long epochMillis, long latencyMicros, int status, boolean error) {}
