package io.threadbench.controller.telemetry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The settings of the machine that decide whether two benchmarks are comparable (DESIGN §6, "Environment"), as
 * read from {@code /sys} and {@code /proc}; a value the system does not expose (a container hides most of
 * {@code /sys}) says "unknown".
 *
 * @param smt              simultaneous multithreading: {@code on}, {@code off} (or the kernel's word for it)
 * @param governor         the CPU frequency governor of cpu0, e.g. {@code performance}, {@code powersave}
 * @param turbo            turbo/boost: {@code on} or {@code off}
 * @param somaxconn        {@code net.core.somaxconn}
 * @param tcpMaxSynBacklog {@code net.ipv4.tcp_max_syn_backlog}
 * @param ipLocalPortRange {@code net.ipv4.ip_local_port_range}, e.g. {@code 32768 60999}
 * @param tcpTwReuse       {@code net.ipv4.tcp_tw_reuse}
 * @param openFiles        the open-files limit the children inherit, soft/hard, e.g. {@code 1024/524288}
 */
public record MachineSettings(
        String smt,
        String governor,
        String turbo,
        String somaxconn,
        String tcpMaxSynBacklog,
        String ipLocalPortRange,
        String tcpTwReuse,
        String openFiles) {

    public static final String UNKNOWN = "unknown";

    /** Each setting under the name people know it by, in display order. */
    public Map<String, String> named() {
        Map<String, String> named = new LinkedHashMap<>();
        named.put("SMT", smt);
        named.put("frequency governor", governor);
        named.put("turbo/boost", turbo);
        named.put("net.core.somaxconn", somaxconn);
        named.put("net.ipv4.tcp_max_syn_backlog", tcpMaxSynBacklog);
        named.put("net.ipv4.ip_local_port_range", ipLocalPortRange);
        named.put("net.ipv4.tcp_tw_reuse", tcpTwReuse);
        named.put("open files (soft/hard)", openFiles);
        return named;
    }

    /** {@code name value} per setting, e.g. {@code net.core.somaxconn 4096}. */
    public List<String> lines() {
        return named().entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue())
                .toList();
    }

    /**
     * The settings that differ from {@code other}'s, e.g. {@code frequency governor: powersave → performance};
     * a setting unknown on either side is not a difference anyone could check.
     */
    public List<String> differencesTo(MachineSettings other) {
        List<String> differences = new ArrayList<>();
        Map<String, String> theirs = other.named();
        named().forEach((name, mine) -> {
            String their = theirs.get(name);
            if (!Objects.equals(mine, their) && !UNKNOWN.equals(mine) && !UNKNOWN.equals(their)) {
                differences.add(name + ": " + mine + " → " + their);
            }
        });
        return differences;
    }
}
