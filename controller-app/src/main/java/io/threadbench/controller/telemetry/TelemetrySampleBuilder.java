package io.threadbench.controller.telemetry;

/**
 * Assembles a {@link TelemetrySample} figure by figure; every figure left unset stays null ("not measured"). Used by
 * the samplers and handy for crafting series in tests.
 */
public final class TelemetrySampleBuilder {

    private final long epochSecond;
    // SystemFigures
    private Double cpuUserPercent;
    private Double cpuSystemPercent;
    private Double cpuIowaitPercent;
    private Double cpuTotalPercent;
    private Double ramUsedPercent;
    private Integer tcpEstablished;
    private Double loopbackBytesPerSecond;
    private Double loopbackPacketsPerSecond;
    private Double primaryBytesPerSecond;
    private Double primaryPacketsPerSecond;
    // ProcessFigures
    private Double sutCpuPercent;
    private Double sutCpuMillis;
    private Double sutRssMib;
    private Integer sutThreads;
    private Double loadgenCpuPercent;
    private Double loadgenRssMib;
    private Integer loadgenThreads;
    private Double controllerCpuPercent;
    private Double controllerRssMib;
    private Integer controllerThreads;
    private Double databaseCpuPercent;
    private Double databaseMemoryMib;
    private Double upstreamCpuPercent;
    private Double upstreamMemoryMib;
    // JvmFigures
    private Double heapUsedMib;
    private Double heapMaxMib;
    private Double heapCommittedMib;
    private Long gcCountDelta;
    private Long gcTimeMillisDelta;
    private Integer platformThreads;
    private Double jvmProcessCpuPercent;
    private Integer virtualThreadsMounted;
    private Integer virtualThreadsQueued;
    private Integer carrierParallelism;
    private Integer carrierPoolSize;
    private Long allocatedBytesDelta;
    private Long jitCompilationMillisDelta;
    private String jvmUnavailableReason;

    private JfrSecond jfr;

    TelemetrySampleBuilder(long epochSecond) {
        this.epochSecond = epochSecond;
    }

    public TelemetrySampleBuilder cpu(
            Double userPercent, Double systemPercent, Double iowaitPercent, Double totalPercent) {
        this.cpuUserPercent = userPercent;
        this.cpuSystemPercent = systemPercent;
        this.cpuIowaitPercent = iowaitPercent;
        this.cpuTotalPercent = totalPercent;
        return this;
    }

    public TelemetrySampleBuilder cpuTotalPercent(Double value) {
        this.cpuTotalPercent = value;
        return this;
    }

    public TelemetrySampleBuilder ramUsedPercent(Double value) {
        this.ramUsedPercent = value;
        return this;
    }

    public TelemetrySampleBuilder tcpEstablished(Integer value) {
        this.tcpEstablished = value;
        return this;
    }

    public TelemetrySampleBuilder loopback(Double bytesPerSecond, Double packetsPerSecond) {
        this.loopbackBytesPerSecond = bytesPerSecond;
        this.loopbackPacketsPerSecond = packetsPerSecond;
        return this;
    }

    public TelemetrySampleBuilder primary(Double bytesPerSecond, Double packetsPerSecond) {
        this.primaryBytesPerSecond = bytesPerSecond;
        this.primaryPacketsPerSecond = packetsPerSecond;
        return this;
    }

    public TelemetrySampleBuilder sut(Double cpuPercent, Double cpuMillis, Double rssMib, Integer threads) {
        this.sutCpuPercent = cpuPercent;
        this.sutCpuMillis = cpuMillis;
        this.sutRssMib = rssMib;
        this.sutThreads = threads;
        return this;
    }

    public TelemetrySampleBuilder loadgen(Double cpuPercent, Double rssMib, Integer threads) {
        this.loadgenCpuPercent = cpuPercent;
        this.loadgenRssMib = rssMib;
        this.loadgenThreads = threads;
        return this;
    }

    /** The database's CPU (its whole process tree) in % of one core. */
    public TelemetrySampleBuilder database(Double cpuPercent) {
        this.databaseCpuPercent = cpuPercent;
        return this;
    }

    /** The database's CPU and memory from its container's cgroup. */
    public TelemetrySampleBuilder database(Double cpuPercent, Double memoryMib) {
        this.databaseCpuPercent = cpuPercent;
        this.databaseMemoryMib = memoryMib;
        return this;
    }

    /** The separate upstream's CPU in % of one core and, from its container's cgroup, its memory. */
    public TelemetrySampleBuilder upstream(Double cpuPercent, Double memoryMib) {
        this.upstreamCpuPercent = cpuPercent;
        this.upstreamMemoryMib = memoryMib;
        return this;
    }

