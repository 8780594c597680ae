/**
 * The JSON API under {@code /api} (OpenAPI at {@code /api/openapi}): scenarios, benchmarks, trials and their
 * series, results.csv, heatmap SVGs and comparisons. Controllers translate HTTP to the feature services only.
 */
package io.threadbench.controller.web.api;
