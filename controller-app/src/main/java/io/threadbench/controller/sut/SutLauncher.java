package io.threadbench.controller.sut;

import io.threadbench.contract.FreePort;
import io.threadbench.contract.SutHttp;
import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.container.ContainerImage;
import io.threadbench.controller.container.ContainerOwner;
import io.threadbench.controller.container.DockerEngine;
import io.threadbench.controller.container.EngineUnavailableException;
import io.threadbench.controller.container.PostgresImageBuilder;
import io.threadbench.controller.container.SutImageBuilder;
import io.threadbench.controller.container.TrialContainer;
import io.threadbench.controller.database.PostgresBinaries;
import io.threadbench.controller.database.PostgresServer;
import io.threadbench.controller.process.ChildProcess;
import io.threadbench.controller.process.ChildProcessRegistry;
import io.threadbench.controller.process.CpuAffinity;
import io.threadbench.controller.process.CpuPlan;
import io.threadbench.controller.process.CpuSet;
import io.threadbench.controller.process.StartupTimeline;
import io.threadbench.controller.scenario.Database;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Upstream;
import io.threadbench.controller.variant.ContainerLimits;
import io.threadbench.controller.variant.RegisteredService;
import io.threadbench.controller.variant.Variant;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.springframework.stereotype.Component;

/**
 * Starts the service-under-test of a trial's variant (DESIGN §3a). For a built-in variant: a free port, the variant's java with
 * {@code --enable-native-access=ALL-UNNAMED}, the scenario's JVM options, {@code -jar} (from the AOT cache
 * when the build made one, see {@link SutAotLaunch}), {@code --approach=},
 * and the scenario's server properties as {@code --key=value} arguments (validated by the scenario rules,
 * never through a shell). Waits until {@code /actuator/health} answers UP. A scenario with a separate
 * upstream gets a second SUT process (same approach and JVM options, default server settings), started
 * alongside, that the first one calls. A registered service starts as {@link #serviceCommand} says and is ready when
 * its health path answers 2xx. The variant's environment variables are added to the inherited ones. A variant with
 * container limits runs the same command inside a Docker container on the host's network (DESIGN §3a "Containers").
 */
@Component
public class SutLauncher {

    /** The SUT's property for where upstream calls go (default: itself). */
    static final String UPSTREAM_PROPERTY = SutHttp.UPSTREAM_BASE_URL_PROPERTY;
    /** Generous: a SUT starts in seconds on an idle machine, but in minutes on a 2-core box that is building. */
    static final Duration HEALTH_TIMEOUT = Duration.ofSeconds(240);

    /** The SUT's property for a fixed wait added to every answer (the B side of an A/B check). */
    static final String EXTRA_DELAY_PROPERTY = SutHttp.EXTRA_DELAY_MICROS_PROPERTY;

    /** Where our SUT says it is ready. */
    static final String BUILTIN_HEALTH = "/actuator/health";

    /** A service that runs elsewhere is up already, or will not come up by waiting. */
    static final Duration ELSEWHERE_HEALTH_TIMEOUT = Duration.ofSeconds(15);

    static final Duration GRACE = Duration.ofSeconds(10);

    /** Our SUT's image with its AOT training, here: 95-154 s while the suite ran beside it (DESIGN §3a). */
    static final long SUT_IMAGE_WITH_AOT_CACHE_SECONDS = 120;

    /** A registered service's image (jlink, libraries, the jar; no training): 8-38 s here. */
    static final long SUT_IMAGE_SECONDS = 20;

    /** PostgreSQL's image (its installation and libraries, 65.8 MB): 2.1 s here. */
    static final long POSTGRES_IMAGE_SECONDS = 5;

    /** Short: every poll before the SUT listens is a refused connection, which costs next to nothing. */
    static final Duration HEALTH_POLL = Duration.ofMillis(50);

    private final RepoLayout layout;
    private final ChildProcessRegistry registry;
    private final DockerEngine docker;
    private final SutImageBuilder images;
    private final PostgresImageBuilder postgresImages;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    public SutLauncher(
            RepoLayout layout,
            ChildProcessRegistry registry,
            DockerEngine docker,
            SutImageBuilder images,
            PostgresImageBuilder postgresImages) {
        this.layout = layout;
        this.registry = registry;
        this.docker = docker;
        this.images = images;
        this.postgresImages = postgresImages;
    }

