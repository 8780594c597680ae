package io.threadbench.controller.loadgen;

import java.time.Instant;

/**
 * Runs a made-up k6 output through the real ingestion path (reader, parser, per-second recorder, histograms and
 * reservoirs) so the JIT has compiled it before a first trial is measured. Without it the
 * first trial after a controller start measured the controller at about twice its warm CPU (DESIGN §11).
 */
public final class IngestionWarmup {

    private IngestionWarmup() {}

    /** What the warm-up pushed through: requests and seconds counted, lines read, time taken. */
    public record Result(long requests, long errors, int seconds, long lines, long millis) {}

    /** Ingests {@code requests} made-up requests at {@code requestsPerSecond}; nothing is stored or published. */
    public static Result run(long requests, int requestsPerSecond) {
        long started = System.nanoTime();
        long[] counts = new long[3];
        LatencyRecorder recorder = new LatencyRecorder(
                second -> {
                    counts[0] += second.requestsOk();
                    counts[1] += second.requestsError();
                    counts[2]++;
                },
                false,
                SecondBucket.ReservoirLimits.DEFAULT);
        K6OutputReader reader = new K6OutputReader(
                new SyntheticK6Output(requests, requestsPerSecond, Instant.parse("2026-01-01T00:00:00Z")), recorder);
        reader.run();
        return new Result(
                counts[0], counts[1], (int) counts[2], reader.lines(), (System.nanoTime() - started) / 1_000_000);
    }
}
