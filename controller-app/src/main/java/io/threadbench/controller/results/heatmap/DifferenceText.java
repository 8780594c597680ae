package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.Difference;

/** A {@link Difference} in words: "2.1× (95 % interval 1.6–2.8×, 3 and 3 repetitions)". */
public final class DifferenceText {

    private DifferenceText() {}

    /** The estimate with its interval and repetitions; "no interval" without a basis. */
    public static String interval(Difference d) {
        return interval(d, "");
    }

    /** As {@link #interval(Difference)}, the factor followed by a word: "2.1× lower (95 % interval …)". */
    public static String interval(Difference d, String direction) {
        if (d == null || !d.hasBasis()) {
            return "no interval: a variant has one repetition";
        }
        String repetitions =
                d.nA() == d.nB() ? d.nA() + " repetitions each" : d.nA() + " and " + d.nB() + " repetitions";
        if (d.scale() == Difference.Scale.RATIO) {
            return factor(d.estimate()) + (direction.isEmpty() ? "" : " " + direction) + " ("
                    + ratioInterval(d.low(), d.high()) + ", " + repetitions + ")";
        }
        return "by " + ValueFormat.format(d.estimate()) + " (95 % interval " + ValueFormat.format(d.low()) + " to "
                + ValueFormat.format(d.high()) + ", " + repetitions + ")";
    }

    /**
     * A ratio's 95 % interval, "95 % interval 1.6–2.8×", or "no spread between repetitions" when both ends read the
     * same: a pool-limited closed-loop run answers exactly as many requests in every repetition, and "1.88–1.88×"
     * reads like a fault.
     */
    public static String ratioInterval(double low, double high) {
        String from = ValueFormat.format(low);
        String to = ValueFormat.format(high);
        return from.equals(to) ? "no spread between repetitions" : "95 % interval " + from + "–" + to + "×";
    }

    /** A ratio as a factor, e.g. "6.8×" or "1.03×". */
    public static String factor(double ratio) {
        return ValueFormat.format(ratio) + "×";
    }
}
