/**
 * What the stored results let a user conclude: the verdict per scenario (who wins on the figures that decide its load
 * shape, by how much, how sure, why the others lose, what to do when it cannot say), how many repetitions would find a
 * difference with 80 % power, the A/B check, and whether a benchmark got worse than a baseline beyond the noise.
 */
package io.threadbench.controller.results.verdict;
