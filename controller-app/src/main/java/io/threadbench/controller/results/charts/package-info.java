/**
 * The charts that compare a scenario's variants on shared axes: one representative trial's seconds per variant and
 * each variant's latency distribution by percentile over all its counted trials.
 */
package io.threadbench.controller.results.charts;
