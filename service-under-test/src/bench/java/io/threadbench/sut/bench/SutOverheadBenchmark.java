package io.threadbench.sut.bench;

import io.threadbench.sut.SutProcess;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * How much latency each approach adds to a request that waits 100 ms (issue 2's target: p50 − 100 ms
 * at most 2 ms). Per approach: start the SUT jar, warm it up, then drive 200 requests/s (open model, k6
 * {@code constant-arrival-rate}) at {@code /epoch-millis?delayMillis=100} and print p50, p99 and
 * p50 − 100 ms. Usage: {@code SutOverheadBenchmark <sut.jar> <k6-binary> [seconds] [approach,...]} (default
 * 20 s, all four), or {@code ./threadbench bench sut-overhead [seconds] [approach,...]}.
 */
public final class SutOverheadBenchmark {

    static final List<String> APPROACHES = List.of("platform-tomcat", "loom-tomcat", "loom-netty", "webflux-netty");
    static final int RATE = 200;
    static final int DELAY_MILLIS = 100;
    static final int WARMUP_SECONDS = 5;
    /** Enough VUs for RATE at DELAY_MILLIS without k6 running short (200/s x 0.1 s = 20 in flight). */
    static final int VUS = 60;

    private SutOverheadBenchmark() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: SutOverheadBenchmark <sut.jar> <k6-binary> [seconds] [approach,...]");
            System.exit(2);
        }
        Path jar = Path.of(args[0]);
        Path k6 = Path.of(args[1]);
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        List<String> approaches = args.length > 3 ? List.of(args[3].split(",")) : APPROACHES;
        Path work = Files.createTempDirectory("sut-overhead");
        Path script = copyScript(work);

        System.out.printf(
                Locale.ROOT,
                "SUT overhead: %d req/s at /epoch-millis?delayMillis=%d, %d s warm-up + %d s "
                        + "measured per approach, %d cores, load average %.2f before start%n",
                RATE,
                DELAY_MILLIS,
                WARMUP_SECONDS,
                seconds,
                Runtime.getRuntime().availableProcessors(),
                loadAverage());
        List<String> rows = new ArrayList<>();
        for (String approach : approaches) {
            rows.add(measure(jar, k6, script, work, approach, seconds));
        }
        System.out.println();
        System.out.printf(
                Locale.ROOT,
                "%-16s %9s %9s %13s %9s %8s %8s%n",
                "approach",
                "p50 ms",
                "p99 ms",
                "p50-100 ms",
                "req/s",
                "failed",
                "dropped");
        rows.forEach(System.out::println);
    }

    private static String measure(Path jar, Path k6, Path script, Path work, String approach, int seconds)
            throws IOException, InterruptedException {
        try (SutProcess sut = SutProcess.launch(jar, List.of(), work.resolve("logs"), approach)) {
            sut.awaitHealthy();
            String url = "http://127.0.0.1:" + sut.port() + "/epoch-millis?delayMillis=" + DELAY_MILLIS;
            runK6(k6, script, work, url, WARMUP_SECONDS, approach + "-warmup");
            System.out.printf(Locale.ROOT, "%s: measuring (load average %.2f)%n", approach, loadAverage());
            JsonNode metrics = runK6(k6, script, work, url, seconds, approach).get("metrics");
            JsonNode duration = metrics.get("http_req_duration").get("values");
            double p50 = duration.get("p(50)").asDouble();
            double p99 = duration.get("p(99)").asDouble();
            return String.format(
                    Locale.ROOT,
                    "%-16s %9.2f %9.2f %13.2f %9.1f %8.4f %8d",
                    approach,
                    p50,
                    p99,
                    p50 - DELAY_MILLIS,
                    metrics.get("http_reqs").get("values").get("rate").asDouble(),
                    metrics.get("http_req_failed").get("values").get("rate").asDouble(),
                    metrics.has("dropped_iterations")
                            ? metrics.get("dropped_iterations")
                                    .get("values")
                                    .get("count")
                                    .asLong()
                            : 0);
        }
    }

    private static JsonNode runK6(Path k6, Path script, Path work, String url, int seconds, String label)
            throws IOException, InterruptedException {
        Path summary = work.resolve(label + "-summary.json");
        Path log = work.resolve(label + "-k6.log");
        List<String> command = List.of(
                k6.toString(),
                "run",
                "--quiet",
                "--no-usage-report",
                "-e",
                "URL=" + url,
                "-e",
                "RATE=" + RATE,
                "-e",
                "DURATION=" + seconds + "s",
                "-e",
                "VUS=" + VUS,
                "-e",
                "SUMMARY_FILE=" + summary,
                script.toString());
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!process.waitFor(seconds + 60L, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("k6 did not finish; see " + log);
        }
        if (process.exitValue() != 0 || !Files.exists(summary)) {
            throw new IllegalStateException("k6 failed (" + process.exitValue() + "):\n" + Files.readString(log));
        }
        return JsonMapper.builder().build().readTree(summary.toFile());
    }

    private static Path copyScript(Path work) throws IOException {
        Path script = work.resolve("sut-overhead.js");
        try (InputStream in = SutOverheadBenchmark.class.getResourceAsStream("/sut-overhead.js")) {
            if (in == null) {
                throw new IllegalStateException("sut-overhead.js is not on the classpath (src/bench/resources)");
            }
            Files.copy(in, script, StandardCopyOption.REPLACE_EXISTING);
        }
        return script;
    }

    private static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
