package io.threadbench.controller.telemetry;

import io.threadbench.contract.FreePort;
import io.threadbench.controller.loadgen.K6Runs;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.management.remote.JMXConnector;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What streaming the SUT's flight recorder ({@link JfrStream}) costs the SUT: the packaged SUT on loom-tomcat, one
 * process for the whole run, attached over JMX throughout (as in a trial), loaded by k6 at a constant rate on
 * {@code /epoch-millis}; runs with and without the stream alternate (off, on, on, off, …) so drift of a shared
 * machine hits both alike. Per run: the SUT's CPU time per request (from the OS) and k6's p50. Prints each run, the
 * medians and the differences.
 *
 * <p>Run from the repository root: {@code ./threadbench bench jfr-overhead 1000 15 5}, or without network access
 * (no exec plugin), the classes with the controller jar's libraries:
 * <pre>
 * java --enable-native-access=ALL-UNNAMED -cp "controller-app/target/test-classes:controller-app/target/classes:LIB/*" \
 *     io.threadbench.controller.telemetry.JfrOverheadBenchmark 1000 15 5
 * </pre>
 * where LIB holds {@code BOOT-INF/lib} of controller-app.jar plus assertj-core and byte-buddy.
 * Arguments: requests per second, seconds per run, pairs of runs. A rate of 0 sends no load and measures the
 * stream's own CPU in an idle SUT (printed as CPU ms per second, in the per-request column), which a busy machine
 * disturbs far less than a figure per request.
 */
public final class JfrOverheadBenchmark {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private JfrOverheadBenchmark() {}

    record Run(boolean jfr, long requests, double cpuMillisPerRequest, double p50Millis, String load) {}

    public static void main(String[] args) throws Exception {
        int rate = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        int pairs = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        int idleSeconds = rate == 0 ? seconds : 0; // rate 0: no load, the stream's own cost in an idle SUT
        Path jar = K6Runs.repository().resolve("service-under-test/target/service-under-test.jar");
        Path dir = Files.createTempDirectory("jfr-overhead");
        int port = FreePort.pick();
        String url = "http://127.0.0.1:" + port + "/epoch-millis";
        Path script = Files.writeString(dir.resolve("load.js"), """
                import http from 'k6/http';
                export const options = { discardResponseBodies: true, scenarios: { load: {
                  executor: 'constant-arrival-rate', rate: %d, timeUnit: '1s', duration: '%ds',
                  preAllocatedVUs: 100, maxVUs: 100 } } };
                export default function () { http.get(__ENV.URL); }
                """.formatted(rate, seconds));
        System.out.println("load average before: " + loadAverage());
        try (LoadTargetProcess sut = LoadTargetProcess.start(List.of(
                LoadTargetProcess.javaBinary().toString(),
                "--enable-native-access=ALL-UNNAMED",
                "-jar",
                jar.toString(),
                "--approach=loom-tomcat",
                "--server.address=127.0.0.1",
                "--server.port=" + port))) {
            awaitHealthy("http://127.0.0.1:" + port + "/actuator/health");
            JMXConnector jmx =
                    new JvmAttacher(Duration.ofSeconds(60)).connect(sut.handle().pid(), () -> false);
            try (jmx) {
                // JIT, pools and connections warm: on a busy 2-core machine one run was not enough
                if (idleSeconds == 0) {
                    load(script, url, dir.resolve("warmup-1.json"), sut.handle());
                    load(script, url, dir.resolve("warmup-2.json"), sut.handle());
                }
                List<Run> runs = new ArrayList<>();
                for (int pair = 0; pair < pairs; pair++) {
                    boolean first = pair % 2 == 1; // off, on | on, off | off, on …
                    for (boolean jfr : new boolean[] {first, !first}) {
                        JfrStream stream = jfr ? JfrStream.start(jmx.getMBeanServerConnection(), "sut") : null;
                        try {
                            Thread.sleep(2000); // the recording's start is not what is measured
                            runs.add(measure(
                                    jfr, script, url, dir.resolve("run-" + runs.size() + ".json"), sut, idleSeconds));
                            System.out.println(runs.getLast());
                        } finally {
                            if (stream != null) {
                                stream.close();
                            }
                        }
                    }
                }
                report(runs);
            }
        }
        System.out.println("load average after: " + loadAverage());
    }

