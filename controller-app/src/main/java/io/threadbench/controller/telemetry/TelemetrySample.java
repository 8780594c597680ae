package io.threadbench.controller.telemetry;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * System, process and JVM figures of one second (DESIGN §6), stored as JSON in
 * {@code trial_second.telemetry}. A null field means "not measured" (e.g. JMX attach failed).
 * Rates are per second; GC figures are deltas since the previous sample, never cumulative.
 *
 * <p>Meanings worth knowing: CPU percentages of the system are of all cores (0–100); per-process CPU is in
 * % of one core (a process using two full cores shows 200). {@code tcpEstablished} is the machine-wide
 * count of established TCP connections (IPv4 and IPv6; a loopback connection counts at both ends).
 * Loopback bytes/packets count each byte once (received on {@code lo}); the primary interface counts sent
 * plus received. {@code sutCpuMillis} is the CPU time the SUT used during the sampled interval.
 * {@code epochSecond} is the wall-clock second holding the middle of the sampled interval.
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
        String jvmUnavailableReason,
        // added after the first contract: OS thread counts of k6 and of the controller
        Integer loadgenThreads,
        Integer controllerThreads,
        // the PostgreSQL of database: postgres (postmaster and its backends), % of one core
        Double databaseCpuPercent,
        // the SUT's flight recorder (JfrSecond): pinned virtual threads, refused submits, GC pauses ending here
        Integer pinnedEvents,
        Double pinnedMillis,
        Double pinnedMillisMax,
        Integer submitFailed,
        Integer gcPauses,
        Double gcPauseMillis,
        Double gcPauseMillisMax,
        // the virtual thread scheduler's carriers (JDK 24+): target parallelism and current pool size
        Integer carrierParallelism,
        Integer carrierPoolSize) {

    /** This sample with the flight recorder's figures of its second (null: not streamed, fields stay null). */
    public TelemetrySample withJfr(JfrSecond jfr) {
        if (jfr == null) {
            return this;
        }
        return builder(epochSecond)
                .cpu(cpuUserPercent, cpuSystemPercent, cpuIowaitPercent, cpuTotalPercent)
                .ramUsedPercent(ramUsedPercent)
                .tcpEstablished(tcpEstablished)
                .loopback(loopbackBytesPerSecond, loopbackPacketsPerSecond)
                .primary(primaryBytesPerSecond, primaryPacketsPerSecond)
                .sut(sutCpuPercent, sutCpuMillis, sutRssMib, sutThreads)
                .loadgen(loadgenCpuPercent, loadgenRssMib, loadgenThreads)
                .database(databaseCpuPercent)
                .controller(controllerCpuPercent, controllerRssMib, controllerThreads)
                .heap(heapUsedMib, heapMaxMib)
                .gc(gcCountDelta, gcTimeMillisDelta)
                .platformThreads(platformThreads)
                .jvmProcessCpuPercent(jvmProcessCpuPercent)
                .virtualThreads(virtualThreadsMounted, virtualThreadsQueued)
                .carriers(carrierParallelism, carrierPoolSize)
                .jvmUnavailableReason(jvmUnavailableReason)
                .jfr(jfr)
                .build();
    }

    /** A builder for samples assembled field by field (samplers, tests, crafted series). */
    public static TelemetrySampleBuilder builder(long epochSecond) {
        return new TelemetrySampleBuilder(epochSecond);
    }
}
