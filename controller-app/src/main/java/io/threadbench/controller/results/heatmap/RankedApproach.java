package io.threadbench.controller.results.heatmap;

import io.threadbench.controller.metrics.RepetitionSummary;

/**
 * One approach's place in a cell.
 *
 * @param errors whether the approach had request errors in the cell's scenario
 */
public record RankedApproach(String approach, RepetitionSummary summary, boolean errors) {

    public double value() {
        return summary.median();
    }
}
