package io.threadbench.controller.telemetry;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * System, process and JVM figures of one second (DESIGN §6), stored as JSON in
 * {@code trial_second.telemetry}. A null field means "not measured" (e.g. JMX attach failed).
 * Rates are per second; GC figures are deltas since the previous sample, never cumulative.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TelemetrySample(
        long epochSecond,
        // system (OSHI)
        Double cpuUserPercent,
        Double cpuSystemPercent,
        Double cpuIowaitPercent,
        Double cpuTotalPercent,
        Double ramUsedPercent,
        Integer tcpEstablished,
        Double loopbackBytesPerSecond,
        Double loopbackPacketsPerSecond,
        Double primaryBytesPerSecond,
        Double primaryPacketsPerSecond,
        // processes (OSHI); CPU in % of one core
        Double sutCpuPercent,
        Double sutCpuMillis,
        Double sutRssMib,
        Integer sutThreads,
        Double loadgenCpuPercent,
        Double loadgenRssMib,
        Double controllerCpuPercent,
        Double controllerRssMib,
        // JVM of the SUT (Attach API + JMX)
        Double heapUsedMib,
        Double heapMaxMib,
        Long gcCountDelta,
        Long gcTimeMillisDelta,
        Integer platformThreads,
        Double jvmProcessCpuPercent,
        Integer virtualThreadsMounted,
        Integer virtualThreadsQueued,
        String jvmUnavailableReason) {
}
