/**
 * The per-second record of a trial (DESIGN §6, §7): one row per second with its latency histogram, counts and
 * telemetry, k6-style percentiles, histogram encoding, and the repository that stores and reads the rows.
 */
package io.threadbench.controller.seconds;
