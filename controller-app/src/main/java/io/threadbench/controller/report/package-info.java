/**
 * The self-contained HTML report of a finished benchmark: header, environment, winner heatmap, summary table and
 * a latency and a requests/s chart per trial, all inline (CSS and SVG, no script, no network). The CLI writes it
 * next to its CSV files; the dashboard serves the same bytes as a download.
 */
package io.threadbench.controller.report;
