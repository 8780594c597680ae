package io.threadbench.controller.telemetry;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The machine's part of a {@link TelemetrySample} (OSHI): CPU of all cores (0–100), memory in use, the machine-wide
 * count of established TCP connections (IPv4 and IPv6; a loopback connection counts at both ends) and network rates.
 * Loopback bytes/packets count each byte once (received on {@code lo}); the primary interface counts sent plus
 * received. A null figure was not measured and is left out of the sample's JSON.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SystemFigures(
        Double cpuUserPercent,
        Double cpuSystemPercent,
        Double cpuIowaitPercent,
        Double cpuTotalPercent,
        Double ramUsedPercent,
        Integer tcpEstablished,
        Double loopbackBytesPerSecond,
        Double loopbackPacketsPerSecond,
        Double primaryBytesPerSecond,
        Double primaryPacketsPerSecond) {

    /** Nothing measured. */
    public static final SystemFigures NONE =
            new SystemFigures(null, null, null, null, null, null, null, null, null, null);
}
