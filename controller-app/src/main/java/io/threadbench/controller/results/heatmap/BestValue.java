package io.threadbench.controller.results.heatmap;

import java.util.List;

/**
 * The column a summary table marks as best for one metric (the dashboard's table and the report's): by value, not
 * judged (the heatmap and the verdict judge), so only where the value reads better as shown.
 */
public final class BestValue {

    private BestValue() {}

    /**
     * The index of the best value; -1 with fewer than two values, or when another value reads the same as shown (a
     * real page marked one of three "4001"s: medians of 4001 and 4000.5 read the same).
     *
     * @param values one per column, null where a column has none
     */
    public static int column(List<Double> values, boolean higherIsBetter) {
        int best = -1;
        int present = 0;
        for (int i = 0; i < values.size(); i++) {
            Double value = values.get(i);
            if (value == null) {
                continue;
            }
            present++;
            if (best < 0 || (higherIsBetter ? value > values.get(best) : value < values.get(best))) {
                best = i;
            }
        }
        if (present < 2) {
            return -1;
        }
        String shown = ValueFormat.format(values.get(best));
        for (int i = 0; i < values.size(); i++) {
            if (i != best
                    && values.get(i) != null
                    && ValueFormat.format(values.get(i)).equals(shown)) {
                return -1;
            }
        }
        return best;
    }
}
