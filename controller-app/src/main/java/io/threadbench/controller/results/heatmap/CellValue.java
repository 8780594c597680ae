package io.threadbench.controller.results.heatmap;

/**
 * One value line of a cell.
 *
 * @param text        formatted median, with an {@code E} suffix when the approach had request errors
 * @param overallRank the approach's overall rank in the legend
 * @param error       draw in red: the approach had request errors in this scenario
 * @param bold        the winner's value
 */
public record CellValue(String approach, String text, int overallRank, boolean error, boolean bold) {}
