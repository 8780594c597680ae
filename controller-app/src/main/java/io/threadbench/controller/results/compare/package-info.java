/**
 * Comparison of two benchmarks (DESIGN §8): per scenario × approach × metric the % change, a
 * direction-aware verdict against a threshold, whether the change is outside the noise, and CSV export.
 */
package io.threadbench.controller.results.compare;
