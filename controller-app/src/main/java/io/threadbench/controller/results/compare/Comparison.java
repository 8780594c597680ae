package io.threadbench.controller.results.compare;

import java.util.List;

/**
 * The comparison of benchmark B against benchmark A.
 *
 * @param thresholdPercent changes of at most this many percent are {@link Change#SAME}
 * @param rows             scenarios (A's order, then B-only), approaches likewise, metrics in
 *                         results.csv order
 * @param environmentDifferences what differed between the machines A and B ran on (CPU, cores, kernel, JDK, SMT,
 *                         governor, turbo, sysctls, open files), e.g. {@code kernel: 6.1.0 → 6.8.0}; empty when alike
 */
public record Comparison(
        String labelA,
        String labelB,
        double thresholdPercent,
        List<ComparisonRow> rows,
        List<String> environmentDifferences) {

    public Comparison {
        rows = List.copyOf(rows);
        environmentDifferences = environmentDifferences == null ? List.of() : List.copyOf(environmentDifferences);
    }

    public Comparison(String labelA, String labelB, double thresholdPercent, List<ComparisonRow> rows) {
        this(labelA, labelB, thresholdPercent, rows, List.of());
    }

    /** This comparison, saying what differed between the two environments. */
    public Comparison withEnvironmentDifferences(List<String> differences) {
        return new Comparison(labelA, labelB, thresholdPercent, rows, differences);
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

    public long count(Change verdict) {
        return rows.stream().filter(row -> row.verdict() == verdict).count();
    }
}
