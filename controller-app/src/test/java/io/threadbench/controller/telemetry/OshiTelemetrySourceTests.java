package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.telemetry.TelemetrySource.TelemetrySession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import oshi.SystemInfo;

/** The sampler against a real child JVM under a short real k6 load. */
class OshiTelemetrySourceTests {

    private static final int VUS = 10;
    private static final SystemInfo SYSTEM_INFO = new SystemInfo();

    private static LoadTargetProcess sut;
    private static int port;

    @BeforeAll
    static void startSut() throws Exception {
        // 256 KB of garbage per request in a 64 MB heap: the young generation fills many times a second.
        sut = LoadTargetProcess.loadTarget(List.of("-Xmx64m"), "server", "256");
        port = Integer.parseInt(sut.awaitLine("PORT", 60));
    }

    @AfterAll
    static void stopSut() throws Exception {
        if (sut != null) {
            sut.close();
        }
    }

    @Test
    void samplesPlausibleFiguresOfARealSutUnderK6Load(@TempDir Path dir) throws Exception {
        OshiTelemetrySource source = new OshiTelemetrySource(SYSTEM_INFO, Duration.ofSeconds(30));
        List<TelemetrySample> underLoad = new ArrayList<>();
        try (TelemetrySession session = source.open(sut.handle(), null)) {
            Thread.sleep(1000); // OSHI caches CPU ticks for 300 ms: rates need calls further apart than that
            TelemetrySample first = session.sample();
            assertThat(first.system().cpuTotalPercent())
                    .as("first sample is primed")
                    .isNotNull();
            assertThat(first.processes().controllerCpuPercent()).isNotNull();
            awaitJvm(session);

            Path script = Files.writeString(dir.resolve("load.js"), """
                    import http from 'k6/http';
                    import { sleep } from 'k6';
                    export const options = { vus: %d, duration: '4s', discardResponseBodies: true };
                    export default function () { http.get(__ENV.URL); sleep(0.01); }
                    """.formatted(VUS));
            try (LoadTargetProcess k6 = LoadTargetProcess.start(List.of(
                    LoadTargetProcess.k6Binary().toString(),
                    "run",
                    "--quiet",
                    "--no-usage-report",
                    "-e",
                    "URL=http://127.0.0.1:" + port + "/",
                    script.toString()))) {
                session.loadGenerator(k6.handle());
                long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while (k6.process().isAlive() && System.nanoTime() < deadline) {
                    Thread.sleep(1000);
                    underLoad.add(session.sample());
                }
                assertThat(k6.process().exitValue()).as("k6 exit code").isZero();
            }
        }

        underLoad.forEach(System.out::println); // kept in the surefire report, for eyes
        assertThat(underLoad).hasSizeGreaterThanOrEqualTo(4);
        assertThat(underLoad).allSatisfy(s -> {
            assertThat(s.system().cpuTotalPercent()).isBetween(0.0, 100.0);
            assertThat(s.system().ramUsedPercent()).isBetween(0.0, 100.0);
            assertThat(s.jvm().jvmUnavailableReason()).isNull();
            assertThat(s.jvm().heapUsedMib())
                    .isPositive()
                    .isLessThanOrEqualTo(s.jvm().heapMaxMib());
            assertThat(s.jvm().gcCountDelta()).isNotNegative();
            assertThat(s.jvm().gcTimeMillisDelta()).isNotNegative();
            assertThat(s.jvm().platformThreads()).isPositive();
            assertThat(s.processes().controllerCpuPercent()).isNotNegative();
            assertThat(s.processes().controllerRssMib()).isPositive();
            assertThat(s.processes().sutRssMib()).isPositive();
            assertThat(s.processes().sutThreads()).isPositive();
        });
        assertThat(underLoad)
                .extracting(TelemetrySample::epochSecond)
                .isSorted()
                .doesNotHaveDuplicates();
        assertThat(max(underLoad, s -> s.processes().sutCpuPercent())).isPositive();
        assertThat(sum(underLoad, s -> s.processes().sutCpuMillis())).isPositive();
        assertThat(max(underLoad, s -> s.jvm().jvmProcessCpuPercent())).isPositive();
        assertThat(max(underLoad, s -> s.processes().loadgenCpuPercent())).isPositive();
        assertThat(sum(underLoad, s -> s.jvm().gcCountDelta()))
                .as("GCs of the allocating SUT")
                .isPositive();
        assertThat(max(underLoad, s -> s.system().tcpEstablished()))
                .as("established sockets")
                .isGreaterThanOrEqualTo(VUS);
        assertThat(max(underLoad, s -> s.system().loopbackBytesPerSecond())).isPositive();
        assertThat(max(underLoad, s -> s.system().loopbackPacketsPerSecond())).isPositive();
        if (Runtime.version().feature() >= 24) {
            // The child runs on this JDK, which has jdk.management:type=VirtualThreadScheduler.
            assertThat(underLoad)
                    .allSatisfy(s -> assertThat(s.jvm().virtualThreadsMounted()).isNotNull());
        }
    }

