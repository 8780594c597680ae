package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@link FlagCode#JIT_STILL_COMPILING}: the SUT's JIT compiled for more than {@link #MAX_COMPILING_SHARE} of the
 * measured seconds (its compiler threads' summed CPU time over the seconds that measured it, JvmFigures), so the figures averaged
 * in interpreted and half-optimised code. The threshold and the measurements behind it are in DESIGN §6.
 */
final class JitCheck {

    /** Compilation time per measured second above which the JIT had not caught up (DESIGN §6). */
    static final double MAX_COMPILING_SHARE = 0.15;

    private JitCheck() {}

    static Optional<TrustFlag> evaluate(Scenario scenario, List<TrialSecondRow> measuredSeconds) {
        List<Long> perSecond = measuredSeconds.stream()
                .map(row ->
                        row.telemetry() == null ? null : row.telemetry().jvm().jitCompilationMillisDelta())
                .filter(java.util.Objects::nonNull)
                .toList();
        if (perSecond.isEmpty()) {
            return Optional.empty();
        }
        long total = perSecond.stream().mapToLong(Long::longValue).sum();
        double share = total / 1000.0 / perSecond.size();
        if (share <= MAX_COMPILING_SHARE) {
            return Optional.empty();
        }
        // the seconds until compilation stays below the threshold for good: where the warm-up should have ended
        int busy = perSecond.size();
        while (busy > 0 && perSecond.get(busy - 1) <= MAX_COMPILING_SHARE * 1000) {
            busy--;
        }
        long busyMillis =
                perSecond.subList(0, busy).stream().mapToLong(Long::longValue).sum();
        int warmup = scenario.timing().warmupSeconds();
        return Optional.of(new TrustFlag(
                FlagCode.JIT_STILL_COMPILING,
                String.format(
                        Locale.ROOT,
                        "the JIT was still compiling while measured: %.0f ms of compiler CPU per second over the %d measured"
                                + " seconds"
                                + " (%.0f ms per second in the first %d; more than %.0f ms per second is flagged)"
                                + ", so the figures mix interpreted and optimised code; a warm-up of %d s was too"
                                + " short, use %s%d s",
                        1000.0 * share,
                        perSecond.size(),
                        (double) busyMillis / busy,
                        busy,
                        1000.0 * MAX_COMPILING_SHARE,
                        warmup,
                        // compiling to the last second: more warm-up helps, how much the run cannot tell
                        busy == perSecond.size() ? "at least " : "",
                        suggestedWarmup(warmup, busy))));
    }

    /** The warm-up that would have covered the busy seconds, rounded up to 5 s. */
    static int suggestedWarmup(int warmupSeconds, int busySeconds) {
        return (int) Math.ceil((warmupSeconds + busySeconds) / 5.0) * 5;
    }
}