    /**
     * {@link #spawn} and {@link #awaitHealthy}.
     *
     * @param folder    the trial's folder; logs go to {@code sut.log} (and {@code upstream.log})
     * @param cancelled checked while waiting for health, so a cancel does not wait for a slow start
     */
    public RunningSut start(Scenario scenario, Variant variant, Path folder, long trialId, BooleanSupplier cancelled)
            throws SutStartException, IOException, InterruptedException {
        return awaitHealthy(spawn(scenario, variant, folder, trialId, CpuPlan.NONE), cancelled);
    }

    /**
     * Starts the variant's processes with the SUT and its upstream pinned to their cores, and returns at once (its
     * port is known, it does not answer yet). The database starts first and answers before this returns. Each of the
     * three runs in a container of its own when the variant's container limits name it.
     *
     * @param folder the trial's folder; logs go to {@code sut.log} (and {@code upstream.log}, {@code database.log})
     */
    public RunningSut spawn(Scenario scenario, Variant variant, Path folder, long trialId, CpuPlan cpus)
            throws IOException, InterruptedException {
        if (!variant.isBuiltin() && variant.service().runsElsewhere()) {
            return RunningSut.elsewhere(
                    variant.service().baseUrl(), variant.service().healthPath());
        }
        ContainerLimits boxes = variant.container();
        // the SUT connects at start-up, so its database must accept connections first (a second or two)
        PostgresServer database =
                variant.isBuiltin() && scenario.work().backend().database() == Database.POSTGRES
                        ? startDatabase(boxes == null ? null : boxes.database(), folder, trialId, cpus)
                        : null;
        StartedUpstream upstream = null;
        try {
            LaunchSpec spec = LaunchSpec.of(scenario, variant);
            if (variant.isBuiltin() && scenario.work().upstream() == Upstream.SEPARATE) {
                upstream = startUpstream(variant, spec, boxes == null ? null : boxes.upstream(), folder, trialId, cpus);
            }
            int port = FreePort.pick();
            List<String> command = variant.isBuiltin()
                    ? builtinCommand(variant, port, spec, backendProperties(scenario, database), variant.inContainer())
                    : serviceCommand(variant, port, spec);
            if (upstream != null) {
                command.add("--" + UPSTREAM_PROPERTY + "=http://127.0.0.1:" + upstream.port());
            }
            long extraDelay = variant.extraDelayMicros(scenario.work().delayMillis());
            if (extraDelay > 0) {
                command.add("--" + EXTRA_DELAY_PROPERTY + "=" + extraDelay);
            }
            TrialContainer container =
                    variant.inContainer() ? container(variant, trialId, "sut", port, boxes.own()) : null;
            if (container != null) {
                command = boxedCommand(container, command, variant, folder, "sut.log", cpus.sut());
            }
            // both start at once (the SUT only calls its upstream when requests come), halving the wait
            ChildProcess sut = ChildProcess.start(
                    container != null ? command : CpuAffinity.pinned(cpus.sut(), command),
                    variant.environment(),
                    folder.resolve("sut.log"),
                    "sut",
                    trialId,
                    registry);
            StartupTimeline.mark("SUT spawned");
            String health =
                    variant.isBuiltin() ? BUILTIN_HEALTH : variant.service().healthPath();
            return new RunningSut(
                    sut,
                    port,
                    upstream == null ? null : upstream.process(),
                    upstream == null ? -1 : upstream.port(),
                    health,
                    variant.isBuiltin(),
                    null,
                    database,
                    container,
                    upstream == null ? null : upstream.box());
        } catch (IOException | RuntimeException e) {
            // whatever started before the failure (a missing jar, say) must not outlive it
            if (upstream != null) {
                upstream.stop();
            }
            if (database != null) {
                database.stop(GRACE);
            }
            throw e;
        }
    }

    /** A started separate upstream: its process (a {@code docker run} client when boxed), port and container. */
    private record StartedUpstream(ChildProcess process, int port, TrialContainer box) {
        void stop() {
            process.stop(GRACE);
            if (box != null) {
                box.remove();
            }
        }
    }

