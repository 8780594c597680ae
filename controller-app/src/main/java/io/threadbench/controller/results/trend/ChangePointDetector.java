package io.threadbench.controller.results.trend;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Finds level changes in a short history with Welch's t-test between sliding windows, as continuous-benchmarking
 * tools do: at every split i, the up to {@value #WINDOW} points before it against the up to {@value #WINDOW} from it
 * on (at least {@value #MIN_SIDE} each). A split is a change point when its two-sided p is below {@value #ALPHA} and
 * it is the most significant split within a window's distance; the strict α keeps the many splits of a pure-noise
 * history from raising false alarms. Windows with no spread on both sides and different means count as p = 0.
 */
public final class ChangePointDetector {

    static final int WINDOW = 5;
    public static final int MIN_SIDE = 3;
    static final double ALPHA = 0.001;

    private ChangePointDetector() {}

    /**
     * @param values         the history, oldest first
     * @param benchmarkIds   the benchmark of each value
     * @param higherIsBetter the metric's direction, to tell a regression from an improvement
     */
    public static List<ChangePoint> detect(List<Double> values, List<Long> benchmarkIds, boolean higherIsBetter) {
        int n = values.size();
        double[] p = new double[n];
        double[][] means = new double[n][];
        for (int i = 0; i < n; i++) {
            p[i] = Double.NaN;
            if (i >= MIN_SIDE && n - i >= MIN_SIDE) {
                List<Double> before = values.subList(Math.max(0, i - WINDOW), i);
                List<Double> after = values.subList(i, Math.min(n, i + WINDOW));
                p[i] = welchP(before, after);
                means[i] = new double[] {mean(before), mean(after)};
            }
        }
        List<ChangePoint> changes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (!(p[i] < ALPHA) || !mostSignificantNearby(p, i)) {
                continue;
            }
            double before = means[i][0];
            double after = means[i][1];
            changes.add(new ChangePoint(
                    i, benchmarkIds.get(i), before, after, p[i], higherIsBetter ? after < before : after > before));
        }
        return changes;
    }

    /** No split within {@value #WINDOW} places (either side, inclusive) has a smaller p (ties: the earliest wins). */
    private static boolean mostSignificantNearby(double[] p, int i) {
        for (int j = Math.max(0, i - WINDOW); j <= Math.min(p.length - 1, i + WINDOW); j++) {
            if (j != i && !Double.isNaN(p[j]) && (p[j] < p[i] || (p[j] == p[i] && j < i))) {
                return false;
            }
        }
        return true;
    }

    /** Two-sided p of Welch's unequal-variance t-test. */
    static double welchP(List<Double> a, List<Double> b) {
        double meanA = mean(a);
        double meanB = mean(b);
        double varA = variance(a, meanA) / a.size();
        double varB = variance(b, meanB) / b.size();
        double se2 = varA + varB;
        if (se2 == 0) {
            return meanA == meanB ? 1 : 0;
        }
        double t = (meanA - meanB) / Math.sqrt(se2);
        double df = se2 * se2 / (varA * varA / (a.size() - 1) + varB * varB / (b.size() - 1));
        return 2 * new TDistribution(null, df).cumulativeProbability(-Math.abs(t));
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }

    private static double variance(List<Double> values, double mean) {
        return values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum() / (values.size() - 1);
    }
}
