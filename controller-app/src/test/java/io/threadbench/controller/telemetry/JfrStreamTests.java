package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;
import static org.awaitility.Awaitility.await;

import io.threadbench.contract.FreePort;
import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.config.ThreadbenchProperties;
import io.threadbench.controller.loadgen.K6Runs;
import io.threadbench.controller.sut.SutAotLaunch;
import io.threadbench.controller.telemetry.TelemetrySource.TelemetrySession;
import io.threadbench.controller.variant.Jdk;
import io.threadbench.controller.variant.JdkCatalog;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.awaitility.core.ConditionTimeoutException;
import org.awaitility.core.TerminalFailureException;
import org.junit.jupiter.api.Test;
import oshi.SystemInfo;

/**
 * The SUT's flight recorder streamed over JMX ({@link JfrStream}) against real JVMs: the packaged SUT's
 * {@code /pinning} workload on loom-tomcat, and a small allocating JVM on the test's JDK and on a JDK 17.
 */
class JfrStreamTests {

    private static final SystemInfo SYSTEM_INFO = new SystemInfo();
    private static final int CALLS = 8;
    private static final int DELAY_MILLIS = 100;

    @Test
    void pinnedVirtualThreadsAreSeenForThePinningWorkloadAndNoneForAPlainDelay() throws Exception {
        Path jar = K6Runs.repository().resolve("service-under-test/target/service-under-test.jar");
        assertThat(jar).as("built by ./mvnw -pl service-under-test package").isRegularFile();
        int port = FreePort.pick();
        OshiTelemetrySource source = new OshiTelemetrySource(SYSTEM_INFO, Duration.ofSeconds(60));
        List<String> command = new ArrayList<>(List.of(
                LoadTargetProcess.javaBinary().toString(),
                "--enable-native-access=ALL-UNNAMED",
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC"));
        command.addAll(SutAotLaunch.jarArguments(jar, List.of())); // from the build's AOT cache, as trials start it
        command.addAll(List.of("--approach=loom-tomcat", "--server.address=127.0.0.1", "--server.port=" + port));
        try (LoadTargetProcess sut = LoadTargetProcess.startLogged(command);
                TelemetrySession session = source.open(sut.handle(), null, true);
                HttpClient http = HttpClient.newHttpClient()) {
            String base = "http://127.0.0.1:" + port;
            try {
                await().atMost(Duration.ofSeconds(120))
                        .pollInterval(Duration.ofMillis(250))
                        .ignoreExceptions()
                        .failFast("the SUT exited", () -> !sut.process().isAlive())
                        .until(() -> get(http, base + "/actuator/health") == 200);
            } catch (ConditionTimeoutException | TerminalFailureException e) {
                throw new AssertionError("the SUT did not become healthy: " + sut.describe(), e);
            }
            awaitStream(session);
            // the first calls of a cold SUT pin too, while classes initialize: warm both paths up first
            calls(http, base + "/epoch-millis?delayMillis=" + DELAY_MILLIS);
            calls(http, base + "/pinning?mode=native&delayMillis=1");
            Thread.sleep(1100);

            long plainFrom = System.currentTimeMillis() / 1000;
            calls(http, base + "/epoch-millis?delayMillis=" + DELAY_MILLIS);
            long plainTo = System.currentTimeMillis() / 1000;
            Thread.sleep(1100); // the two phases in different seconds
            long pinnedFrom = System.currentTimeMillis() / 1000;
            calls(http, base + "/pinning?mode=native&delayMillis=" + DELAY_MILLIS);
            long pinnedTo = System.currentTimeMillis() / 1000;
            await().atMost(Duration.ofSeconds(30)).until(() -> session.jfrCovers(pinnedTo));

            JfrSecond plain = sum(session, plainFrom, plainTo);
            JfrSecond pinned = sum(session, pinnedFrom, pinnedTo);
            session.jfrSummary().topPinned().forEach(System.out::println);
            assertThat(plain.pinnedEvents())
                    .as("a plain delay unmounts: nothing pinned")
                    .isZero();
            assertThat(pinned.pinnedEvents())
                    .as("every native call pinned its carrier")
                    .isEqualTo(CALLS);
            assertThat(pinned.pinnedMillis()).isGreaterThanOrEqualTo(CALLS * DELAY_MILLIS * 0.95);
            assertThat(pinned.pinnedMillisMax()).isBetween(DELAY_MILLIS * 0.95, DELAY_MILLIS * 20.0);

            List<PinnedStack> stacks = session.jfrSummary().topPinned();
            stacks.forEach(System.out::println);
            assertThat(stacks).isNotEmpty();
            assertThat(stacks.getFirst().events()).isGreaterThanOrEqualTo(CALLS);
            assertThat(stacks.getFirst().reason())
                    .as("JDK 24+ names the reason")
                    .contains("Native");
            assertThat(stacks.getFirst().frames())
                    .anySatisfy(frame -> assertThat(frame).startsWith("io.threadbench.sut.pinning."));

            TelemetrySample sample = session.sample();
            assertThat(sample.jvm().carrierParallelism())
                    .as("the scheduler's parallelism on JDK 24+: one carrier per core")
                    .isEqualTo(Runtime.getRuntime().availableProcessors());
            assertThat(sample.jvm().carrierPoolSize()).isPositive();
            assertThat(sample.jvm().virtualThreadsQueued()).isNotNull();
        }
    }

    @Test
    void gcPausesPerSecondAgreeWithTheCollectorTimeOfJmx() throws Exception {
        try (LoadTargetProcess target = gcTarget(LoadTargetProcess.javaBinary());
                TelemetrySession session = new OshiTelemetrySource(SYSTEM_INFO, Duration.ofSeconds(60))
                        .open(target.handle(), null, true)) {
            assertThat(target.awaitLine("READY", 60)).isEmpty();
            awaitStream(session);
            session.sample(); // the JMX deltas from here on
            long from = System.currentTimeMillis() / 1000 + 1;
            await().until(() -> System.currentTimeMillis() / 1000 >= from);
            List<TelemetrySample> samples = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                allocate(target, 200);
                Thread.sleep(1000 - System.currentTimeMillis() % 1000 + 50);
                samples.add(session.sample());
            }
            long to = samples.getLast().epochSecond();
            await().atMost(Duration.ofSeconds(30)).until(() -> session.jfrCovers(to));

            long jmxCount =
                    samples.stream().mapToLong(s -> s.jvm().gcCountDelta()).sum();
            long jmxMillis =
                    samples.stream().mapToLong(s -> s.jvm().gcTimeMillisDelta()).sum();
            JfrSecond jfr = sum(session, from, to);
            System.out.printf(
                    "JMX: %d collections, %d ms; JFR: %d, %.2f ms%n",
                    jmxCount, jmxMillis, jfr.gcPauses(), jfr.gcPauseMillis());
            assertThat(jmxCount).as("800 MB of garbage in a 64 MB heap").isGreaterThanOrEqualTo(10);
            assertThat((long) jfr.gcPauses())
                    .as("one pause event per collection")
                    .isEqualTo(jmxCount);
            // JMX counts whole milliseconds per collection: allow one per collection, and 10 % besides
            assertThat(jfr.gcPauseMillis())
                    .isCloseTo(jmxMillis, org.assertj.core.data.Offset.offset(jmxCount + 0.1 * jmxMillis));
            assertThat(jfr.gcPauseMillisMax()).isPositive().isLessThanOrEqualTo(jfr.gcPauseMillis());

            // an idle JVM still tells how far its stream has got (its flushes), so idle seconds complete too
            long idle = System.currentTimeMillis() / 1000 + 1;
            await().atMost(Duration.ofSeconds(15)).until(() -> session.jfrCovers(idle));
            assertThat(session.jfrSecond(idle).gcPauses()).isZero();
        }
    }

    @Test
    void onAJdkBefore24TheCarriersAreNotAvailableWhileGcPausesStream() throws Exception {
        Optional<Jdk> old = new JdkCatalog(
                        new RepoLayout(new ThreadbenchProperties(null, null, null, null, null, null, null)))
                .installed().stream().filter(jdk -> jdk.feature() < 24).findFirst();
        assumeThat(old).as("a JDK before 24 on this machine").isPresent();
        try (LoadTargetProcess target = gcTarget(Path.of(old.get().home(), "bin", "java"));
                TelemetrySession session = new OshiTelemetrySource(SYSTEM_INFO, Duration.ofSeconds(60))
                        .open(target.handle(), null, true)) {
            assertThat(target.awaitLine("READY", 60)).isEmpty();
            awaitStream(session);
            long from = System.currentTimeMillis() / 1000;
            allocate(target, 200);
            long to = System.currentTimeMillis() / 1000;
            await().atMost(Duration.ofSeconds(30)).until(() -> session.jfrCovers(to));
            TelemetrySample sample = session.sample();
            assertThat(sample.jvm().jvmUnavailableReason()).isNull();
            assertThat(sample.jvm().carrierParallelism())
                    .as("no virtual thread scheduler MXBean")
                    .isNull();
            assertThat(sample.jvm().carrierPoolSize()).isNull();
            assertThat(sample.jvm().virtualThreadsQueued()).isNull();
            assertThat(sum(session, from, to).gcPauses())
                    .as("JDK " + old.get().feature())
                    .isPositive();
        }
    }

    @Test
    void aJvmReachedByItsJmxServiceUrlStreamsItsFlightRecorderToo() throws Exception {
        int jmxPort = FreePort.pick();
        try (LoadTargetProcess target = gcTarget(
                        LoadTargetProcess.javaBinary(),
                        "-Dcom.sun.management.jmxremote.port=" + jmxPort,
                        "-Dcom.sun.management.jmxremote.rmi.port=" + jmxPort,
                        "-Dcom.sun.management.jmxremote.host=127.0.0.1",
                        "-Djava.rmi.server.hostname=127.0.0.1",
                        "-Dcom.sun.management.jmxremote.authenticate=false",
                        "-Dcom.sun.management.jmxremote.ssl=false");
                TelemetrySession session = new OshiTelemetrySource(SYSTEM_INFO, Duration.ofSeconds(60))
                        .openElsewhere("service:jmx:rmi:///jndi/rmi://127.0.0.1:" + jmxPort + "/jmxrmi", true)) {
            assertThat(target.awaitLine("READY", 60)).isEmpty();
            awaitStream(session);
            long from = System.currentTimeMillis() / 1000;
            allocate(target, 200);
            long to = System.currentTimeMillis() / 1000;
            await().atMost(Duration.ofSeconds(30)).until(() -> session.jfrCovers(to));
            assertThat(sum(session, from, to).gcPauses())
                    .as("pauses over the JMX service URL")
                    .isPositive();
            assertThat(session.sample().processes().sutCpuPercent())
                    .as("its process is elsewhere")
                    .isNull();
        }
    }

    private static LoadTargetProcess gcTarget(Path java, String... options) throws Exception {
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx64m", "-XX:+UseSerialGC"));
        command.addAll(List.of(options));
        command.add(LoadTargetProcess.resource("/telemetry/GcTarget.java").toString());
        return LoadTargetProcess.start(command);
    }

    private static void allocate(LoadTargetProcess target, int megabytes) throws Exception {
        OutputStream in = target.process().getOutputStream();
        in.write((megabytes + "\n").getBytes(StandardCharsets.US_ASCII));
        in.flush();
        assertThat(target.awaitLine("DONE", 60)).isEqualTo(Integer.toString(megabytes));
    }

    /** Attached, and the flight recorder streaming. */
    private static void awaitStream(TelemetrySession session) {
        await().atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(300))
                .until(() -> session.sample().jvm().jvmUnavailableReason() == null
                        && session.jfrSummary().unavailableReason() == null);
    }

