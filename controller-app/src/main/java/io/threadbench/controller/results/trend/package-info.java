/**
 * A scenario × approach across benchmarks: each headline metric's cell value per benchmark, oldest first, and the
 * change points a Welch t-test between sliding windows finds in that history.
 */
package io.threadbench.controller.results.trend;
