/**
 * Results of trials: the stored trial-seconds ({@link io.threadbench.controller.results.TrialSeconds}), summary
 * metrics with the names of DESIGN §8 ({@link io.threadbench.controller.results.TrialSummaries}), CSV and
 * histogram-log downloads; sub-packages draw winner heatmaps and compare benchmarks.
 */
package io.threadbench.controller.results;
