package io.threadbench.controller.metrics;

import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Welch's two-sample t-test on the repetitions of two variants (DESIGN §8): on log values when every value is
 * positive, so that the interval back-transforms to a ratio of geometric means ("2.1× lower (1.6–2.8×)"), else on
 * the values. The repetitions, each one JVM, are the unit: their spread includes the JVM-to-JVM noise that the
 * seconds of one trial cannot show. With fewer than two repetitions on a side there is no basis, never a win. No
 * side's spread is ever taken to be zero: it is floored at its figure's {@link Resolution} (issue 35).
 */
public final class DifferenceTest {

    public static final double CONFIDENCE = 0.95;

    private DifferenceTest() {}

    /**
     * Two samples on the test's scale: the log values when every value of both is positive, else the values.
     */
    public record Samples(double[] a, double[] b, boolean logScale) {

        public static Samples of(List<Double> a, List<Double> b) {
            boolean positive = a.stream().allMatch(v -> v > 0) && b.stream().allMatch(v -> v > 0);
            return new Samples(values(a, positive), values(b, positive), positive);
        }
    }

    /**
     * Compares a against b (both finite values) with no resolution known but the relative floor: each side's spread
     * is at least 0.1 % of its mean ({@link Resolution#RELATIVE_FLOOR}).
     */
    public static Difference compare(List<Double> a, List<Double> b) {
        return compare("", a, b, null);
    }

    /**
     * Compares a against b, figures of {@code metric}: each side's spread is floored at the figure's {@link
     * Resolution} at its mean, so repetitions that read the same are known to within a step, never exactly; error
     * rates are compared as differences ({@link SmallestDifference#comparedAsDifference}).
     *
     * @param closedLoop the scenario's users and window when it is a closed loop, else null ({@link Resolution#step})
     */
    public static Difference compare(String metric, List<Double> a, List<Double> b, ClosedLoop closedLoop) {
        return compare(
                a,
                b,
                side -> Resolution.step(metric, mean(side), closedLoop),
                !SmallestDifference.comparedAsDifference(metric));
    }

    /**
     * Compares a against b with each side's spread floored at {@code step} of that side (on the log scale, the step
     * over the side's mean); on logs when {@code ratioAllowed} and every value is positive.
     */
    public static Difference compare(
            List<Double> a, List<Double> b, java.util.function.ToDoubleFunction<double[]> step, boolean ratioAllowed) {
        int nA = a.size();
        int nB = b.size();
        if (nA < 2 || nB < 2) {
            return Difference.noBasis(nA, nB);
        }
        double[] rawA = values(a, false);
        double[] rawB = values(b, false);
        Samples samples = ratioAllowed ? Samples.of(a, b) : new Samples(rawA, rawB, false);
        double[] x = samples.a();
        double[] y = samples.b();
        double meanX = mean(x);
        double meanY = mean(y);
        double varX = Math.max(variance(x, meanX), floor(step.applyAsDouble(rawA), rawA, samples.logScale())) / nA;
        double varY = Math.max(variance(y, meanY), floor(step.applyAsDouble(rawB), rawB, samples.logScale())) / nB;
        double delta = meanX - meanY;
        double se = Math.sqrt(varX + varY);
        double df;
        if (se == 0) {
            // both sides exactly 0 (no floor applies to nothing): no difference, with the pooled degrees of freedom
            se = Double.MIN_NORMAL;
            df = nA + nB - 2;
        } else {
            df = (varX + varY) * (varX + varY) / (varX * varX / (nA - 1) + varY * varY / (nB - 1));
        }
        double p = 2 * new TDistribution(null, df).cumulativeProbability(-Math.abs(delta) / se);
        double reference = Math.max(Math.abs(mean(rawA)), Math.abs(mean(rawB)));
        Difference point = samples.logScale()
                ? new Difference(
                        Difference.Scale.RATIO, Math.exp(delta), Double.NaN, Double.NaN, p, df, nA, nB, se, 1, 0)
                : new Difference(
                        Difference.Scale.DIFFERENCE, delta, Double.NaN, Double.NaN, p, df, nA, nB, se, reference, 0);
        return point.at(CONFIDENCE);
    }

    /**
     * The variance a side's resolution implies: a value known to within half a step either way, (step / 2 / mean)² on
     * the log scale, (step / 2)² on the values.
     */
    private static double floor(double step, double[] raw, boolean log) {
        if (!(step > 0)) {
            return 0;
        }
        double level = step / 2 / (log ? mean(raw) : 1);
        return level * level;
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
