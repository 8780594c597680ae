/**
 * Summary metrics of a trial (DESIGN §8) and their trust checks: latency and telemetry contributors over the
 * measured seconds, the flags that say when a figure is not to be trusted, what each metric means
 * ({@link io.threadbench.controller.metrics.MetricCatalog}), and the statistics that heatmaps, comparisons and verdicts
 * rest on: medians and intervals of repetitions, Welch's test of two variants' repetitions, the false discovery rate
 * of many cells, and the power of a number of repetitions. {@code TrialSummaryService} writes {@code trial_metric} and
 * {@code trial_interval}; a trial's flags go to its row through {@code TrialFlagWriter}.
 */
package io.threadbench.controller.metrics;
