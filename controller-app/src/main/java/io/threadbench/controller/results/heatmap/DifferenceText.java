package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.Difference;

/** A {@link Difference} in words: "2.1× (95 % interval 1.6–2.8×, 3 and 3 repetitions)". */
public final class DifferenceText {

    private DifferenceText() {}

    /**
     * The factor of the values shown with the test's interval and repetitions: "2.1× (95 % interval 1.6–2.8×, 3
     * repetitions each)"; "no interval" without a basis.
     */
    public static String interval(CellRanking cell) {
        return interval(cell, "");
    }

    /** As {@link #interval(CellRanking)}, the factor followed by a word: "2.1× lower (95 % interval …)". */
    public static String interval(CellRanking cell, String direction) {
        Difference d = cell.difference();
        if (d == null || !d.hasBasis()) {
            return "no interval: a variant has one repetition";
        }
        String repetitions =
                d.nA() == d.nB() ? d.nA() + " repetitions each" : d.nA() + " and " + d.nB() + " repetitions";
        if (d.scale() == Difference.Scale.RATIO) {
            double shown = Double.isNaN(cell.factor()) ? d.estimate() : cell.factor();
            return factor(shown) + (direction.isEmpty() ? "" : " " + direction) + " (" + ratioInterval(d) + ", "
                    + repetitions + ")";
        }
        return "by " + ValueFormat.format(d.estimate()) + " (" + level(d) + " interval " + ValueFormat.format(d.low())
                + " to " + ValueFormat.format(d.high()) + ", " + repetitions + ")";
    }

    /**
     * A ratio's interval at the level the decision used, "95 % interval 1.6–2.8×", or "no spread between
     * repetitions" when both ends read the same (only a figure known far more finely than it is shown).
     */
    public static String ratioInterval(Difference d) {
        String from = ValueFormat.format(d.low());
        String to = ValueFormat.format(d.high());
        return from.equals(to) ? "no spread between repetitions" : level(d) + " interval " + from + "–" + to + "×";
    }

    /** "95 %", or "99.6 %" for the level a family's decision used. */
    public static String level(Difference d) {
        double percent = d.confidence() * 100;
        return (Math.abs(percent - Math.rint(percent)) < 1e-9
                        ? String.valueOf((long) Math.rint(percent))
                        : String.format(java.util.Locale.ROOT, "%.1f", percent))
                + " %";
    }

    /** A ratio as a factor, e.g. "6.8×" or "1.03×". */
    public static String factor(double ratio) {
        return ValueFormat.format(ratio) + "×";
    }
}
