package io.threadbench.controller.metrics;

import java.util.Locale;

/**
 * The smallest difference that matters (DESIGN §8): a win needs its whole interval beyond it, "equivalent" its whole
 * interval inside it. A share of the figure for every figure (the benchmark's setting, {@link #DEFAULT_PERCENT} %
 * unless set), except error rates, compared in percentage points ({@link #ERROR_RATE_POINTS}): a service that fails
 * one request in 10,000 more than another does not lose on errors.
 *
 * @param value    a share (0.02 for 2 %) or, when {@code absolute}, a difference in the figure's unit
 * @param absolute whether {@code value} is in the figure's unit rather than a share of it
 */
public record SmallestDifference(double value, boolean absolute) {

    /** The default share, in percent: what a performance decision between server models would call a difference. */
    public static final double DEFAULT_PERCENT = 2;

    /** Error rates differ when they are this many percentage points apart. */
    public static final double ERROR_RATE_POINTS = 1;

    public static final SmallestDifference DEFAULT = share(DEFAULT_PERCENT);

    public SmallestDifference {
        if (!(value > 0) || !Double.isFinite(value)) {
            throw new IllegalArgumentException("the smallest difference must be above 0: " + value);
        }
    }

    /** A share of the figure, given in percent. */
    public static SmallestDifference share(double percent) {
        return new SmallestDifference(percent / 100, false);
    }

    /** The smallest difference for {@code metric} when the benchmark's share is {@code percent}. */
    public static SmallestDifference of(String metric, double percent) {
        return metric.equals(MetricNames.ERROR_RATE) ? new SmallestDifference(ERROR_RATE_POINTS, true) : share(percent);
    }

    /** Error rates are compared as differences of percentages, never as ratios. */
    public static boolean comparedAsDifference(String metric) {
        return metric.equals(MetricNames.ERROR_RATE);
    }

    /** "±2 %" or "±1 percentage point". */
    public String describe() {
        if (absolute) {
            return "±" + format(value) + (value == 1 ? " percentage point" : " percentage points");
        }
        return "±" + format(value * 100) + " %";
    }

    private static String format(double number) {
        return number == Math.rint(number) ? String.valueOf((long) number) : String.format(Locale.ROOT, "%.1f", number);
    }
}
