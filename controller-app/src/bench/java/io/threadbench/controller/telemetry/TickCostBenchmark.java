package io.threadbench.controller.telemetry;

import io.threadbench.controller.telemetry.TelemetrySource.TelemetrySession;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import oshi.SystemInfo;

/**
 * Cost of one telemetry tick ({@code TelemetrySession.sample()}: OSHI system + SUT + k6 + controller, and JMX of
 * the SUT) against a real child JVM (allocating 50 MB/s) and a stand-in load generator process.
 *
 * <p>Phase 1 ticks at 1 Hz like a trial (OSHI's 300 ms caches expire between ticks, so every tick does the real
 * work) in a fresh JVM and reports wall time per tick and this JVM's CPU over the phase. Phase 2 ticks back to
 * back (cheaper than reality for OSHI's cached parts, and it warms the JIT). Phase 3 ticks at 1 Hz again, now
 * compiled, as a long-running controller would. Last, a per-part breakdown of back-to-back reads.
 *
 * <p>Run from the repository root (the benchmark runs in its own JVM, not Maven's):
 * <pre>
 * ./mvnw -B -q -pl controller-app -am test-compile dependency:build-classpath \
 *     -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=test
 * java --enable-native-access=ALL-UNNAMED -cp controller-app/target/test-classes:controller-app/target/classes:$(cat \
 *     controller-app/target/classpath.txt) io.threadbench.controller.telemetry.TickCostBenchmark 60 30
 * </pre>
 * Arguments: ticks of the first and of the third phase.
 */
public final class TickCostBenchmark {

    private TickCostBenchmark() {}

    public static void main(String[] args) throws Exception {
        int ticks = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        int warmTicks = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        loadAverage("before");
        SystemInfo systemInfo = new SystemInfo();
        try (LoadTargetProcess sut = LoadTargetProcess.loadTarget(List.of("-Xmx64m"), "allocate", "50");
                LoadTargetProcess loadgen = LoadTargetProcess.start(List.of("sleep", "3600"))) {
            sut.awaitLine("READY", 60);
            OshiTelemetrySource source = new OshiTelemetrySource(systemInfo, Duration.ofSeconds(30));
            Thread.sleep(5000); // as in the app, where the source is created long before the first trial
            long openStart = System.nanoTime();
            try (TelemetrySession session = source.open(sut.handle(), loadgen.handle())) {
                System.out.printf(
                        Locale.ROOT,
                        "open(): %.1f ms (attach runs in the background)%n",
                        (System.nanoTime() - openStart) / 1e6);
                awaitJvm(session);
                oneHertz(session, ticks, "1 Hz ticks, fresh JVM (mostly interpreted code)");
                backToBack(session, 400);
                oneHertz(session, warmTicks, "1 Hz ticks after 400 back-to-back ones (JIT-compiled)");
            }
            long reopenStart = System.nanoTime();
            source.open(sut.handle(), loadgen.handle()).close();
            System.out.printf(
                    Locale.ROOT, "open() again in the same JVM: %.1f ms%n", (System.nanoTime() - reopenStart) / 1e6);
            parts(systemInfo, sut.handle(), loadgen.handle(), 200);
        }
        loadAverage("after");
    }

    /** Figures of a shared 2-core machine mean little without its load. */
    private static void loadAverage(String when) {
        try {
            System.out.println("load average " + when + ": "
                    + java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg"))
                            .strip());
        } catch (java.io.IOException e) {
            System.out.println("load average " + when + ": unknown");
        }
    }

    private static void awaitJvm(TelemetrySession session) throws InterruptedException {
        long start = System.nanoTime();
        TelemetrySample sample;
        do {
            Thread.sleep(200);
            sample = session.sample();
        } while (sample.jvm().jvmUnavailableReason() != null && System.nanoTime() - start < 30_000_000_000L);
        System.out.printf(
                Locale.ROOT,
                "JMX attached after %.1f s (reason if not: %s)%n",
                (System.nanoTime() - start) / 1e9,
                sample.jvm().jvmUnavailableReason());
    }

    private static void oneHertz(TelemetrySession session, int ticks, String name) throws InterruptedException {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long[] nanos = new long[ticks];
        long cpuBefore = os.getProcessCpuTime();
        long wallBefore = System.nanoTime();
        TelemetrySample last = null;
        for (int i = 0; i < ticks; i++) {
            Thread.sleep(1000);
            long start = System.nanoTime();
            last = session.sample();
            nanos[i] = System.nanoTime() - start;
        }
        double cpuPercent = 100.0 * (os.getProcessCpuTime() - cpuBefore) / (System.nanoTime() - wallBefore);
        report(name, nanos);
        System.out.printf(
                Locale.ROOT, "  benchmark JVM CPU in this phase: %.2f %% of one core (all its threads)%n", cpuPercent);
        System.out.println("last sample: " + last);
    }

    private static void backToBack(TelemetrySession session, int ticks) {
        long[] nanos = new long[ticks];
        for (int i = 0; i < ticks; i++) {
            long start = System.nanoTime();
            session.sample();
            nanos[i] = System.nanoTime() - start;
        }
        report("back-to-back ticks (OSHI caches hit: optimistic)", nanos);
    }

    private static void parts(SystemInfo systemInfo, ProcessHandle sut, ProcessHandle loadgen, int n) throws Exception {
        var os = systemInfo.getOperatingSystem();
        SystemSampler system = new SystemSampler(systemInfo.getHardware(), os.getInternetProtocolStats());
        ProcessSampler process = new ProcessSampler(os, sut.pid());
        try (JvmSampler jvm = new JvmSampler(sut.pid(), new JvmAttacher(Duration.ofSeconds(30)), false)) {
            while (jvm.sample().jvmUnavailableReason() != null) {
                Thread.sleep(100);
            }
            long[] sys = new long[n];
            long[] proc = new long[n];
            long[] jmx = new long[n];
            for (int i = 0; i < n; i++) {
                long t0 = System.nanoTime();
                system.sample(TelemetrySample.builder(0));
                long t1 = System.nanoTime();
                process.sample();
                long t2 = System.nanoTime();
                jvm.sample();
                long t3 = System.nanoTime();
                sys[i] = t1 - t0;
                proc[i] = t2 - t1;
                jmx[i] = t3 - t2;
            }
            report("part: system (CPU ticks, memory, TCP, 2 interfaces)", sys);
            report("part: one process (SUT; k6 and controller cost the same)", proc);
            report("part: JMX read of the SUT", jmx);
        }
    }

    private static void report(String name, long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        double mean = Arrays.stream(sorted).average().orElse(0) / 1e6;
        System.out.printf(
                Locale.ROOT,
                "%-58s n=%4d mean %.3f ms  p50 %.3f  p99 %.3f  max %.3f ms%n",
                name,
                sorted.length,
                mean,
                pct(sorted, 0.50),
                pct(sorted, 0.99),
                sorted[sorted.length - 1] / 1e6);
    }

    private static double pct(long[] sorted, double q) {
        int index = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))] / 1e6;
    }
}
