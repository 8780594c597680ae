/**
 * Telemetry of a trial (DESIGN §6): system and per-process figures through OSHI, the SUT's JVM through the
 * Attach API and JMX, the summary metrics and trust checks derived from them, and the environment fingerprint.
 */
package io.threadbench.controller.telemetry;
