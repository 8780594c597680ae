package io.threadbench.controller.results.verdict;

import io.threadbench.controller.text.Decimals;
import java.util.Locale;

/**
 * One gated figure of a scenario × approach compared with a baseline benchmark ({@link RegressionCheck}).
 *
 * @param worsening how much worse the current benchmark is, in the figure's bad direction; null when the figure
 *                  cannot be judged by an interval (one repetition on a side, or flagged trials)
 * @param outcome   what the gate makes of it
 */
public record Regression(
        String scenario,
        String approach,
        String metric,
        double baselineValue,
        double currentValue,
        Worsening worsening,
        Outcome outcome) {

    /** What the comparison says. */
    public enum Outcome {
        /** Shown worse (the lower bound above 0), and possibly by more than allowed (the upper bound beyond it). */
        WORSE,
        /** Shown better: even the upper bound of the worsening is below 0. */
        BETTER,
        /** Shown worse by no more than allowed: the upper bound of the worsening is within the margin. */
        SAME,
        /** The interval allows both no worsening and one beyond the margin: more repetitions would tell. */
        INCONCLUSIVE,
        /** A side has one repetition: no run-to-run noise is known. */
        NO_INTERVAL,
        /** Trials of either side raised trust flags: its figures may measure the machine. */
        DOUBTFUL;

        /** Whether the gate cannot judge the figure (exit 4 under {@code --fail-on-regression}). */
        public boolean cannotJudge() {
            return this == INCONCLUSIVE || this == NO_INTERVAL || this == DOUBTFUL;
        }
    }

    /**
     * How much worse the current figure is than the baseline's: percent of the baseline ({@code points} false; for
     * a figure where higher is better, how much more the baseline had) or percentage points (error rates).
     *
     * @param low     the lower bound at the gate's level for "worse at all" (drift allowed for)
     * @param high    the one-sided 95 % upper bound (drift allowed for)
     * @param allowed the margin: how much worse the figure may get
     */
    public record Worsening(double estimate, double low, double high, double allowed, boolean points) {

        String amount(double value) {
            return String.format(Locale.ROOT, "%+.1f", value) + (points ? " pp" : " %");
        }

        String allowedText() {
            return Decimals.oneDecimal(allowed) + (points ? " percentage points" : " %");
        }
    }

    /** Relative change, (current − baseline) / |baseline| × 100. */
    public double changePercent() {
        return baselineValue == 0 ? Double.NaN : (currentValue - baselineValue) / Math.abs(baselineValue) * 100;
    }

    /**
     * e.g. {@code smoketest × loom-tomcat latency_millis_p50: 101.20 → 120.40 (+19.0 %), worse by +15.2 % to +23.1 %:
     * beyond the 3 % allowed}
     */
    public String describe() {
        String verdict = switch (outcome) {
            case WORSE ->
                "worse by %s to %s: beyond the %s allowed"
                        .formatted(
                                worsening.amount(worsening.low()),
                                worsening.amount(worsening.high()),
                                worsening.allowedText());
            case BETTER -> "better (worse by %s at most)".formatted(worsening.amount(worsening.high()));
            case SAME ->
                "within the %s allowed (worse by %s at most)"
                        .formatted(worsening.allowedText(), worsening.amount(worsening.high()));
            case INCONCLUSIVE ->
                ("cannot judge: worse by %s to %s allows no change as well as more than"
                                + " the %s allowed; run more repetitions")
                        .formatted(
                                worsening.amount(worsening.low()),
                                worsening.amount(worsening.high()),
                                worsening.allowedText());
            case NO_INTERVAL -> "cannot judge: one repetition on a side (run 3 or more)";
            case DOUBTFUL ->
                "cannot judge: trials of either benchmark raised trust flags (this run prints its own under each trial)";
        };
        return "%s × %s %s: %s → %s (%s), %s"
                .formatted(
                        scenario,
                        approach,
                        metric,
                        number(baselineValue),
                        number(currentValue),
                        Double.isNaN(changePercent())
                                ? "from 0"
                                : String.format(Locale.ROOT, "%+.1f %%", changePercent()),
                        verdict);
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
