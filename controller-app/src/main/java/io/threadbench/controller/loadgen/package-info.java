/**
 * Load generation (DESIGN §6): k6 runs the generic script, and a reader thread turns its JSON output into
 * per-second HdrHistograms, counts and sample reservoirs.
 */
package io.threadbench.controller.loadgen;
