package io.threadbench.controller.telemetry;

import io.threadbench.controller.host.HostLimits;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Reads {@link MachineSettings} from {@code /sys} and {@code /proc}; whatever is not there is "unknown". */
final class MachineSettingsReader {

    private final Path sys;
    private final Path proc;

    MachineSettingsReader(Path sys, Path proc) {
        this.sys = sys;
        this.proc = proc;
    }

    static MachineSettings readHere() {
        return new MachineSettingsReader(Path.of("/sys"), Path.of("/proc")).read();
    }

    MachineSettings read() {
        return new MachineSettings(
                smt(),
                first("devices/system/cpu/cpu0/cpufreq/scaling_governor"),
                turbo(),
                sysctl("net/core/somaxconn"),
                sysctl("net/ipv4/tcp_max_syn_backlog"),
                sysctl("net/ipv4/ip_local_port_range").replaceAll("\\s+", " "),
                sysctl("net/ipv4/tcp_tw_reuse"),
                openFiles());
    }

    private String smt() {
        String control = first("devices/system/cpu/smt/control");
        if (!control.equals(MachineSettings.UNKNOWN)) {
            return control; // on, off, forceoff, notsupported, notimplemented
        }
        String active = first("devices/system/cpu/smt/active");
        return active.equals("1") ? "on" : active.equals("0") ? "off" : MachineSettings.UNKNOWN;
    }

    /** Intel's {@code no_turbo} (1: off), else the generic {@code cpufreq/boost} (1: on). */
    private String turbo() {
        String noTurbo = first("devices/system/cpu/intel_pstate/no_turbo");
        if (!noTurbo.equals(MachineSettings.UNKNOWN)) {
            return noTurbo.equals("1") ? "off" : "on";
        }
        String boost = first("devices/system/cpu/cpufreq/boost");
        if (!boost.equals(MachineSettings.UNKNOWN)) {
            return boost.equals("1") ? "on" : "off";
        }
        return MachineSettings.UNKNOWN;
    }

    private String first(String relative) {
        return text(sys.resolve(relative));
    }

    private String sysctl(String relative) {
        return text(proc.resolve("sys").resolve(relative));
    }

    /** "Max open files  1024  524288  files" in this process's limits, which its children inherit. */
    private String openFiles() {
        try {
            List<String> lines = Files.readAllLines(proc.resolve("self/limits"));
            for (String line : lines) {
                if (line.startsWith("Max open files")) {
                    String[] parts =
                            line.substring("Max open files".length()).trim().split("\\s+");
                    if (parts.length >= 2) {
                        return parts[0] + "/" + parts[1];
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or hidden
        }
        return MachineSettings.UNKNOWN;
    }

    /** A file's text to its end, as {@link HostLimits#text} reads {@code /proc} ("4" of a somaxconn of 4096 else). */
    private static String text(Path file) {
        try {
            String value = HostLimits.text(file).strip();
            return value.isEmpty() ? MachineSettings.UNKNOWN : value;
        } catch (IOException | RuntimeException e) {
            return MachineSettings.UNKNOWN;
        }
    }
}
