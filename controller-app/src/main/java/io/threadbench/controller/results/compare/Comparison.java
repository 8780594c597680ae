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

    /** No scenario × variant has a value in both benchmarks: nothing is compared, only listed. */
    public boolean nothingInCommon() {
        return rows.stream().noneMatch(row -> row.a() != null && row.b() != null);
    }

    /** The scenario × variant cells whose trials raised trust flags, as "scenario · variant (A, B)". */
    public List<String> flaggedCells() {
        return rows.stream()
                .filter(row -> row.aFlagged() || row.bFlagged())
                .map(row -> row.scenario() + " · " + row.approach() + " ("
                        + (row.aFlagged() && row.bFlagged() ? "A and B" : row.aFlagged() ? "A" : "B") + ")")
                .distinct()
                .toList();
    }

    public long count(Verdict verdict) {
        return rows.stream().filter(row -> row.verdict() == verdict).count();
    }
}