    private static void calls(HttpClient http, String url) {
        List<CompletableFuture<HttpResponse<Void>>> answers = IntStream.range(0, CALLS)
                .mapToObj(i -> http.sendAsync(
                        HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.discarding()))
                .toList();
        answers.forEach(answer -> assertThat(answer.join().statusCode()).isEqualTo(200));
    }

    private static int get(HttpClient http, String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }

    private static JfrSecond sum(TelemetrySession session, long from, long to) {
        int pinned = 0;
        double pinnedMillis = 0;
        double pinnedMax = 0;
        int pauses = 0;
        double pauseMillis = 0;
        double pauseMax = 0;
        for (long s = from; s <= to; s++) {
            JfrSecond second = session.jfrSecond(s);
            assertThat(second).as("second %d streamed", s).isNotNull();
            pinned += second.pinnedEvents();
            pinnedMillis += second.pinnedMillis();
            pinnedMax = Math.max(pinnedMax, second.pinnedMillisMax());
            pauses += second.gcPauses();
            pauseMillis += second.gcPauseMillis();
            pauseMax = Math.max(pauseMax, second.gcPauseMillisMax());
        }
        return new JfrSecond(pinned, pinnedMillis, pinnedMax, 0, pauses, pauseMillis, pauseMax);
    }
}
