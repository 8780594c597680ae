package io.threadbench.controller.metrics;

import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Welch's two-sample t-test on the repetitions of two variants (DESIGN §8): on log values when every value is
 * positive, so that the interval back-transforms to a ratio of geometric means ("2.1× lower (1.6–2.8×)"), else on
 * the values. The repetitions, each one JVM, are the unit: their spread includes the JVM-to-JVM noise that the
 * seconds of one trial cannot show. With fewer than two repetitions on a side there is no basis, never a win.
 */
public final class DifferenceTest {

    static final double CONFIDENCE = 0.95;

    private DifferenceTest() {}

    /**
     * Two samples on the test's scale: the log values when every value of both is positive, else the values. The
     * test and the repetition advice ({@code RepetitionAdvisor}) read the same numbers.
     */
    public record Samples(double[] a, double[] b, boolean logScale) {

        public static Samples of(List<Double> a, List<Double> b) {
            boolean positive = a.stream().allMatch(v -> v > 0) && b.stream().allMatch(v -> v > 0);
            return new Samples(values(a, positive), values(b, positive), positive);
        }

        /** mean(a) − mean(b) on the test's scale: the log of the ratio of geometric means on the log scale. */
        public double meanDifference() {
            return mean(a) - mean(b);
        }

        /** Degrees of freedom of the pooled spread: n<sub>a</sub> + n<sub>b</sub> − 2. */
        public int pooledDegreesOfFreedom() {
            return a.length + b.length - 2;
        }

        /** The pooled standard deviation of the two samples (both need two or more values). */
        public double pooledSpread() {
            return Math.sqrt((variance(a, mean(a)) * (a.length - 1) + variance(b, mean(b)) * (b.length - 1))
                    / pooledDegreesOfFreedom());
        }
    }

    /** Compares a against b; both lists hold finite values. */
    public static Difference compare(List<Double> a, List<Double> b) {
        int nA = a.size();
        int nB = b.size();
        if (nA < 2 || nB < 2) {
            return Difference.noBasis(nA, nB);
        }
        Samples samples = Samples.of(a, b);
        double[] x = samples.a();
        double[] y = samples.b();
        double meanX = mean(x);
        double meanY = mean(y);
        double varX = variance(x, meanX) / nA;
        double varY = variance(y, meanY) / nB;
        double delta = meanX - meanY;
        double se = Math.sqrt(varX + varY);
        double estimate;
        double low;
        double high;
        double p;
        double df;
        if (se == 0) {
            // Both sides constant: equal values are no difference, different ones a difference with no noise.
            estimate = low = high = delta;
            p = delta == 0 ? 1 : 0;
            df = Double.NaN;
        } else {
            df = (varX + varY) * (varX + varY) / (varX * varX / (nA - 1) + varY * varY / (nB - 1));
            TDistribution t = new TDistribution(null, df);
            double quantile = t.inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
            estimate = delta;
            low = delta - quantile * se;
            high = delta + quantile * se;
            p = 2 * t.cumulativeProbability(-Math.abs(delta) / se);
        }
        if (samples.logScale()) {
            return new Difference(
                    Difference.Scale.RATIO, Math.exp(estimate), Math.exp(low), Math.exp(high), p, df, nA, nB);
        }
        return new Difference(Difference.Scale.DIFFERENCE, estimate, low, high, p, df, nA, nB);
    }

    private static double[] values(List<Double> list, boolean log) {
        double[] values = new double[list.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = log ? Math.log(list.get(i)) : list.get(i);
        }
        return values;
    }

    /** The arithmetic mean. */
    public static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    /** The sample variance (n − 1) around {@code mean}. */
    public static double variance(double[] values, double mean) {
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        return squares / (values.length - 1);
    }
}
