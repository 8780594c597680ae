/**
 * Pages and downloads of the results views: the winner heatmap of a benchmark or of the latest results from
 * history (HTML table, SVG), and the comparison of two benchmarks (page and CSV).
 */
package io.threadbench.controller.results.web;