    @Test
    void aProcessThatIsNotAJvmDegradesToAReasonAndIsNotKilled() throws Exception {
        OshiTelemetrySource source = new OshiTelemetrySource(SYSTEM_INFO, Duration.ofSeconds(2));
        try (LoadTargetProcess sleeper = LoadTargetProcess.start(List.of("sleep", "60"));
                TelemetrySession session = source.open(sleeper.handle(), sleeper.handle())) {
            TelemetrySample sample = null;
            long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
            do {
                Thread.sleep(500);
                sample = session.sample();
            } while (sample.jvm().jvmUnavailableReason().startsWith("attaching") && System.nanoTime() < deadline);

            assertThat(sample.jvm().jvmUnavailableReason())
                    .contains("could not attach")
                    .contains("SIGQUIT");
            assertThat(sample.jvm().heapUsedMib()).isNull();
            assertThat(sample.jvm().gcCountDelta()).isNull();
            assertThat(sample.processes().sutRssMib())
                    .as("OSHI figures still there")
                    .isPositive();
            assertThat(sample.processes().loadgenRssMib())
                    .as("a load generator named when the session opens is sampled")
                    .isPositive();
            assertThat(sample.processes().controllerRssMib())
                    .as("and so is the controller")
                    .isPositive();
            assertThat(sleeper.process().isAlive())
                    .as("no SIGQUIT sent to a process that would die of it")
                    .isTrue();

            sleeper.close();
            Thread.sleep(1000);
            TelemetrySample afterExit = session.sample();
            assertThat(afterExit.processes().sutCpuPercent()).isNull();
            assertThat(afterExit.processes().sutRssMib()).isNull();
            assertThat(afterExit.processes().loadgenCpuPercent()).isNull();
            assertThat(afterExit.system().cpuTotalPercent()).isNotNull();
        }
    }

    private static void awaitJvm(TelemetrySession session) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        TelemetrySample sample;
        do {
            Thread.sleep(500);
            sample = session.sample();
        } while (sample.jvm().jvmUnavailableReason() != null
                && sample.jvm().jvmUnavailableReason().startsWith("attaching")
                && System.nanoTime() < deadline);
        assertThat(sample.jvm().jvmUnavailableReason()).as("JMX attached").isNull();
    }

    private static double max(List<TelemetrySample> samples, java.util.function.Function<TelemetrySample, Number> f) {
        return samples.stream()
                .map(f)
                .filter(Objects::nonNull)
                .mapToDouble(Number::doubleValue)
                .max()
                .orElse(-1);
    }

    private static double sum(List<TelemetrySample> samples, java.util.function.Function<TelemetrySample, Number> f) {
        return samples.stream()
                .map(f)
                .filter(Objects::nonNull)
                .mapToDouble(Number::doubleValue)
                .sum();
    }
}
