/**
 * Load generation and latency measurement (DESIGN §6): k6 runs the generic script, a reader thread turns its
 * JSON output into per-second HdrHistograms, counts and sample reservoirs, and k6-style percentiles.
 */
package io.threadbench.controller.loadgen;
