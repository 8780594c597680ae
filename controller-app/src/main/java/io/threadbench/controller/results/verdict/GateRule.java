package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.SmallestDifference;
import java.util.Locale;

/**
 * What the regression gate calls a regression (DESIGN §9, the CLI): a figure worse than the baseline by more than
 * {@code maxRegressionPercent} of its value (error rates: by more than {@code maxErrorIncreasePoints} percentage
 * points), with 95 % confidence on one side, after allowing the two benchmarks to differ by up to {@code
 * driftAllowancePercent} with no change in the build (machine state, kernel, neighbours between the two runs).
 */
public record GateRule(double maxRegressionPercent, double maxErrorIncreasePoints, double driftAllowancePercent) {

    public static final double DEFAULT_MAX_REGRESSION_PERCENT = 3;
    public static final double DEFAULT_MAX_ERROR_INCREASE_POINTS = 1;
    public static final double DEFAULT_DRIFT_ALLOWANCE_PERCENT = 1;

    public static final GateRule DEFAULT = new GateRule(
            DEFAULT_MAX_REGRESSION_PERCENT, DEFAULT_MAX_ERROR_INCREASE_POINTS, DEFAULT_DRIFT_ALLOWANCE_PERCENT);

    /** The false-alarm budget of one gate: a build is failed wrongly at most this often (with drift within the allowance). */
    static final double ALPHA = 0.05;

    public GateRule {
        if (!(maxRegressionPercent > 0) || !(maxErrorIncreasePoints > 0) || !(driftAllowancePercent >= 0)) {
            throw new IllegalArgumentException("margins must be above 0 and the drift allowance 0 or more");
        }
    }

    /** How much worse {@code metric} may get: a share of the figure, or percentage points for error rates. */
    public SmallestDifference allowed(String metric) {
        return SmallestDifference.comparedAsDifference(metric)
                ? new SmallestDifference(maxErrorIncreasePoints, true)
                : SmallestDifference.share(maxRegressionPercent);
    }

    /**
     * "worse by more than 3 % (error rate: 1 percentage point) with 95 % confidence, drift between the benchmarks up
     * to 1 % allowed"; without the drift clause when none is allowed (a baseline measured in the same benchmark).
     */
    public String describe() {
        String rule = "worse by more than %s %% (error rate: %s percentage point%s) with 95 %% confidence"
                .formatted(
                        number(maxRegressionPercent),
                        number(maxErrorIncreasePoints),
                        maxErrorIncreasePoints == 1 ? "" : "s");
        return driftAllowancePercent == 0
                ? rule
                : rule + ", drift between the benchmarks up to " + number(driftAllowancePercent) + " % allowed";
    }

    private static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }
}
