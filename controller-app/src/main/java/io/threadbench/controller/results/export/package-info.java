/**
 * Files for people and tools: results.csv (columns of loom-webflux-benchmarks), per-repetition and series CSVs,
 * and HdrHistogram logs of a trial.
 */
package io.threadbench.controller.results.export;
