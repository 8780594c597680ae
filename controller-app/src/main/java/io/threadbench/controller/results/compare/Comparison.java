package io.threadbench.controller.results.compare;

import java.util.List;

/**
 * The comparison of benchmark B against benchmark A.
 *
 * @param thresholdPercent changes of at most this many percent are {@link Verdict#SAME}
 * @param rows             scenarios (A's order, then B-only), approaches likewise, metrics in
 *                         results.csv order
 */
public record Comparison(String labelA, String labelB, double thresholdPercent, List<ComparisonRow> rows) {

    public Comparison {
        rows = List.copyOf(rows);
    }

    public long count(Verdict verdict) {
        return rows.stream().filter(row -> row.verdict() == verdict).count();
    }
}
