package io.threadbench.controller.text;

import java.math.BigDecimal;
import java.util.Locale;

/** Numbers in sentences: "between 0.1 and 50, got 80", "worse by more than 2.5 %". */
public final class Decimals {

    private Decimals() {}

    /**
     * A value as the user would type it: a whole number without ".0", else its shortest decimal (no exponent, no
     * trailing zeros, no "-0"); a value that is not finite as Java writes it ("NaN").
     */
    public static String plain(double value) {
        if (!Double.isFinite(value)) {
            return Double.toString(value);
        }
        BigDecimal decimal = BigDecimal.valueOf(value).stripTrailingZeros();
        return decimal.signum() == 0 ? "0" : decimal.toPlainString();
    }

    /** A whole number as it is, else rounded to one decimal: "3", "2.5", "0.3" for 0.25. */
    public static String oneDecimal(double value) {
        return value == Math.rint(value) && Double.isFinite(value)
                ? plain(value)
                : String.format(Locale.ROOT, "%.1f", value);
    }
}
