package io.threadbench.controller.results.export;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Numbers in Threadbench's CSV files: plain decimals with a dot, at most 6 decimals, no exponent, no "-0". */
public final class CsvNumbers {

    private static final int DECIMALS = 6;

    private CsvNumbers() {}

    /** The text of a value; empty for null or a non-finite value (a metric that was not measured). */
    public static String plain(Double value) {
        if (value == null || !Double.isFinite(value)) {
            return "";
        }
        BigDecimal rounded = BigDecimal.valueOf(value)
                .setScale(DECIMALS, RoundingMode.HALF_UP)
                .stripTrailingZeros();
        return rounded.signum() == 0 ? "0" : rounded.toPlainString();
    }
}
