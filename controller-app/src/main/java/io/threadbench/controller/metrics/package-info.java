/**
 * Summary metrics of a trial (DESIGN §8) and their trust checks: latency and telemetry contributors over the
 * measured seconds, the flags that say when a figure is not to be trusted, and the statistics over repetitions
 * (medians, confidence intervals) that heatmaps and comparisons rank.
 */
package io.threadbench.controller.metrics;
