/**
 * Telemetry of a trial (DESIGN §6): system and per-process figures through OSHI, the SUT's JVM through the
 * Attach API and JMX, one sample per second, and the environment fingerprint of the machine. A
 * {@link io.threadbench.controller.telemetry.TelemetrySample} holds its figures in parts (system, processes, JVM,
 * flight recorder) and is written and read as one flat JSON object (each part {@code @JsonUnwrapped}).
 */
package io.threadbench.controller.telemetry;
