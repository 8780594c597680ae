package io.threadbench.controller.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * The host's settings that bound how many connections a trial can open, as Linux exposes them under
 * {@code /proc} (read from {@code root}, so tests can give crafted values). A setting that cannot be read is
 * empty, and is then not judged.
 *
 * @param localPorts        size of {@code net.ipv4.ip_local_port_range}: client sockets to one server port
 * @param somaxconn         {@code net.core.somaxconn}: the longest accept queue a server may ask for
 * @param synBacklog        {@code net.ipv4.tcp_max_syn_backlog}: half-open connections queued per listener
 * @param fileMax           {@code fs.file-max}: open files of the whole system
 * @param openFiles         the hard open-files limit ({@code ulimit -Hn}) the controller's children inherit: the JVM
 *                          and k6 (Go) both raise their soft limit to it when they start
 */
public record HostLimits(
        OptionalLong localPorts,
        OptionalLong somaxconn,
        OptionalLong synBacklog,
        OptionalLong fileMax,
        OptionalLong openFiles) {

    /** This machine's limits. */
    public static HostLimits read() {
        return read(Path.of("/"));
    }

    /** The limits under {@code root} ({@code root/proc/sys/...}, {@code root/proc/self/limits}). */
    public static HostLimits read(Path root) {
        Path sys = root.resolve("proc/sys");
        return new HostLimits(
                portRange(sys.resolve("net/ipv4/ip_local_port_range")),
                number(sys.resolve("net/core/somaxconn")),
                number(sys.resolve("net/ipv4/tcp_max_syn_backlog")),
                number(sys.resolve("fs/file-max")),
                openFiles(root.resolve("proc/self/limits")));
    }

    private static OptionalLong number(Path file) {
        try {
            return OptionalLong.of(Long.parseLong(text(file).strip()));
        } catch (IOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    private static OptionalLong portRange(Path file) {
        try {
            String[] bounds = text(file).strip().split("\\s+");
            return OptionalLong.of(Long.parseLong(bounds[1]) - Long.parseLong(bounds[0]) + 1);
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** The hard limit of "Max open files" in a {@code /proc/PID/limits} table ("unlimited" = no bound). */
    private static OptionalLong openFiles(Path file) {
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith("Max open files")) {
                    String hard =
                            line.substring("Max open files".length()).strip().split("\\s+")[1];
                    return hard.equals("unlimited") ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(hard));
                }
            }
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
        return OptionalLong.empty();
    }

    /** A /proc file read to its end: they report a size of 0, so {@code Files.readString} stops after one byte. */
    public static String text(Path file) throws IOException {
        try (java.io.InputStream in = Files.newInputStream(file)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII);
        }
    }
}
