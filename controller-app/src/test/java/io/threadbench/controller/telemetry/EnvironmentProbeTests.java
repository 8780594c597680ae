package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.metrics.TrustFlag;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import oshi.SystemInfo;
import tools.jackson.databind.json.JsonMapper;

class EnvironmentProbeTests {

    private final EnvironmentProbe probe = new EnvironmentProbe(new SystemInfo());

    @Test
    void fingerprintsTheRealJdkK6AndMachine() {
        EnvironmentFingerprint fingerprint = probe.probe(
                LoadTargetProcess.javaBinary(), LoadTargetProcess.k6Binary(), List.of("-Xmx1g", "-XX:+UseZGC"));

        assertThat(fingerprint.jdkVendor()).isEqualTo(System.getProperty("java.vendor"));
        assertThat(fingerprint.jdkVersion()).isEqualTo(System.getProperty("java.runtime.version"));
        assertThat(fingerprint.k6Version()).matches("v\\d+\\.\\d+\\.\\d+.*");
        assertThat(fingerprint.kernel()).isEqualTo(System.getProperty("os.version"));
        assertThat(fingerprint.os()).isNotBlank();
        assertThat(fingerprint.cpuModel()).isNotBlank();
        assertThat(fingerprint.logicalCores()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(fingerprint.physicalCores()).isBetween(1, fingerprint.logicalCores());
        assertThat(fingerprint.ramBytes()).isGreaterThan(Runtime.getRuntime().maxMemory());
        assertThat(fingerprint.threadbenchVersion()).isEqualTo("dev"); // classes, not the jar
        assertThat(fingerprint.jvmOptions()).containsExactly("-Xmx1g", "-XX:+UseZGC");
        // the machine's settings, read as the kernel shows them; "unknown" where this container hides them
        MachineSettings machine = fingerprint.machine();
        assertThat(machine.somaxconn())
                .isEqualTo(proc("sys/net/core/somaxconn"))
                .matches("\\d+");
        assertThat(machine.ipLocalPortRange()).matches("\\d+ \\d+");
        assertThat(machine.tcpMaxSynBacklog()).isEqualTo(proc("sys/net/ipv4/tcp_max_syn_backlog"));
        assertThat(machine.ipLocalPortRange())
                .isEqualTo(proc("sys/net/ipv4/ip_local_port_range").replaceAll("\\s+", " "));
        assertThat(machine.tcpTwReuse()).isEqualTo(proc("sys/net/ipv4/tcp_tw_reuse"));
        assertThat(machine.openFiles()).matches("(\\d+|unlimited)/(\\d+|unlimited)");
        assertThat(machine.governor()).isEqualTo(sys("devices/system/cpu/cpu0/cpufreq/scaling_governor"));
        assertThat(machine.smt()).isEqualTo(sys("devices/system/cpu/smt/control"));
        assertThat(machine.turbo()).isIn("on", "off", MachineSettings.UNKNOWN);
        assertThat(machine.lines()).hasSize(8).contains("net.core.somaxconn " + machine.somaxconn());
    }

    /** A file under /proc as the kernel shows it, or "unknown" when it is not there. */
    private static String proc(String relative) {
        return read(Path.of("/proc", relative));
    }

    private static String sys(String relative) {
        return read(Path.of("/sys", relative));
    }

    /** Line by line, as {@code cat} shows it ({@code Files.readString} gets only the first byte of a /proc/sys file). */
    private static String read(Path file) {
        try {
            return String.join("\n", java.nio.file.Files.readAllLines(file)).strip();
        } catch (java.io.IOException e) {
            return MachineSettings.UNKNOWN;
        }
    }

    @Test
    void environmentsThatDifferSayHow() {
        MachineSettings here =
                new MachineSettings("on", "performance", "on", "4096", "4096", "32768 60999", "2", "20000/20000");
        MachineSettings there = new MachineSettings(
                "on", "powersave", MachineSettings.UNKNOWN, "128", "4096", "32768 60999", "2", "20000/20000");
        EnvironmentFingerprint a = xeon("6.1.0", here);
        EnvironmentFingerprint b = xeon("6.8.0", there);

        assertThat(a.differencesTo(b))
                .containsExactly(
                        "kernel: 6.1.0 → 6.8.0",
                        "frequency governor: performance → powersave",
                        "net.core.somaxconn: 4096 → 128");
        assertThat(a.differencesTo(a)).isEmpty();
    }

    /** The same Xeon machine and JDK, with the kernel and the settings that tell two runs apart. */
    private static EnvironmentFingerprint xeon(String kernel, MachineSettings settings) {
        return EnvironmentFingerprint.builder()
                .system("Linux", kernel, "amd64")
                .cpu("Xeon", 2, 4)
                .ramBytes(1L << 33)
                .jdk("Eclipse Adoptium", "25.0.1")
                .k6Version("v1.8.1")
                .threadbenchVersion("dev")
                .machine(settings)
                .build();
    }

    @Test
    void missingBinariesGiveReasonsNotExceptions() {
        Path missing = Path.of("/nonexistent/bin/java");

        assertThat(probe.jdk(missing).vendor()).startsWith("unknown (").contains("/nonexistent/bin/java");
        assertThat(probe.k6Version(Path.of("/nonexistent/k6"))).startsWith("unknown (");
        // a binary that runs but is not k6
        assertThat(probe.k6Version(LoadTargetProcess.javaBinary())).startsWith("unknown (unexpected output");
    }

    @Test
    void parsesSettingsLines() {
        String settings = """
                Property settings:
                    java.vendor = Eclipse Adoptium
                    java.vendor.url = https://adoptium.net/
                    java.runtime.version = 25.0.3+9-LTS
                """;
        assertThat(EnvironmentProbe.property(settings, "java.vendor")).isEqualTo("Eclipse Adoptium");
        assertThat(EnvironmentProbe.property(settings, "java.runtime.version")).isEqualTo("25.0.3+9-LTS");
        assertThat(EnvironmentProbe.property(settings, "java.home")).isNull();
    }

    @Test
    void fingerprintSamplesAndFlagsRoundTripThroughJson() {
        JsonMapper json = JsonMapper.builder().build();
        EnvironmentFingerprint fingerprint = EnvironmentFingerprint.builder()
                .system("Debian 12", "6.1", "amd64")
                .cpu("EPYC", 1, 2)
                .ramBytes(1L << 34)
                .jdk("Eclipse Adoptium", "25.0.3+9-LTS")
                .k6Version("v1.8.1")
                .threadbenchVersion("dev")
                .jvmOptions(List.of("-Xmx1g"))
                .build();
        TelemetrySample sample = TelemetrySample.builder(1_700_000_000L)
                .cpuTotalPercent(42.5)
                .gc(3L, 12L)
                .loadgen(20.0, 40.0, 8)
                .jvmUnavailableReason("attaching")
                .build();

        assertThat(json.readValue(json.writeValueAsString(fingerprint), EnvironmentFingerprint.class))
                .isEqualTo(fingerprint);
        // the stored and served JSON holds the record's components and nothing the builder adds
        assertThat(json.readValue(json.writeValueAsString(fingerprint), java.util.Map.class)
                        .keySet())
                .containsExactly(
                        "os",
                        "kernel",
                        "architecture",
                        "cpuModel",
                        "physicalCores",
                        "logicalCores",
                        "ramBytes",
                        "jdkVendor",
                        "jdkVersion",
                        "k6Version",
                        "threadbenchVersion",
                        "jvmOptions",
                        "cpuSets",
                        "variants",
                        "machine");
        String sampleJson = json.writeValueAsString(sample);
        assertThat(sampleJson).doesNotContain("heapUsedMib"); // nulls are left out of the stored JSON
        assertThat(json.readValue(sampleJson, TelemetrySample.class)).isEqualTo(sample);
        TrustFlag flag = new TrustFlag(FlagCode.REQUEST_ERRORS, "1 of 2 requests failed");
        assertThat(json.readValue(json.writeValueAsString(flag), TrustFlag.class))
                .isEqualTo(flag);
    }
}
