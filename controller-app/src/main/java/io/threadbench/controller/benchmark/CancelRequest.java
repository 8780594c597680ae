package io.threadbench.controller.benchmark;

/** Published (Spring application event) when a user cancels a running benchmark; the queue worker stops it. */
public record CancelRequest(long benchmarkId) {}