    /**
     * The scenario's separate upstream: a second SUT with the same approach and JVM options and default server
     * settings, bare on the upstream's cores or in a container of its own with {@code limits} (null: bare).
     */
    private StartedUpstream startUpstream(
            Variant variant, LaunchSpec spec, ContainerLimits limits, Path folder, long trialId, CpuPlan cpus)
            throws IOException {
        int port = FreePort.pick();
        List<String> command = builtinCommand(variant, port, spec, Map.of(), limits != null);
        TrialContainer box = limits == null ? null : container(variant, trialId, "upstream", port, limits);
        command = box == null
                ? CpuAffinity.pinned(cpus.upstream(), command)
                : boxedCommand(box, command, variant, folder, "upstream.log", cpus.upstream());
        try {
            return new StartedUpstream(
                    ChildProcess.start(
                            command,
                            variant.environment(),
                            folder.resolve("upstream.log"),
                            "upstream",
                            trialId,
                            registry),
                    port,
                    box);
        } catch (IOException | RuntimeException e) {
            if (box != null) {
                box.remove();
            }
            throw e;
        }
    }

    /**
     * The scenario's PostgreSQL, bare or in a container of its own with {@code limits} (null: bare), pinned to the
     * upstream's cores unless its limits name a cpuset.
     */
    private PostgresServer startDatabase(ContainerLimits limits, Path folder, long trialId, CpuPlan cpus)
            throws IOException, InterruptedException {
        if (limits == null) {
            return PostgresServer.start(folder, trialId, cpus.upstream(), registry);
        }
        docker.requireAnswering();
        ContainerImage image = postgresImages.imageFor(PostgresBinaries.locate().getParent());
        ContainerOwner owner = new ContainerOwner(layout.home(), trialId);
        return PostgresServer.start(
                folder,
                trialId,
                cpus.upstream(),
                registry,
                port -> new TrialContainer(
                        docker, "threadbench-database-" + trialId + "-" + port, limits, image, 0, owner));
    }

    /**
     * Builds the container images this trial needs and this engine lacks (the SUT's, also its upstream's, and the
     * database's), telling {@code building} before each, so that a build of a minute or two is neither counted in
     * the SUT's start-up nor a silent wait; the build's time heads the log of the process it is for ({@code sut.log},
     * {@code database.log} in {@code folder}). Nothing for a trial without containers.
     */
    public void prepareImages(Scenario scenario, Variant variant, Path folder, Consumer<String> building)
            throws IOException, InterruptedException {
        if (!boxed(variant)) {
            return;
        }
        docker.requireAnswering();
        List<ImageBuild> missing = new ArrayList<>();
        sutImageBuild(sutImage(variant)).ifPresent(missing::add);
        if (boxesDatabase(scenario, variant)) {
            postgresImageBuild().ifPresent(missing::add);
        }
        for (ImageBuild build : missing) {
            building.accept("building " + build.what() + ": " + build.howOften());
            logBuilt(folder.resolve(build.logName()), build.builder().build());
        }
    }

    /**
     * The container images the trials of {@code scenarios} × {@code variants} would build first, each once (the plan
     * counts them): one question to the engine per image, however many trials need it. None without containers, or
     * when the engine does not answer or a jar cannot be read (the trial says why).
     */
    public List<ImageBuild> imagesToBuild(List<Scenario> scenarios, List<Variant> variants) {
        List<Variant> boxed = variants.stream().filter(SutLauncher::boxed).toList();
        if (boxed.isEmpty() || !docker.answers()) {
            return List.of();
        }
        List<ImageBuild> missing = new ArrayList<>();
        try {
            for (SutImage sut : boxed.stream().map(this::sutImage).distinct().toList()) {
                sutImageBuild(sut).ifPresent(missing::add);
            }
            if (boxed.stream()
                    .anyMatch(variant -> scenarios.stream().anyMatch(scenario -> boxesDatabase(scenario, variant)))) {
                postgresImageBuild().ifPresent(missing::add);
            }
        } catch (IOException | IllegalStateException e) { // a jar gone, no PostgreSQL here
            return List.of();
        }
        return missing;
    }

