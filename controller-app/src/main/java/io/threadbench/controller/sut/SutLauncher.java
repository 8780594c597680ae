package io.threadbench.controller.sut;

import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.process.ChildProcess;
import io.threadbench.controller.process.ChildProcessRegistry;
import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.process.CpuPlan;
import io.threadbench.controller.process.FreePort;
import io.threadbench.controller.process.StartupTimeline;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Upstream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.springframework.stereotype.Component;

/**
 * Starts the service-under-test for a trial: a free port, the configured java with
 * {@code --enable-native-access=ALL-UNNAMED}, the scenario's JVM options, {@code -jar} (from the AOT cache
 * when the build made one, see {@link SutAotLaunch}), {@code --approach=},
 * and the scenario's server properties as {@code --key=value} arguments (validated by the scenario rules,
 * never through a shell). Waits until {@code /actuator/health} answers UP. A scenario with a separate
 * upstream gets a second SUT process (same approach and JVM options, default server settings), started
 * alongside, that the first one calls.
 */
@Component
public class SutLauncher {

    /** The SUT's property for where upstream calls go (default: itself). */
    static final String UPSTREAM_PROPERTY = "sut.upstream.base-url";
    /** Generous: a SUT starts in seconds on an idle machine, but in minutes on a 2-core box that is building. */
    static final Duration HEALTH_TIMEOUT = Duration.ofSeconds(240);

    static final Duration GRACE = Duration.ofSeconds(10);
    /** Short: every poll before the SUT listens is a refused connection, which costs next to nothing. */
    static final Duration HEALTH_POLL = Duration.ofMillis(50);

    private final RepoLayout layout;
    private final ChildProcessRegistry registry;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    public SutLauncher(RepoLayout layout, ChildProcessRegistry registry) {
        this.layout = layout;
        this.registry = registry;
    }

    /**
     * {@link #spawn} and {@link #awaitHealthy}.
     *
     * @param folder    the trial's folder; logs go to {@code sut.log} (and {@code upstream.log})
     * @param cancelled checked while waiting for health, so a cancel does not wait for a slow start
     */
    public RunningSut start(Scenario scenario, Approach approach, Path folder, long trialId, BooleanSupplier cancelled)
            throws SutStartException, IOException, InterruptedException {
        return awaitHealthy(spawn(scenario, approach, folder, trialId), cancelled);
    }

    /**
     * Starts the SUT's processes and returns at once (its port is known, it does not answer yet).
     *
     * @param folder the trial's folder; logs go to {@code sut.log} (and {@code upstream.log})
     */
    public RunningSut spawn(Scenario scenario, Approach approach, Path folder, long trialId) throws IOException {
        return spawn(scenario, approach, folder, trialId, CpuPlan.NONE);
    }

    /** As {@link #spawn(Scenario, Approach, Path, long)}, with the SUT and its upstream pinned to their cores. */
    public RunningSut spawn(Scenario scenario, Approach approach, Path folder, long trialId, CpuPlan cpus)
            throws IOException {
        ChildProcess upstream = null;
        String upstreamUrl = null;
        int upstreamPort = -1;
        if (scenario.upstream() == Upstream.SEPARATE) {
            upstreamPort = FreePort.pick();
            upstream = ChildProcess.start(
                    CpuAffinity.pinned(
                            cpus.upstream(), command(approach, upstreamPort, scenario.jvmOptions(), Map.of())),
                    Map.of(),
                    folder.resolve("upstream.log"),
                    "upstream",
                    trialId,
                    registry);
            upstreamUrl = "http://127.0.0.1:" + upstreamPort;
        }
        int port = FreePort.pick();
        List<String> command = command(approach, port, scenario.jvmOptions(), scenario.serverProperties());
        if (upstreamUrl != null) {
            command.add("--" + UPSTREAM_PROPERTY + "=" + upstreamUrl);
        }
        try {
            // both start at once (the SUT only calls its upstream when requests come), halving the wait
            ChildProcess sut = ChildProcess.start(
                    CpuAffinity.pinned(cpus.sut(), command),
                    Map.of(),
                    folder.resolve("sut.log"),
                    "sut",
                    trialId,
                    registry);
            StartupTimeline.mark("SUT spawned");
            return new RunningSut(sut, port, upstream, upstreamPort);
        } catch (IOException | RuntimeException e) {
            if (upstream != null) {
                upstream.stop(GRACE);
            }
            throw e;
        }
    }

    /**
     * Waits until the spawned SUT (and its upstream) answer {@code /actuator/health} with UP; stops them when
     * they do not.
     *
     * @param cancelled checked while waiting, so a cancel does not wait for a slow start
     */
    public RunningSut awaitHealthy(RunningSut running, BooleanSupplier cancelled)
            throws SutStartException, InterruptedException {
        try {
            if (running.upstream() != null) {
                awaitHealthy(running.upstream(), running.upstreamPort(), "upstream", cancelled);
            }
            awaitHealthy(running.process(), running.port(), "SUT", cancelled);
            StartupTimeline.mark("SUT healthy");
            return running;
        } catch (SutStartException | InterruptedException | RuntimeException e) {
            running.stop(GRACE);
            throw e;
        }
    }

    List<String> command(Approach approach, int port, List<String> jvmOptions, Map<String, String> serverProperties) {
        List<String> command = new ArrayList<>();
        command.add(layout.javaBinary().toString());
        command.add("--enable-native-access=ALL-UNNAMED");
        command.addAll(jvmOptions);
        command.addAll(SutAotLaunch.jarArguments(layout.sutJar(), jvmOptions));
        command.add("--approach=" + approach.id());
        command.add("--server.port=" + port);
        command.add("--server.address=127.0.0.1");
        serverProperties.forEach((key, value) -> command.add("--" + key + "=" + value));
        return command;
    }

    private void awaitHealthy(ChildProcess process, int port, String what, BooleanSupplier cancelled)
            throws SutStartException, InterruptedException {
        long deadline = System.nanoTime() + HEALTH_TIMEOUT.toNanos();
        URI health = URI.create("http://127.0.0.1:" + port + "/actuator/health");
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new SutStartException("the " + what + " exited with code "
                        + process.exitCode().orElse(-1) + " before it was healthy; last log line: "
                        + lastLine(process.logTail()));
            }
            if (cancelled.getAsBoolean()) {
                throw new InterruptedException("cancelled while the " + what + " was starting");
            }
            if (isUp(health)) {
                return;
            }
            Thread.sleep(HEALTH_POLL.toMillis());
        }
        throw new SutStartException("the " + what + " was not healthy after " + HEALTH_TIMEOUT.toSeconds() + " s");
    }

    private boolean isUp(URI health) throws InterruptedException {
        try {
            HttpResponse<String> response = http.send(
                    HttpRequest.newBuilder(health)
                            .timeout(Duration.ofSeconds(2))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200 && response.body().contains("\"UP\"");
        } catch (IOException e) {
            return false;
        }
    }

    private static String lastLine(String tail) {
        List<String> lines = tail.lines().filter(line -> !line.isBlank()).toList();
        return lines.isEmpty() ? "(empty log)" : lines.getLast().strip();
    }
}
