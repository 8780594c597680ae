/**
 * The headless command line ({@code ./threadbench run ...}): runs a benchmark without the web server,
 * prints its progress, writes results.csv, series CSVs and the HTML report, and exits non-zero when a trial failed.
 */
package io.threadbench.controller.cli;
