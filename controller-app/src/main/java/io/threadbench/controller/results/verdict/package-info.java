/**
 * What the stored results let a user conclude beyond one heatmap: how many repetitions would separate a cell's two
 * best approaches, and whether a benchmark got worse than a baseline beyond the noise.
 */
package io.threadbench.controller.results.verdict;
