/**
 * Winner heatmaps (DESIGN §8): per-cell ranking of approaches with repetition statistics, the legend,
 * and a model plus an SVG renderer for pages and exports. Pure computation: callers supply a {@link
 * io.threadbench.controller.results.heatmap.MetricTable}.
 */
package io.threadbench.controller.results.heatmap;
