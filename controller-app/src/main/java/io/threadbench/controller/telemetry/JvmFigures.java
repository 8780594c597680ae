package io.threadbench.controller.telemetry;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The SUT's JVM part of a {@link TelemetrySample} (Attach API or JMX service URL): heap (used, max, committed), garbage collections as
 * deltas since the previous read, threads, the JVM's own view of its CPU (% of one core), the virtual thread
 * scheduler's carriers (JDK 24+, else null), and as deltas the bytes its threads allocated (JDK 21+, else null)
 * and the JIT's work: its compiler threads' CPU time where this machine sees them (a child or a container here:
 * {@link CompilerThreadsCpu}), else JMX's elapsed compilation time; summed over the threads, so it can pass 1,000 ms
 * per second. All figures are null while the JVM cannot be read, and
 * {@code jvmUnavailableReason} says why. A null figure is left out of the sample's JSON.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record JvmFigures(
        Double heapUsedMib,
        Double heapMaxMib,
        Double heapCommittedMib,
        Long gcCountDelta,
        Long gcTimeMillisDelta,
        Integer platformThreads,
        Double jvmProcessCpuPercent,
        Integer virtualThreadsMounted,
        Integer virtualThreadsQueued,
        Integer carrierParallelism,
        Integer carrierPoolSize,
        Long allocatedBytesDelta,
        Long jitCompilationMillisDelta,
        String jvmUnavailableReason) {

    /** Nothing measured, and no reason given. */
    public static final JvmFigures NONE = unavailable(null);

    /** No figures, for the given reason. */
    public static JvmFigures unavailable(String reason) {
        return new JvmFigures(null, null, null, null, null, null, null, null, null, null, null, null, null, reason);
    }
}
