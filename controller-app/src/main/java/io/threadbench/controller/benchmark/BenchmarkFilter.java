package io.threadbench.controller.benchmark;

import java.time.Instant;

/**
 * Which benchmarks a history list shows; every field is optional (null means "any").
 *
 * @param approach a variant label (an approach id for a built-in variant)
 * @param from  created at or after
 * @param to    created before
 * @param page  0-based
 * @param size  rows per page
 */
public record BenchmarkFilter(
        String scenario, String approach, RunStatus status, Instant from, Instant to, int page, int size) {

    public static final int DEFAULT_SIZE = 20;
    public static final int MAX_SIZE = 200;

    /** Every benchmark, first page. */
    public static BenchmarkFilter all() {
        return new BenchmarkFilter(null, null, null, null, null, 0, DEFAULT_SIZE);
    }
}