    /**
     * A container image a trial builds before its start.
     *
     * @param what             "the container image of PostgreSQL", as the trial's step note and the plan say it
     * @param estimatedSeconds about how long it takes on this 2-core machine (DESIGN §3a "Containers")
     */
    public record ImageBuild(String what, String howOften, long estimatedSeconds, String logName, Builder builder) {

        /** Builds the image. */
        public interface Builder {
            ContainerImage build() throws IOException, EngineUnavailableException;
        }
    }

    private static boolean boxed(Variant variant) {
        return variant.container() != null
                && (variant.isBuiltin() || !variant.service().runsElsewhere());
    }

    /** Whether a trial of {@code variant} in {@code scenario} runs the scenario's PostgreSQL in a container. */
    private static boolean boxesDatabase(Scenario scenario, Variant variant) {
        return boxed(variant)
                && variant.container().database() != null
                && variant.isBuiltin()
                && scenario.work().backend().database() == Database.POSTGRES;
    }

    /** The build of the SUT's image when the engine lacks it. */
    private Optional<ImageBuild> sutImageBuild(SutImage sut) throws IOException {
        if (images.has(sut.jar(), sut.jdkHome(), sut.trainingMain())) {
            return Optional.empty();
        }
        boolean trained = sut.trainingMain() != null;
        return Optional.of(new ImageBuild(
                "the container image of " + sut.jar().getFileName() + " on JDK "
                        + sut.jdkHome().getFileName() + (trained ? " with its AOT cache" : ""),
                "once per jar and JDK, a minute or two",
                trained ? SUT_IMAGE_WITH_AOT_CACHE_SECONDS : SUT_IMAGE_SECONDS,
                "sut.log",
                () -> images.imageFor(sut.jar(), sut.jdkHome(), sut.trainingMain())));
    }

    /** The build of PostgreSQL's image when the engine lacks it. */
    private Optional<ImageBuild> postgresImageBuild() throws IOException {
        Path postgres = PostgresBinaries.locate().getParent();
        if (postgresImages.has(postgres)) {
            return Optional.empty();
        }
        return Optional.of(new ImageBuild(
                "the container image of PostgreSQL",
                "once per installation, a few seconds",
                POSTGRES_IMAGE_SECONDS,
                "database.log",
                () -> postgresImages.imageFor(postgres)));
    }