    public TelemetrySampleBuilder controller(Double cpuPercent, Double rssMib, Integer threads) {
        this.controllerCpuPercent = cpuPercent;
        this.controllerRssMib = rssMib;
        this.controllerThreads = threads;
        return this;
    }

    public TelemetrySampleBuilder heap(Double usedMib, Double maxMib) {
        this.heapUsedMib = usedMib;
        this.heapMaxMib = maxMib;
        return this;
    }

    /** The heap the JVM holds from the OS, used or not (RSS counts it once touched). */
    public TelemetrySampleBuilder heapCommitted(Double committedMib) {
        this.heapCommittedMib = committedMib;
        return this;
    }

    public TelemetrySampleBuilder gc(Long countDelta, Long timeMillisDelta) {
        this.gcCountDelta = countDelta;
        this.gcTimeMillisDelta = timeMillisDelta;
        return this;
    }

    public TelemetrySampleBuilder platformThreads(Integer value) {
        this.platformThreads = value;
        return this;
    }

    public TelemetrySampleBuilder jvmProcessCpuPercent(Double value) {
        this.jvmProcessCpuPercent = value;
        return this;
    }

    public TelemetrySampleBuilder virtualThreads(Integer mounted, Integer queued) {
        this.virtualThreadsMounted = mounted;
        this.virtualThreadsQueued = queued;
        return this;
    }

    /** The virtual thread scheduler's carriers: target parallelism and current pool size (JDK 24+, else null). */
    public TelemetrySampleBuilder carriers(Integer parallelism, Integer poolSize) {
        this.carrierParallelism = parallelism;
        this.carrierPoolSize = poolSize;
        return this;
    }

    /** Bytes the JVM's threads allocated and the JIT's work (JvmFigures) since the previous sample. */
    public TelemetrySampleBuilder allocationAndJit(Long allocatedBytes, Long jitCompilationMillis) {
        this.allocatedBytesDelta = allocatedBytes;
        this.jitCompilationMillisDelta = jitCompilationMillis;
        return this;
    }

    public TelemetrySampleBuilder jvmUnavailableReason(String value) {
        this.jvmUnavailableReason = value;
        return this;
    }

    /** The JVM's figures all at once, as the JVM sampler reads them. */
    public TelemetrySampleBuilder jvm(JvmFigures figures) {
        return heap(figures.heapUsedMib(), figures.heapMaxMib())
                .heapCommitted(figures.heapCommittedMib())
                .gc(figures.gcCountDelta(), figures.gcTimeMillisDelta())
                .platformThreads(figures.platformThreads())
                .jvmProcessCpuPercent(figures.jvmProcessCpuPercent())
                .virtualThreads(figures.virtualThreadsMounted(), figures.virtualThreadsQueued())
                .carriers(figures.carrierParallelism(), figures.carrierPoolSize())
                .allocationAndJit(figures.allocatedBytesDelta(), figures.jitCompilationMillisDelta())
                .jvmUnavailableReason(figures.jvmUnavailableReason());
    }

    /** The flight recorder's figures of the second; null leaves them unmeasured. */
    public TelemetrySampleBuilder jfr(JfrSecond value) {
        this.jfr = value;
        return this;
    }

    public TelemetrySample build() {
        return new TelemetrySample(
                epochSecond,
                new SystemFigures(
                        cpuUserPercent,
                        cpuSystemPercent,
                        cpuIowaitPercent,
                        cpuTotalPercent,
                        ramUsedPercent,
                        tcpEstablished,
                        loopbackBytesPerSecond,
                        loopbackPacketsPerSecond,
                        primaryBytesPerSecond,
                        primaryPacketsPerSecond),
                new ProcessFigures(
                        sutCpuPercent,
                        sutCpuMillis,
                        sutRssMib,
                        sutThreads,
                        loadgenCpuPercent,
                        loadgenRssMib,
                        loadgenThreads,
                        controllerCpuPercent,
                        controllerRssMib,
                        controllerThreads,
                        databaseCpuPercent,
                        databaseMemoryMib,
                        upstreamCpuPercent,
                        upstreamMemoryMib),
                new JvmFigures(
                        heapUsedMib,
                        heapMaxMib,
                        heapCommittedMib,
                        gcCountDelta,
                        gcTimeMillisDelta,
                        platformThreads,
                        jvmProcessCpuPercent,
                        virtualThreadsMounted,
                        virtualThreadsQueued,
                        carrierParallelism,
                        carrierPoolSize,
                        allocatedBytesDelta,
                        jitCompilationMillisDelta,
                        jvmUnavailableReason),
                jfr);
    }
}
