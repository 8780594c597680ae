package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

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
        EnvironmentFingerprint fingerprint = new EnvironmentFingerprint(
                "Debian 12",
                "6.1",
                "amd64",
                "EPYC",
                1,
                2,
                1L << 34,
                "Eclipse Adoptium",
                "25.0.3+9-LTS",
                "v1.8.1",
                "dev",
                List.of("-Xmx1g"));
        TelemetrySample sample = TelemetrySample.builder(1_700_000_000L)
                .cpuTotalPercent(42.5)
                .gc(3L, 12L)
                .loadgen(20.0, 40.0, 8)
                .jvmUnavailableReason("attaching")
                .build();

        assertThat(json.readValue(json.writeValueAsString(fingerprint), EnvironmentFingerprint.class))
                .isEqualTo(fingerprint);
        String sampleJson = json.writeValueAsString(sample);
        assertThat(sampleJson).doesNotContain("heapUsedMib"); // nulls are left out of the stored JSON
        assertThat(json.readValue(sampleJson, TelemetrySample.class)).isEqualTo(sample);
        TrustFlag flag = new TrustFlag(TrustFlag.REQUEST_ERRORS, "1 of 2 requests failed");
        assertThat(json.readValue(json.writeValueAsString(flag), TrustFlag.class))
                .isEqualTo(flag);
    }
}
