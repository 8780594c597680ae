/**
 * Results of finished benchmarks: the query service that reads a benchmark's trials with their metrics
 * ({@link io.threadbench.controller.results.ResultsService}), and the latest result of every scenario × approach;
 * sub-packages export files, draw winner heatmaps and compare benchmarks.
 */
package io.threadbench.controller.results;
