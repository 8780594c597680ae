package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.ConfidenceInterval;
import java.util.Locale;

/**
 * One headline metric of a scenario × approach compared with a baseline benchmark.
 *
 * @param baseline       the baseline cell's interval (null when it has none)
 * @param current        the current cell's interval (null when it has none)
 * @param outcome        whether it got worse or better beyond the noise, stayed within it, or cannot be judged
 */
public record Regression(
        String scenario,
        String approach,
        String metric,
        double baselineValue,
        double currentValue,
        ConfidenceInterval baseline,
        ConfidenceInterval current,
        Outcome outcome) {

    /** What the comparison says. */
    public enum Outcome {
        /** The 95 % intervals do not overlap and the value moved in the metric's bad direction. */
        WORSE,
        /** The 95 % intervals do not overlap and the value moved in the metric's good direction. */
        BETTER,
        /** The intervals overlap: within the noise. */
        SAME,
        /** A side has no interval (one repetition without within-trial intervals). */
        NO_INTERVAL
    }

    /** Relative change, (current − baseline) / |baseline| × 100. */
    public double changePercent() {
        return baselineValue == 0 ? Double.NaN : (currentValue - baselineValue) / Math.abs(baselineValue) * 100;
    }

    /** e.g. {@code smoketest × loom-tomcat latency_millis_p50: 101.2 → 120.4 (+19.0 %), worse beyond the noise} */
    public String describe() {
        String verdict = switch (outcome) {
            case WORSE -> "worse beyond the noise";
            case BETTER -> "better beyond the noise";
            case SAME -> "within the noise";
            case NO_INTERVAL -> "cannot tell (no interval on one side)";
        };
        return "%s × %s %s: %s → %s (%+.1f %%), %s"
                .formatted(
                        scenario,
                        approach,
                        metric,
                        number(baselineValue),
                        number(currentValue),
                        changePercent(),
                        verdict);
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
