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
        /** Welch's test finds the change and the value moved in the metric's bad direction. */
        WORSE,
        /** Welch's test finds the change and the value moved in the metric's good direction. */
        BETTER,
        /** Within the run-to-run noise. */
        SAME,
        /** A side has one repetition: no run-to-run noise is known. */
        NO_INTERVAL,
        /** Trials of either side raised trust flags: reported, never a regression. */
        DOUBTFUL
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
            case NO_INTERVAL -> "cannot tell (one repetition on a side: run 3 or more)";
            case DOUBTFUL -> "doubtful (trials raised trust flags; not counted)";
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
