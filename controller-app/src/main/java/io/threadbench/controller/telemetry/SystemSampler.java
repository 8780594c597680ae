package io.threadbench.controller.telemetry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import oshi.hardware.CentralProcessor;
import oshi.hardware.CentralProcessor.TickType;
import oshi.hardware.GlobalMemory;
import oshi.hardware.HardwareAbstractionLayer;
import oshi.hardware.NetworkIF;
import oshi.software.os.InternetProtocolStats;

/**
 * Machine-wide figures of one session: CPU from tick deltas, memory, established TCP connections and network
 * counters of the loopback and primary interfaces. Primed when created, so the first sample already has rates.
 * Not thread-safe: the session serialises calls.
 */
final class SystemSampler {

    private final CentralProcessor processor;
    private final GlobalMemory memory;
    private final InternetProtocolStats ipStats;
    private final NetworkIF loopback;
    private final NetworkIF primary;
    private static final Path PROC_NET_DEV = Path.of("/proc/net/dev");
    private static final int RX_BYTES = 0;
    private static final int RX_PACKETS = 1;
    private static final int TX_BYTES = 2;
    private static final int TX_PACKETS = 3;

    private boolean procNetDevReadable = Files.isReadable(PROC_NET_DEV);
    private long[] previousTicks;
    private long previousNanos;
    private long previousLoopbackBytes;
    private long previousLoopbackPackets;
    private long previousPrimaryBytes;
    private long previousPrimaryPackets;

    SystemSampler(HardwareAbstractionLayer hardware, InternetProtocolStats ipStats) {
        this.processor = hardware.getProcessor();
        this.memory = hardware.getMemory();
        this.ipStats = ipStats;
        // Listing interfaces is slow (tens of ms); it happens once per session, never per tick.
        List<NetworkIF> interfaces = hardware.getNetworkIFs(true);
        this.loopback = interfaces.stream()
                .filter(SystemSampler::isLoopback)
                .findFirst()
                .orElse(null);
        this.primary = interfaces.stream()
                .filter(nif -> !isLoopback(nif) && nif.getIPv4addr().length + nif.getIPv6addr().length > 0)
                .max(Comparator.comparingLong(nif -> nif.getBytesRecv() + nif.getBytesSent()))
                .orElse(null);
        this.previousTicks = processor.getSystemCpuLoadTicks();
        this.previousNanos = System.nanoTime();
        Map<String, long[]> kernel = procNetDev();
        long[] lo = loopback == null ? null : counters(loopback, kernel);
        if (lo != null) {
            previousLoopbackBytes = lo[RX_BYTES];
            previousLoopbackPackets = lo[RX_PACKETS];
        }
        long[] main = primary == null ? null : counters(primary, kernel);
        if (main != null) {
            previousPrimaryBytes = main[RX_BYTES] + main[TX_BYTES];
            previousPrimaryPackets = main[RX_PACKETS] + main[TX_PACKETS];
        }
    }

    private static boolean isLoopback(NetworkIF nif) {
        if ("lo".equals(nif.getName())) {
            return true;
        }
        try {
            return nif.queryNetworkInterface().isLoopback();
        } catch (java.net.SocketException e) {
            return false;
        }
    }

    String loopbackName() {
        return loopback == null ? null : loopback.getName();
    }

    String primaryName() {
        return primary == null ? null : primary.getName();
    }

    void sample(TelemetrySampleBuilder out) {
        long now = System.nanoTime();
        double seconds = (now - previousNanos) / 1e9;
        previousNanos = now;
        cpu(out);
        long total = memory.getTotal();
        if (total > 0) {
            out.ramUsedPercent(100.0 * (total - memory.getAvailable()) / total);
        }
        // On Linux the v4 figure is the kernel's Tcp CurrEstab, which already covers IPv6 (v6 reports 0 there).
        long established = ipStats.getTCPv4Stats().getConnectionsEstablished()
                + ipStats.getTCPv6Stats().getConnectionsEstablished();
        out.tcpEstablished((int) Math.min(Integer.MAX_VALUE, established));
        if (seconds > 0) {
            network(out, seconds);
        }
    }

