package io.threadbench.controller.loadgen;

/** Receives each completed second of latency data. Must return quickly: it runs on the reader thread. */
@FunctionalInterface
public interface SecondListener {
    void onSecond(LatencySecond second);
}
