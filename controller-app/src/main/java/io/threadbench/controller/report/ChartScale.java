package io.threadbench.controller.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps values of a chart axis onto [0, 1] and names its tick values. Linear axes step by 1, 2 or 5 × 10ⁿ;
 * log axes span whole decades and tick at each decade, adding 2 and 5 × 10ⁿ when they span two decades or fewer.
 */
sealed interface ChartScale {

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

    /** An axis from 0 (or below, for negative values) to a round value at or above {@code max}. */
    static ChartScale fromZero(double min, double max) {
        double low = Math.min(0, min);
        double high = Math.max(max, low + 1e-9);
        double step = step(high - low);
        double hi = Math.ceil(high / step) * step;
        return new Linear(Math.floor(low / step) * step, hi == 0 ? step : hi, step);
    }

    /** Whole decades around [min, max]; both must be above 0. */
    static ChartScale log(double min, double max) {
        int low = (int) Math.floor(Math.log10(min));
        int high = (int) Math.ceil(Math.log10(max));
        return new Log(low, high > low ? high : low + 1);
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

    /** A log axis from 10^lowDecade to 10^highDecade. */
    record Log(int lowDecade, int highDecade) implements ChartScale {

        @Override
        public double fraction(double value) {
            return (Math.log10(value) - lowDecade) / (highDecade - lowDecade);
        }

        @Override
        public List<Double> ticks() {
            boolean fine = highDecade - lowDecade <= 2;
            List<Double> ticks = new ArrayList<>();
            for (int decade = lowDecade; decade <= highDecade; decade++) {
                double base = Math.pow(10, decade);
                ticks.add(clean(base));
                if (fine && decade < highDecade) {
                    ticks.add(clean(2 * base));
                    ticks.add(clean(5 * base));
                }
            }
            return ticks;
        }

        @Override
        public boolean shows(double value) {
            return Double.isFinite(value) && value > 0;
        }
    }

    /** Rounds away binary noise such as 0.30000000000000004. */
    private static double clean(double value) {
        return Double.parseDouble(String.format(java.util.Locale.ROOT, "%.9g", value));
    }
}
