package io.threadbench.controller.results.heatmap;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Compact number text for cells and tooltips: 3 significant digits below 1000 (12.3, 0.0457, 123),
 * whole numbers from 1000 on (12346), no thousands separators, no exponent, locale independent.
 */
public final class ValueFormat {

    private static final MathContext THREE_DIGITS = new MathContext(3, RoundingMode.HALF_UP);

    private ValueFormat() {}

    public static String format(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "∞" : "-∞";
        }
        if (value == 0) {
            return "0"; // also for -0.0
        }
        // valueOf uses the shortest decimal form, so 12.35 rounds to 12.4 as a reader expects.
        BigDecimal decimal = BigDecimal.valueOf(value);
        BigDecimal rounded = Math.abs(value) >= 1000
                ? decimal.setScale(0, RoundingMode.HALF_UP)
                : decimal.round(THREE_DIGITS).stripTrailingZeros();
        return rounded.toPlainString();
    }

    /** A percentage with one decimal, e.g. {@code 12.5 %}. */
    public static String percent(double percent) {
        return String.format(Locale.ROOT, "%.1f %%", percent);
    }
}
