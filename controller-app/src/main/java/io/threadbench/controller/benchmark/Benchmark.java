package io.threadbench.controller.benchmark;

import io.threadbench.controller.telemetry.EnvironmentFingerprint;
import io.threadbench.controller.variant.Variant;
import java.time.Instant;
import java.util.List;

/**
 * A benchmark: scenarios × variants × repetitions, run as trials one at a time (DESIGN §5).
 *
 * @param scenarios   scenario names in the order given
 * @param variants    its columns (DESIGN §3a), as resolved when it was created
 * @param environment what it ran on; null until the benchmark starts
 * @param error       why it failed or was stopped, null otherwise
 * @param startedAt   null while queued
 * @param finishedAt  null until it reaches a final status
 * @param repetitions how often each scenario × variant runs; with {@code untilDecided}, at most this often
 * @param untilDecided rounds run until each scenario is decided ({@code --repetitions auto}, DESIGN §8)
 */
public record Benchmark(
        long id,
        String name,
        String notes,
        RunStatus status,
        List<String> scenarios,
        List<Variant> variants,
        int repetitions,
        EnvironmentFingerprint environment,
        String error,
        Instant createdAt,
        Instant startedAt,
        Instant finishedAt,
        boolean untilDecided) {

    public Benchmark {
        scenarios = List.copyOf(scenarios);
        variants = List.copyOf(variants);
    }

    /** Number of trials: every scenario with every variant, repeated. */
    public int trialCount() {
        return scenarios.size() * variants.size() * repetitions;
    }

    /** An A/A check: two variants that differ only in their labels (DESIGN §3a). */
    public boolean isAaCheck() {
        return variants.size() == 2
                && variants.get(0).withLabel("").equals(variants.get(1).withLabel(""));
    }

    /** An A/B check: the second variant is the first answering a known share of the delay later. */
    public boolean isAbCheck() {
        if (variants.size() != 2
                || variants.get(0).extraDelayPercent() != null
                || variants.get(1).extraDelayPercent() == null) {
            return false;
        }
        Variant b = variants.get(1);
        return variants.get(0).withLabel("").equals(b.withLabel("").withoutExtraDelay());
    }

    /** The variants' labels in order: the benchmark's columns (approach ids for built-in variants). */
    public List<String> labels() {
        return variants.stream().map(Variant::label).toList();
    }
}