    private static void logBuilt(Path log, ContainerImage image) throws IOException {
        Files.writeString(
                log,
                "threadbench: container image " + image.describe() + ", before the trial's start\n",
                StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }

    /** What a variant's SUT image is made of: the jar, the JDK, and the main class of its AOT training (or null). */
    private record SutImage(Path jar, Path jdkHome, String trainingMain) {}

    private SutImage sutImage(Variant variant) {
        Path jar = variant.isBuiltin()
                ? layout.sutJar()
                : Path.of(variant.service().jar());
        // our SUT gets an AOT cache trained in its image; a registered service has no training run
        return new SutImage(
                jar, javaOf(variant).getParent().getParent(), variant.isBuiltin() ? SutAotLaunch.TRAINING_MAIN : null);
    }

    /**
     * The container a variant's SUT (role {@code sut}) or its upstream ({@code upstream}, the same jar) runs in, its
     * image built first when this jar and JDK have none yet (DESIGN §3a "Containers").
     */
    private TrialContainer container(Variant variant, long trialId, String role, int port, ContainerLimits limits)
            throws IOException {
        docker.requireAnswering();
        SutImage made = sutImage(variant);
        ContainerImage image = images.imageFor(made.jar(), made.jdkHome(), made.trainingMain());
        return new TrialContainer(
                docker,
                "threadbench-" + role + "-" + trialId + "-" + port,
                limits,
                image,
                FreePort.pick(),
                new ContainerOwner(layout.home(), trialId));
    }

    /**
     * {@code docker run} of a bare JVM command in {@code container}, on {@code cpus} unless its limits name a
     * cpuset; the image's origin and build time head the log, where a slow first trial is looked into.
     */
    private static List<String> boxedCommand(
            TrialContainer container, List<String> bare, Variant variant, Path folder, String log, CpuSet cpus)
            throws IOException {
        container.headLog(folder.resolve(log));
        return container.runCommand(
                inContainer(bare, container), variant.environment().keySet(), cpus == null ? null : cpus.toString());
    }

    /**
     * A bare command made to run inside the container: the image's java and jar in place of the host's, the JMX
     * options the telemetry connects through, and the image's AOT cache when it has one (and the options leave class
     * sharing alone), before {@code -jar}.
     */
    static List<String> inContainer(List<String> bare, TrialContainer container) {
        List<String> command = new ArrayList<>();
        command.add(SutImageBuilder.JAVA);
        command.addAll(container.jmxOptions());
        for (int i = 1; i < bare.size(); i++) {
            boolean jarPath = bare.get(i - 1).equals("-jar");
            if (bare.get(i).equals("-jar")
                    && container.image().aotCache()
                    && SutAotLaunch.allowsCache(bare.subList(1, i))) {
                command.add("-XX:AOTCache=" + SutImageBuilder.AOT_CACHE);
            }
            command.add(jarPath ? SutImageBuilder.JAR : bare.get(i));
        }
        return command;
    }

    /**
     * The scenario's server properties after the backend's (cache, upstream client, and the started database's
     * connection), so a property the user set explicitly still has the last word.
     */
    static Map<String, String> backendProperties(Scenario scenario, PostgresServer database) {
        Map<String, String> properties =
                new LinkedHashMap<>(scenario.work().backend().sutProperties());
        if (database != null) {
            properties.putAll(database.sutProperties());
        }
        properties.putAll(scenario.launch().serverProperties());
        return properties;
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
                awaitHealthy(
                        running.upstream(),
                        "http://127.0.0.1:" + running.upstreamPort(),
                        BUILTIN_HEALTH,
                        true,
                        "upstream",
                        cancelled);
                if (running.upstreamContainer() != null) {
                    running.upstreamContainer().resolve();
                }
            }
            awaitHealthy(
                    running.process(), running.baseUrl(), running.healthPath(), running.wantsUp(), "SUT", cancelled);
            if (running.container() != null) {
                running.container().resolve();
            }
            StartupTimeline.mark("SUT healthy");
            return running;
        } catch (IOException e) {
            running.stop(GRACE);
            throw new SutStartException("a container of the trial runs but cannot be inspected: " + e.getMessage());
        } catch (SutStartException e) {
            // asked before the container is removed: afterwards the engine cannot say how it ended
            Optional<String> killed = running.killedForMemory();
            running.stop(GRACE);
            if (killed.isPresent()) {
                throw new SutStartException(killed.get() + ", before the SUT was healthy");
            }
            throw e;
        } catch (InterruptedException | RuntimeException e) {
            running.stop(GRACE);
            throw e;
        }
    }

    /**
     * Our SUT jar as the variant's approach, on the variant's JDK with the spec's JVM options, then {@code
     * serverProperties} (the backend's and the scenario's for the SUT, none for its upstream) and the variant's;
     * from the build's AOT cache unless it is to run in a container ({@code boxed}: the image has its own).
     */
    List<String> builtinCommand(
            Variant variant, int port, LaunchSpec spec, Map<String, String> serverProperties, boolean boxed) {
        List<String> options = spec.jvmOptions();
        List<String> command = new ArrayList<>();
        command.add(javaOf(variant).toString());
        command.add("--enable-native-access=ALL-UNNAMED");
        command.addAll(options);
        // the AOT cache was trained by the build's JDK; another JDK must not be handed it
        command.addAll(
                onDefaultJdk(variant) && !boxed
                        ? SutAotLaunch.jarArguments(layout.sutJar(), options)
                        : List.of("-jar", layout.sutJar().toString()));
        command.add("--approach=" + variant.approach());
        command.add("--server.port=" + port);
        command.add("--server.address=127.0.0.1");
        serverProperties.forEach((key, value) -> command.add("--" + key + "=" + value));
        spec.variantProperties().forEach((key, value) -> command.add("--" + key + "=" + value));
        return command;
    }

    /**
     * A registered service: its jar started by the variant's java (JVM options before {@code -jar}), or its
     * command with {@code {java}} and {@code {port}} filled in; then the port argument (unless the command placed
     * {@code {port}} itself) and the scenario's and the variant's server properties as {@code --key=value}.
     */
    List<String> serviceCommand(Variant variant, int port, LaunchSpec spec) {
        RegisteredService service = variant.service();
        String java = javaOf(variant).toString();
        List<String> options = spec.jvmOptions();
        List<String> command = new ArrayList<>();
        boolean portPlaced = false;
        if (service.startsFromJar()) {
            command.add(java);
            if (javaFeature(variant) >= 22) {
                command.add("--enable-native-access=ALL-UNNAMED");
            }
            command.addAll(options);
            command.add("-jar");
            command.add(service.jar());
            command.addAll(service.arguments());
        } else {
            for (int i = 0; i < service.command().size(); i++) {
                String entry = service.command().get(i);
                if (i == 0 && entry.equals(RegisteredService.JAVA_PLACEHOLDER)) {
                    command.add(java);
                    command.addAll(options);
                    continue;
                }
                portPlaced |= entry.contains(RegisteredService.PORT_PLACEHOLDER);
                command.add(entry.replace(RegisteredService.PORT_PLACEHOLDER, Integer.toString(port)));
            }
        }
        if (!portPlaced) {
            command.add(service.portArgument().replace(RegisteredService.PORT_PLACEHOLDER, Integer.toString(port)));
        }
        if (service.springBootJar()) {
            command.add("--server.address=127.0.0.1");
        }
        spec.scenarioProperties().forEach((key, value) -> command.add("--" + key + "=" + value));
        spec.variantProperties().forEach((key, value) -> command.add("--" + key + "=" + value));
        return command;
    }

    private Path javaOf(Variant variant) {
        return variant.jdk() == null ? layout.javaBinary() : variant.jdk().javaBinary();
    }

    private boolean onDefaultJdk(Variant variant) {
        if (variant.jdk() == null) {
            return true;
        }
        try {
            return variant.jdk()
                    .javaBinary()
                    .toRealPath()
                    .equals(layout.javaBinary().toRealPath());
        } catch (IOException e) {
            return false;
        }
    }

    private static int javaFeature(Variant variant) {
        return variant.jdk() == null
                ? Runtime.version().feature()
                : variant.jdk().feature();
    }

    private void awaitHealthy(
            ChildProcess process, String baseUrl, String path, boolean wantsUp, String what, BooleanSupplier cancelled)
            throws SutStartException, InterruptedException {
        long deadline = System.nanoTime() + (process == null ? ELSEWHERE_HEALTH_TIMEOUT : HEALTH_TIMEOUT).toNanos();
        URI health = URI.create(baseUrl + path);
        while (System.nanoTime() < deadline) {
            if (process != null && !process.isAlive()) {
                throw new SutStartException("the " + what + " exited with code "
                        + process.exitCode().orElse(-1) + " before it was healthy; last log line: "
                        + lastLine(process.logTail()));
            }
            if (cancelled.getAsBoolean()) {
                throw new InterruptedException("cancelled while the " + what + " was starting");
            }
            if (isUp(health, wantsUp)) {
                return;
            }
            Thread.sleep(HEALTH_POLL.toMillis());
        }
        if (process == null) {
            throw new SutStartException("the service at " + baseUrl + " did not answer " + path + " with a 2xx within "
                    + ELSEWHERE_HEALTH_TIMEOUT.toSeconds() + " s");
        }
        throw new SutStartException("the " + what + " was not healthy after " + HEALTH_TIMEOUT.toSeconds() + " s");
    }

    /** A 2xx, and for our SUT a body that says UP. */
    private boolean isUp(URI health, boolean wantsUp) throws InterruptedException {
        try {
            HttpResponse<String> response = http.send(
                    HttpRequest.newBuilder(health)
                            .timeout(Duration.ofSeconds(2))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            return wantsUp
                    ? response.statusCode() == 200 && response.body().contains("\"UP\"")
                    : response.statusCode() / 100 == 2;
        } catch (IOException e) {
            return false;
        }
    }

    private static String lastLine(String tail) {
        List<String> lines = tail.lines().filter(line -> !line.isBlank()).toList();
        return lines.isEmpty() ? "(empty log)" : lines.getLast().strip();
    }
}