    private void cpu(TelemetrySampleBuilder out) {
        long[] ticks = processor.getSystemCpuLoadTicks();
        long[] delta = new long[ticks.length];
        long sum = 0;
        for (int i = 0; i < ticks.length; i++) {
            delta[i] = Math.max(0, ticks[i] - previousTicks[i]);
            sum += delta[i];
        }
        previousTicks = ticks;
        if (sum == 0) {
            return; // called twice within one clock tick: no information
        }
        double user = delta[TickType.USER.getIndex()] + delta[TickType.NICE.getIndex()];
        double system =
                delta[TickType.SYSTEM.getIndex()] + delta[TickType.IRQ.getIndex()] + delta[TickType.SOFTIRQ.getIndex()];
        double iowait = delta[TickType.IOWAIT.getIndex()];
        double idle = delta[TickType.IDLE.getIndex()];
        // "Used" is everything but idle and iowait (steal included: that CPU was not available to the trial).
        out.cpu(100.0 * user / sum, 100.0 * system / sum, 100.0 * iowait / sum, 100.0 * (sum - idle - iowait) / sum);
    }

    private void network(TelemetrySampleBuilder out, double seconds) {
        Map<String, long[]> kernel = procNetDev();
        long[] lo = loopback == null ? null : counters(loopback, kernel);
        if (lo != null) {
            // Every loopback byte is sent and received once: count it once (received).
            out.loopback(
                    rate(lo[RX_BYTES], previousLoopbackBytes, seconds),
                    rate(lo[RX_PACKETS], previousLoopbackPackets, seconds));
            previousLoopbackBytes = lo[RX_BYTES];
            previousLoopbackPackets = lo[RX_PACKETS];
        }
        long[] main = primary == null ? null : counters(primary, kernel);
        if (main != null) {
            long bytes = main[RX_BYTES] + main[TX_BYTES];
            long packets = main[RX_PACKETS] + main[TX_PACKETS];
            out.primary(rate(bytes, previousPrimaryBytes, seconds), rate(packets, previousPrimaryPackets, seconds));
            previousPrimaryBytes = bytes;
            previousPrimaryPackets = packets;
        }
    }

    /** Current counters of an interface: from /proc/net/dev when read, else through OSHI; null if gone. */
    private static long[] counters(NetworkIF nif, Map<String, long[]> kernel) {
        if (kernel != null && kernel.containsKey(nif.getName())) {
            return kernel.get(nif.getName());
        }
        if (!nif.updateAttributes()) {
            return null;
        }
        return new long[] {nif.getBytesRecv(), nif.getPacketsRecv(), nif.getBytesSent(), nif.getPacketsSent()};
    }

    /**
     * Linux keeps the same counters OSHI reads from ~10 sysfs files per interface in this one file: reading it is
     * what keeps a tick within its few milliseconds. Null elsewhere (OSHI is used then).
     */
    private Map<String, long[]> procNetDev() {
        if (!procNetDevReadable) {
            return null;
        }
        try {
            Map<String, long[]> result = new HashMap<>();
            for (String line : Files.readAllLines(PROC_NET_DEV)) {
                int colon = line.indexOf(':');
                if (colon < 0) {
                    continue; // the two header lines
                }
                String[] fields = line.substring(colon + 1).trim().split("\\s+");
                if (fields.length >= 10) {
                    // receive: bytes packets errs drop fifo frame compressed multicast; transmit: bytes packets ...
                    result.put(line.substring(0, colon).trim(), new long[] {
                        Long.parseLong(fields[0]),
                        Long.parseLong(fields[1]),
                        Long.parseLong(fields[8]),
                        Long.parseLong(fields[9])
                    });
                }
            }
            return result;
        } catch (IOException | NumberFormatException e) {
            procNetDevReadable = false;
            return null;
        }
    }

    /** Null when a counter went backwards (interface reset): no figure beats a wrong one. */
    private static Double rate(long current, long previous, double seconds) {
        return current < previous ? null : (current - previous) / seconds;
    }
}
