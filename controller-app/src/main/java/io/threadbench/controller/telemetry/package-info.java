/**
 * Telemetry of a trial (DESIGN §6): system and per-process figures through OSHI, the SUT's JVM through the
 * Attach API and JMX, one sample per second, and the environment fingerprint of the machine.
 */
package io.threadbench.controller.telemetry;
