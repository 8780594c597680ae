package io.threadbench.controller.results.trend;

import java.time.Instant;

/**
 * One benchmark's value of a metric in a trend: the cell's median over its repetitions and its 95 % interval.
 *
 * @param low      interval's low end, or null when the cell has none
 * @param interval "within-trial batch means", "between repetitions" or null
 */
public record TrendPoint(
        long benchmarkId,
        String benchmarkName,
        Instant createdAt,
        double value,
        Double low,
        Double high,
        int repetitions,
        String interval) {}
