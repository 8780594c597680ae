/**
 * Load generation (DESIGN §6): k6 runs the generic script, or vegeta runs arrival rates from JSON targets; a reader
 * thread turns either's output into the same per-second HdrHistograms, counts, error kinds and sample reservoirs.
 */
package io.threadbench.controller.loadgen;