    /** @param idleSeconds 0: one k6 run; otherwise no load for that long */
    private static Run measure(
            boolean jfr, Path script, String url, Path summary, LoadTargetProcess sut, int idleSeconds)
            throws Exception {
        String loadBefore = loadAverage();
        long cpuBefore = cpuNanos(sut.handle());
        if (idleSeconds > 0) {
            Thread.sleep(idleSeconds * 1000L);
            return new Run(jfr, 0, (cpuNanos(sut.handle()) - cpuBefore) / 1e6 / idleSeconds, 0, loadBefore);
        }
        load(script, url, summary, sut.handle());
        long cpuNanos = cpuNanos(sut.handle()) - cpuBefore;
        JsonNode metrics = JSON.readTree(summary.toFile()).get("metrics");
        long requests = metrics.get("http_reqs").get("count").asLong();
        double p50 = metrics.get("http_req_duration").get("med").asDouble();
        return new Run(jfr, requests, cpuNanos / 1e6 / requests, p50, loadBefore);
    }

    private static void load(Path script, String url, Path summary, ProcessHandle sut) throws Exception {
        try (LoadTargetProcess k6 = LoadTargetProcess.start(List.of(
                LoadTargetProcess.k6Binary().toString(),
                "run",
                "--quiet",
                "--no-usage-report",
                "--summary-export=" + summary,
                "-e",
                "URL=" + url,
                script.toString()))) {
            k6.process().waitFor();
        }
    }

    private static long cpuNanos(ProcessHandle process) {
        return process.info().totalCpuDuration().orElseThrow().toNanos();
    }

    private static void report(List<Run> runs) {
        // each pair ran back to back: its ratio is the least disturbed by a machine whose load drifts
        List<Double> cpuRatios = new ArrayList<>();
        List<Double> p50Deltas = new ArrayList<>();
        for (int i = 0; i + 1 < runs.size(); i += 2) {
            Run on = runs.get(i).jfr() ? runs.get(i) : runs.get(i + 1);
            Run off = runs.get(i).jfr() ? runs.get(i + 1) : runs.get(i);
            cpuRatios.add(on.cpuMillisPerRequest() / off.cpuMillisPerRequest());
            p50Deltas.add(on.p50Millis() - off.p50Millis());
        }
        System.out.printf(
                Locale.ROOT,
                "per pair: SUT CPU per request on/off %s; p50 on − off %s ms%n",
                cpuRatios.stream()
                        .map(r -> String.format(Locale.ROOT, "%.3f", r))
                        .toList(),
                p50Deltas.stream()
                        .map(d -> String.format(Locale.ROOT, "%+.3f", d))
                        .toList());
        double cpuOff = median(runs, false, true);
        double cpuOn = median(runs, true, true);
        double p50Off = median(runs, false, false);
        double p50On = median(runs, true, false);
        System.out.printf(
                Locale.ROOT,
                "median SUT CPU per request: off %.4f ms, on %.4f ms (%+.1f %%)%n",
                cpuOff,
                cpuOn,
                100 * (cpuOn - cpuOff) / cpuOff);
        System.out.printf(
                Locale.ROOT, "median k6 p50: off %.3f ms, on %.3f ms (%+.3f ms)%n", p50Off, p50On, p50On - p50Off);
    }

    private static double median(List<Run> runs, boolean jfr, boolean cpu) {
        double[] values = runs.stream()
                .filter(run -> run.jfr() == jfr)
                .mapToDouble(run -> cpu ? run.cpuMillisPerRequest() : run.p50Millis())
                .sorted()
                .toArray();
        int n = values.length;
        return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }

    private static void awaitHealthy(String health) throws Exception {
        try (HttpClient client = HttpClient.newHttpClient()) {
            long deadline = System.nanoTime() + Duration.ofSeconds(180).toNanos();
            while (System.nanoTime() < deadline) {
                try {
                    if (client.send(
                                            HttpRequest.newBuilder(URI.create(health))
                                                    .build(),
                                            HttpResponse.BodyHandlers.discarding())
                                    .statusCode()
                            == 200) {
                        return;
                    }
                } catch (java.io.IOException notYet) {
                    // still starting
                }
                Thread.sleep(250);
            }
        }
        throw new IllegalStateException("the SUT was not healthy within 180 s");
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (java.io.IOException e) {
            return "unknown";
        }
    }
}
