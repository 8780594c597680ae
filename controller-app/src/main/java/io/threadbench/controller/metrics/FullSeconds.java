package io.threadbench.controller.metrics;

import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;

/**
 * The seconds a run covered in full: leading and trailing seconds without requests trimmed, then the first and
 * the last, which a run only partly covers (when at least three remain). A rate or a figure per request over
 * them is not diluted by a half-empty edge second, whose telemetry still counts the whole second.
 */
final class FullSeconds {

    private FullSeconds() {}

    static List<TrialSecondRow> of(List<TrialSecondRow> rows) {
        int first = 0;
        int last = rows.size() - 1;
        while (first <= last && requests(rows.get(first)) == 0) {
            first++;
        }
        while (last >= first && requests(rows.get(last)) == 0) {
            last--;
        }
        if (last - first + 1 >= 3) {
            first++;
            last--;
        }
        return rows.subList(first, Math.max(first, last + 1));
    }

    static long requests(TrialSecondRow row) {
        return row.requestsOk() + row.requestsError();
    }
}
