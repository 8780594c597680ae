package io.threadbench.controller.results.heatmap;

/**
 * One approach in a heatmap's legend.
 *
 * @param rank             overall rank by wins, 1 = most wins; equal wins share a rank (1, 1, 3)
 * @param winSharePercent  wins / rated cells × 100, rounded to 0.1 (see {@link Legend})
 */
public record LegendEntry(String approach, String colour, int rank, int wins, double winSharePercent) {}
