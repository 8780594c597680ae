package io.threadbench.controller.results.verdict;

import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.metrics.MetricCatalog;
import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.metrics.SmallestDifference;
import io.threadbench.controller.text.Decimals;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What the regression gate calls a regression (DESIGN §9, the CLI): a figure worse than the baseline by more than
 * its margin ({@code maxRegressionPercent} of its value, or the figure's own in {@code figureMargins}; error rates: by
 * more than {@code maxErrorIncreasePoints} percentage points), with 95 % confidence on one side, after allowing the two
 * benchmarks to differ by up to {@code driftAllowancePercent} with no change in the build (machine state, kernel,
 * neighbours between the two runs).
 *
 * @param figureMargins a margin of its own for some of the {@link MetricNames#HEADLINE} metrics, by metric name (p99
 *                      moves more between repetitions than p50: 3–5 % against 0.1 % on a quiet 2-core machine,
 *                      DESIGN §9)
 */
public record GateRule(
        double maxRegressionPercent,
        Map<String, Double> figureMargins,
        double maxErrorIncreasePoints,
        double driftAllowancePercent) {

    public static final double DEFAULT_MAX_REGRESSION_PERCENT = 3;
    public static final double DEFAULT_MAX_ERROR_INCREASE_POINTS = 1;
    public static final double DEFAULT_DRIFT_ALLOWANCE_PERCENT = 1;

    public static final GateRule DEFAULT = new GateRule(
            DEFAULT_MAX_REGRESSION_PERCENT, DEFAULT_MAX_ERROR_INCREASE_POINTS, DEFAULT_DRIFT_ALLOWANCE_PERCENT);

    /** The false-alarm budget of one gate: a build is failed wrongly at most this often (with drift within the allowance). */
    static final double ALPHA = 0.05;

    public GateRule {
        figureMargins = figureMargins == null ? Map.of() : Map.copyOf(figureMargins);
        if (!(maxRegressionPercent > 0)
                || !(maxErrorIncreasePoints > 0)
                || !(driftAllowancePercent >= 0)
                || figureMargins.values().stream().anyMatch(margin -> !(margin > 0))) {
            throw new IllegalArgumentException("margins must be above 0 and the drift allowance 0 or more");
        }
        if (!MetricNames.HEADLINE.containsAll(figureMargins.keySet())) {
            throw new IllegalArgumentException("a margin of its own is for " + MetricNames.HEADLINE + " only");
        }
    }

    /** One margin for every figure. */
    public GateRule(double maxRegressionPercent, double maxErrorIncreasePoints, double driftAllowancePercent) {
        this(maxRegressionPercent, Map.of(), maxErrorIncreasePoints, driftAllowancePercent);
    }

    /** The rule of a gate stored with a benchmark against one of its variants (no drift: measured interleaved). */
    public static GateRule of(BenchmarkRequest.Gate gate) {
        return new GateRule(
                gate.maxRegressionPercent() == null ? DEFAULT_MAX_REGRESSION_PERCENT : gate.maxRegressionPercent(),
                gate.figureMargins(),
                gate.maxErrorIncreasePoints() == null
                        ? DEFAULT_MAX_ERROR_INCREASE_POINTS
                        : gate.maxErrorIncreasePoints(),
                0);
    }

    /** How much worse {@code metric} may get: a share of the figure, or percentage points for error rates. */
    public SmallestDifference allowed(String metric) {
        return SmallestDifference.comparedAsDifference(metric)
                ? new SmallestDifference(maxErrorIncreasePoints, true)
                : SmallestDifference.share(figureMargins.getOrDefault(metric, maxRegressionPercent));
    }

    /**
     * "worse by more than 3 % (p99 latency: 8 %; error rate: 1 percentage point) with 95 % confidence, drift between the
     * benchmarks up to 1 % allowed"; without the drift clause when none is allowed (a baseline measured in the same
     * benchmark).
     */
    public String describe() {
        Map<String, Double> own = new LinkedHashMap<>();
        MetricNames.HEADLINE.stream()
                .filter(figureMargins::containsKey)
                .forEach(metric -> own.put(metric, figureMargins.get(metric)));
        String figures = own.entrySet().stream()
                .map(e -> MetricCatalog.of(e.getKey()).shortLabel() + ": " + Decimals.oneDecimal(e.getValue()) + " %; ")
                .collect(Collectors.joining());
        String rule = "worse by more than %s %% (%serror rate: %s percentage point%s) with 95 %% confidence"
                .formatted(
                        Decimals.oneDecimal(maxRegressionPercent),
                        figures,
                        Decimals.oneDecimal(maxErrorIncreasePoints),
                        maxErrorIncreasePoints == 1 ? "" : "s");
        return driftAllowancePercent == 0
                ? rule
                : rule + ", drift between the benchmarks up to " + Decimals.oneDecimal(driftAllowancePercent)
                        + " % allowed";
    }
}
