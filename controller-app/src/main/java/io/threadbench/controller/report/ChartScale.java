package io.threadbench.controller.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps values of a chart axis onto [0, 1] and names its tick values. Linear axes step by 1, 2 or 5 × 10ⁿ; log
 * axes run between such round values and tick at 1, 2 and 5 × 10ⁿ, or only at powers of ten over a wide span.
 */
sealed interface ChartScale {

    /** The top of a from-zero axis is at least this much above the largest value. */
    double HEADROOM = 1.04;

    /** Where {@code value} sits: 0 at the axis' start, 1 at its end (outside for values outside the range). */
    double fraction(double value);

    List<Double> ticks();

    /** Whether the axis can show {@code value} (a log axis cannot show 0 or less). */
    boolean shows(double value);

    /** An axis over exactly [min, max] (for time), ticks at a round step inside it. */
    static ChartScale exact(double min, double max) {
        double hi = max > min ? max : min + 1;
        return new Linear(min, hi, step(hi - min));
    }

    /**
     * An axis for whole x values (seconds, the n-th benchmark) over exactly [min, max], ticks at whole steps; one
     * value alone sits in the middle of [min - 1, max + 1] instead of on the frame.
     */
    static ChartScale whole(long min, long max) {
        if (max <= min) {
            return new Linear(min - 1, min + 1, 1);
        }
        return new Linear(min, max, Math.max(1, step(max - min)));
    }

    /**
     * An axis from 0 (or below, for negative values) to a round value above {@code max}, with a little headroom
     * so that a line at the maximum does not run along the plot's frame.
     */
    static ChartScale fromZero(double min, double max) {
        double low = Math.min(0, min);
        // all zero (a lane with nothing to show): 0 to 1, not ticks of 10⁻⁹ that print as long rows of zeros
        double high = max <= low ? low + 1 : Math.max(max * HEADROOM, low + 1e-9);
        double step = step(high - low);
        double hi = Math.ceil(high / step) * step;
        return new Linear(Math.floor(low / step) * step, hi == 0 ? step : hi, step);
    }

    /** From the largest 1, 2 or 5 × 10ⁿ at or below {@code min} to the smallest at or above {@code max}; both above 0. */
    static ChartScale log(double min, double max) {
        double low = roundDown(min);
        double high = roundUp(max);
        return new Log(low, high > low ? high : roundUp(low * 1.5));
    }

    /** The round step (1, 2 or 5 × 10ⁿ) that cuts {@code span} into at most 6 parts. */
    private static double step(double span) {
        double raw = span / 6;
        double decade = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double factor : new double[] {1, 2, 5, 10}) {
            if (decade * factor >= raw) {
                return decade * factor;
            }
        }
        return decade * 10;
    }

    /** A linear axis from {@code min} to {@code max} with ticks at the multiples of {@code step}. */
    record Linear(double min, double max, double step) implements ChartScale {

        @Override
        public double fraction(double value) {
            return (value - min) / (max - min);
        }

        @Override
        public List<Double> ticks() {
            List<Double> ticks = new ArrayList<>();
            for (long i = (long) Math.ceil(min / step - 1e-9); i * step <= max + step * 1e-9; i++) {
                ticks.add(clean(i * step));
            }
            return ticks;
        }

        @Override
        public boolean shows(double value) {
            return Double.isFinite(value);
        }
    }

    /**
     * A log axis from {@code low} to {@code high} (each 1, 2 or 5 × 10ⁿ); ticks at every 1, 2 and 5 × 10ⁿ inside
     * when it spans up to {@link #FINE_DECADES} decades, else at its ends and the powers of ten between them.
     */
    record Log(double low, double high) implements ChartScale {

        static final double FINE_DECADES = 2.5;

        @Override
        public double fraction(double value) {
            return (Math.log10(value) - Math.log10(low)) / (Math.log10(high) - Math.log10(low));
        }

        @Override
        public List<Double> ticks() {
            boolean fine = Math.log10(high / low) <= FINE_DECADES;
            List<Double> ticks = new ArrayList<>();
            for (int decade = (int) Math.floor(Math.log10(low)); decade <= Math.ceil(Math.log10(high)); decade++) {
                for (double factor : fine ? new double[] {1, 2, 5} : new double[] {1}) {
                    double tick = clean(factor * Math.pow(10, decade));
                    if (tick >= low && tick <= high) {
                        ticks.add(tick);
                    }
                }
            }
            if (ticks.isEmpty() || ticks.getFirst() != low) {
                ticks.addFirst(low);
            }
            if (ticks.getLast() != high) {
                ticks.add(high);
            }
            return ticks;
        }

        @Override
        public boolean shows(double value) {
            return Double.isFinite(value) && value > 0;
        }
    }

    private static double roundDown(double value) {
        double decade = Math.pow(10, Math.floor(Math.log10(value)));
        for (double factor : new double[] {5, 2, 1}) {
            if (clean(decade * factor) <= value) {
                return clean(decade * factor);
            }
        }
        return clean(decade);
    }

    private static double roundUp(double value) {
        double decade = Math.pow(10, Math.floor(Math.log10(value)));
        for (double factor : new double[] {1, 2, 5, 10}) {
            if (clean(decade * factor) >= value) {
                return clean(decade * factor);
            }
        }
        return clean(decade * 10);
    }

    /** Rounds away binary noise such as 0.30000000000000004. */
    private static double clean(double value) {
        return Double.parseDouble(String.format(java.util.Locale.ROOT, "%.9g", value));
    }
}
