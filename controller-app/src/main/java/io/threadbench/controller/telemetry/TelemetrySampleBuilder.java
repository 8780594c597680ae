package io.threadbench.controller.telemetry;

import java.util.HashMap;
import java.util.Map;

/**
 * Assembles a {@link TelemetrySample} figure by figure; every figure left unset stays null ("not measured"). Used by
 * the samplers and handy for crafting series in tests. It fills the sample's flat fields and builds through the same
 * mapping that reads a stored sample.
 */
public final class TelemetrySampleBuilder {

    private final Map<String, Object> fields = new HashMap<>();
    private JfrSecond jfr;

    TelemetrySampleBuilder(long epochSecond) {
        fields.put(TelemetryFields.EPOCH_SECOND, epochSecond);
    }

    public TelemetrySampleBuilder cpu(
            Double userPercent, Double systemPercent, Double iowaitPercent, Double totalPercent) {
        set("cpuUserPercent", userPercent);
        set("cpuSystemPercent", systemPercent);
        set("cpuIowaitPercent", iowaitPercent);
        set("cpuTotalPercent", totalPercent);
        return this;
    }

    public TelemetrySampleBuilder cpuTotalPercent(Double value) {
        set("cpuTotalPercent", value);
        return this;
    }

    public TelemetrySampleBuilder ramUsedPercent(Double value) {
        set("ramUsedPercent", value);
        return this;
    }

    public TelemetrySampleBuilder tcpEstablished(Integer value) {
        set("tcpEstablished", value);
        return this;
    }

    public TelemetrySampleBuilder loopback(Double bytesPerSecond, Double packetsPerSecond) {
        set("loopbackBytesPerSecond", bytesPerSecond);
        set("loopbackPacketsPerSecond", packetsPerSecond);
        return this;
    }

    public TelemetrySampleBuilder primary(Double bytesPerSecond, Double packetsPerSecond) {
        set("primaryBytesPerSecond", bytesPerSecond);
        set("primaryPacketsPerSecond", packetsPerSecond);
        return this;
    }

    public TelemetrySampleBuilder sut(Double cpuPercent, Double cpuMillis, Double rssMib, Integer threads) {
        set("sutCpuPercent", cpuPercent);
        set("sutCpuMillis", cpuMillis);
        set("sutRssMib", rssMib);
        set("sutThreads", threads);
        return this;
    }

    public TelemetrySampleBuilder loadgen(Double cpuPercent, Double rssMib, Integer threads) {
        set("loadgenCpuPercent", cpuPercent);
        set("loadgenRssMib", rssMib);
        set("loadgenThreads", threads);
        return this;
    }

    /** The database's CPU (its whole process tree) in % of one core. */
    public TelemetrySampleBuilder database(Double cpuPercent) {
        set("databaseCpuPercent", cpuPercent);
        return this;
    }

    public TelemetrySampleBuilder controller(Double cpuPercent, Double rssMib, Integer threads) {
        set("controllerCpuPercent", cpuPercent);
        set("controllerRssMib", rssMib);
        set("controllerThreads", threads);
        return this;
    }

    public TelemetrySampleBuilder heap(Double usedMib, Double maxMib) {
        set("heapUsedMib", usedMib);
        set("heapMaxMib", maxMib);
        return this;
    }

    public TelemetrySampleBuilder gc(Long countDelta, Long timeMillisDelta) {
        set("gcCountDelta", countDelta);
        set("gcTimeMillisDelta", timeMillisDelta);
        return this;
    }

    public TelemetrySampleBuilder platformThreads(Integer value) {
        set("platformThreads", value);
        return this;
    }

    public TelemetrySampleBuilder jvmProcessCpuPercent(Double value) {
        set("jvmProcessCpuPercent", value);
        return this;
    }

    public TelemetrySampleBuilder virtualThreads(Integer mounted, Integer queued) {
        set("virtualThreadsMounted", mounted);
        set("virtualThreadsQueued", queued);
        return this;
    }

    /** The virtual thread scheduler's carriers: target parallelism and current pool size (JDK 24+, else null). */
    public TelemetrySampleBuilder carriers(Integer parallelism, Integer poolSize) {
        set("carrierParallelism", parallelism);
        set("carrierPoolSize", poolSize);
        return this;
    }

    /** The flight recorder's figures of the second; null leaves them unmeasured. */
    public TelemetrySampleBuilder jfr(JfrSecond value) {
        this.jfr = value;
        return this;
    }

    public TelemetrySampleBuilder jvmUnavailableReason(String value) {
        set("jvmUnavailableReason", value);
        return this;
    }

    /** The JVM's figures all at once, as the JVM sampler reads them. */
    public TelemetrySampleBuilder jvm(JvmFigures figures) {
        TelemetryFields.ofPart(figures).forEach(this::set);
        return this;
    }

    public TelemetrySample build() {
        return TelemetryFields.sample(fields).withJfr(jfr);
    }

    private void set(String name, Object value) {
        if (!TelemetryFields.known(name)) {
            throw new IllegalArgumentException("a telemetry sample has no figure " + name);
        }
        fields.put(name, value);
    }
}
