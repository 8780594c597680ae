package io.threadbench.controller.container;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.TestHttp;
import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.benchmark.BenchmarkTestSupport.Response;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.benchmark.TrialStep;
import io.threadbench.controller.metrics.TrialSummaryService;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * A registered jar in a container on a real Docker engine: kept answers grow past a 96 MB limit, the kernel kills
 * the container, its trial fails as killed for memory with the
 * cgroup's peak, the verdict names that as why it loses, and the benchmark goes on to the same jar as a bare process;
 * and a benchmark cancelled while its container measures leaves no container labelled with this data folder.
 */
class ContainerTrialTests extends BenchmarkTestSupport {

    private DockerEngine docker;

    @Autowired
    TrialSummaryService summaries;

    @Autowired
    SutImageBuilder images;

    @BeforeEach
    void hogService() throws IOException {
        docker = EngineOrSkip.engine();
        if (send("GET", "/api/services/hog", null).status() == 404) {
            assertThat(send(
                                    "POST",
                                    "/api/services?springBootVariants=false",
                                    "{\"name\": \"hog\", \"jar\": \"" + HogJar.path() + "\"}")
                            .status())
                    .isEqualTo(201);
        }
    }

    @Test
    void aContainerKilledByItsMemoryLimitFailsItsTrialAsOomKilledAndTheBenchmarkGoesOn() throws Exception {
        for (String variant : List.of(
                "{\"label\": \"hog-boxed\", \"service\": \"hog\", \"jvmOptions\": [\"-Xmx512m\"],"
                        + " \"container\": {\"cpus\": 1, \"memory\": \"96m\"}}",
                "{\"label\": \"hog-bare\", \"service\": \"hog\", \"jvmOptions\": [\"-Xmx512m\"]}")) {
            assertThat(send("POST", "/api/variants", variant).status()).isEqualTo(201);
        }
        Benchmark created = once("hog-keeps", 20, 3, "/keep", "hog-boxed", "hog-bare");
        awaitFinished(created.id());

        List<Trial> trials = benchmarks.trials(created.id());
        Trial boxed = trials.stream()
                .filter(t -> t.variant().label().equals("hog-boxed"))
                .findFirst()
                .orElseThrow();
        Trial bare = trials.stream()
                .filter(t -> t.variant().label().equals("hog-bare"))
                .findFirst()
                .orElseThrow();
        assertThat(boxed.status()).isEqualTo(RunStatus.FAILED);
        assertThat(boxed.error()).startsWith("killed for memory: limit 96 MiB, peak ");
        Matcher peak = Pattern.compile("peak ([0-9.]+) MiB").matcher(boxed.error());
        assertThat(peak.find()).as(boxed.error()).isTrue();
        assertThat(Double.parseDouble(peak.group(1)))
                .as("the cgroup's high-water mark, at the limit")
                .isBetween(90.0, 97.0);
        assertThat(bare.status()).as(bare.error()).isEqualTo(RunStatus.SUCCEEDED);
        JsonNode verdict = send("GET", "/api/benchmarks/" + created.id() + "/verdict", null)
                .json()
                .get("scenarios")
                .get(0);
        assertThat(verdict.get("winner").asString()).isEqualTo("hog-bare");
        assertThat(verdict.get("headline").asString())
                .startsWith("hog-bare wins: hog-boxed was killed for memory (limit 96 MiB, peak ");
        assertThat(verdict.get("reasons").get(0).get("code").asString()).isEqualTo("KILLED_FOR_MEMORY");
        assertThat(verdict.get("reasons").get(0).get("trialId").asLong()).isEqualTo(boxed.id());
        assertThat(TrialContainers.labelled(docker, HOME, boxed.id()))
                .as("the container is removed after its trial")
                .isEmpty();
        assertNoChildProcesses();
    }

    /**
     * The first trial of a jar in a container waits for its image (a minute or two with the SUT's AOT training): that
     * wait is said, logged with its time, and not counted in the SUT's start-up, which would otherwise rank the
     * variant that happened to run first as the slow starter.
     */
    @Test
    void anImageBuiltForATrialIsNotCountedInItsStartUp() throws Exception {
        String name = "hog-new-" + System.nanoTime();
        boxedService(name, HogJar.unique());
        scenario("hog-health", 10, 2, "/actuator/health");
        JsonNode plan =
                send("POST", "/api/benchmarks/plan", """
                        {"scenarios": ["hog-health"], "variants": ["%s"], "repetitions": 2}
                        """.formatted(name)).json();
        assertThat(plan.get("imageBuilds").values().stream().map(JsonNode::asString))
                .as("the image is built once for both trials")
                .singleElement()
                .asString()
                .startsWith("the container image of threadbench-hog")
                .contains(" on JDK ");
        assertThat(plan.get("imageBuildSeconds").asLong()).isPositive();
        assertThat(plan.get("estimatedSeconds").asLong())
                .isGreaterThanOrEqualTo(plan.get("loadSeconds").asLong()
                        + plan.get("imageBuildSeconds").asLong());
        String form = TestHttp.send(
                        java.net.http.HttpClient.newHttpClient(),
                        java.net.http.HttpRequest.newBuilder(
                                        java.net.URI.create("http://127.0.0.1:" + port + "/benchmarks/plan"))
                                .header("HX-Request", "true")
                                .header("Content-Type", "application/x-www-form-urlencoded")
                                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(
                                        "scenarios=hog-health&variants=" + name + "&repetitions=2"))
                                .build())
                .body();
        assertThat(form)
                .as("the form's plan says it too")
                .contains("to build what the containers need first")
                .contains("Built once before the first trial that needs it, then reused:")
                .contains("<span>the container image of threadbench-hog");
        Benchmark created = once("hog-health", 10, 2, "/actuator/health", name);
        String seen = null;
        String page = null;
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MINUTES.toNanos(3);
        // the build takes seconds; the page is read while the note is there (read again if the build ended meanwhile)
        while ((page == null || !page.contains("building the container image")) && System.nanoTime() < deadline) {
            Trial running = benchmarks.trials(created.id()).getFirst();
            if (running.status().finished()) {
                break;
            }
            if (running.stepNote() != null) {
                seen = running.stepNote();
                page = send("GET", "/benchmarks/" + created.id(), null).body();
            }
            Thread.sleep(50);
        }
        assertThat(seen)
                .as("the trial says what it waits for, stored so that a page opened meanwhile shows it")
                .startsWith("building the container image of threadbench-hog")
                .endsWith(": once per jar and JDK, a minute or two");
        assertThat(page)
                .as("the page opened during the build shows it in the progress line and the trial's panel")
                .contains("(starting-sut: building the container image of threadbench-hog")
                .contains("<small class=\"trial-step\">starting-sut: building the container image of threadbench-hog");
        awaitFinished(created.id());

        Trial trial = benchmarks.trials(created.id()).getFirst();
        assertThat(trial.status()).as(trial.error()).isEqualTo(RunStatus.SUCCEEDED);
        assertThat(trial.stepNote()).as("gone with the build").isNull();
        String log = Files.readString(HOME.resolve("trials/" + trial.id() + "/sut.log"));
        Matcher built = Pattern.compile(
                        "^threadbench: container image (threadbench-sut:\\S+) \\(built in ([0-9.]+) s\\), before the"
                                + " trial's start\n")
                .matcher(log);
        assertThat(built.find()).as(log).isTrue();
        try {
            double buildSeconds = Double.parseDouble(built.group(2));
            double startup = summaries.metrics(trial.id()).get("startup_seconds");
            System.out.printf(
                    "image built in %.1f s before the trial; the SUT started in %.2f s%n", buildSeconds, startup);
            assertThat(startup)
                    .as("the SUT's start-up, without the image built before it (%.1f s)", buildSeconds)
                    .isLessThan(buildSeconds);
            assertThat(log).contains("threadbench: container image " + built.group(1) + " (reused), limits 1 CPU");
        } finally {
            docker.run(List.of("rmi", "--force", built.group(1)), Duration.ofMinutes(1));
        }
    }

    /** A rebuilt jar (same path, new bytes, so a new tag) replaces its older image rather than piling up beside it. */
    @Test
    void theImageOfARebuiltJarReplacesTheOlderOne() throws Exception {
        Path jar = TestHttp.tempFolder("threadbench-rebuilt").resolve("service.jar");
        Path jdkHome = Path.of(System.getProperty("java.home"));
        Files.copy(HogJar.unique(), jar);
        ContainerImage first = images.imageFor(jar, jdkHome, null);
        Files.copy(HogJar.unique(), jar, StandardCopyOption.REPLACE_EXISTING);
        ContainerImage second = images.imageFor(jar, jdkHome, null);
        try {
            assertThat(second.tag()).isNotEqualTo(first.tag());
            assertThat(docker.run(List.of("image", "inspect", first.tag()), Duration.ofSeconds(30))
                            .ok())
                    .as("the first build's image is gone")
                    .isFalse();
            assertThat(images.has(jar, jdkHome, null)).isTrue();
        } finally {
            docker.run(List.of("rmi", "--force", first.tag(), second.tag()), Duration.ofMinutes(1));
        }
    }

    @Test
    void aPlanWhoseJarIsGoneIsStillAnAnswer() throws Exception {
        String name = "hog-gone-" + System.nanoTime();
        Path jar = HogJar.unique();
        boxedService(name, jar);
        scenario("hog-health", 10, 2, "/actuator/health");
        Files.delete(jar);
        Response plan = send("POST", "/api/benchmarks/plan", """
                {"scenarios": ["hog-health"], "variants": ["%s"], "repetitions": 2}
                """.formatted(name));
        assertThat(plan.status())
                .as(
                        "a jar deleted after it was registered is the trial's to report, not a failure of the plan: %s",
                        plan.body())
                .isIn(200, 400);
    }

    @Test
    void unlabelledImagesGoOnceTheyAreOld() throws Exception {
        String repository = "threadbench-stale-" + ProcessHandle.current().pid();
        Path staging = TestHttp.tempFolder("threadbench-stale-image");
        Path root = Files.createDirectories(staging.resolve("rootfs/etc"));
        Files.writeString(root.resolve("hostname"), "stale\n");
        RootImage.importRoot(docker, staging, staging.resolve("rootfs"), repository + ":left-by-a-killed-build");
        RootImage.importRoot(
                docker,
                staging,
                staging.resolve("rootfs"),
                repository + ":labelled",
                java.util.Map.of(SutImageBuilder.MADE_FROM_LABEL, "a jar"));
        try {
            assertThat(images.removeStale(repository, SutImageBuilder.STALE_AFTER))
                    .as("one made just now may be another controller's build under way")
                    .isEmpty();
            Thread.sleep(1100); // the engine tells the time of an image in whole seconds
            assertThat(images.removeStale(repository, Duration.ZERO))
                    .containsExactly(repository + ":left-by-a-killed-build");
            assertThat(RootImage.exists(docker, repository + ":left-by-a-killed-build"))
                    .isFalse();
            assertThat(RootImage.exists(docker, repository + ":labelled")).isTrue();
        } finally {
            docker.run(
                    List.of("rmi", "--force", repository + ":left-by-a-killed-build", repository + ":labelled"),
                    Duration.ofMinutes(1));
        }
    }

    @Test
    void aBenchmarkCancelledWhileItsContainerMeasuresLeavesNoContainer() throws Exception {
        assertThat(send(
                                "POST",
                                "/api/variants",
                                "{\"label\": \"hog-idle-boxed\", \"service\": \"hog\","
                                        + " \"container\": {\"cpus\": 1, \"memory\": \"256m\"}}")
                        .status())
                .isEqualTo(201);
        Benchmark created = once("hog-health-long", 5, 300, "/actuator/health", "hog-idle-boxed");
        long trialId = benchmarks.trials(created.id()).getFirst().id();

        awaitStep(trialId, TrialStep.MEASURING);
        assertThat(TrialContainers.labelled(docker, HOME, trialId))
                .as("its container runs, labelled")
                .hasSize(1);
        assertThat(send("POST", "/api/benchmarks/" + created.id() + "/cancel", null)
                        .status())
                .isEqualTo(200);

        assertThat(awaitFinished(created.id()).status()).isEqualTo(RunStatus.CANCELLED);
        assertThat(TrialContainers.labelled(docker, HOME, trialId)).isEmpty();
        assertNoChildProcesses();
    }

    /** A service of {@code jar} named {@code name}, and a variant of the same name boxing it (1 CPU, 256 MB). */
    private void boxedService(String name, Path jar) {
        assertThat(send(
                                "POST",
                                "/api/services?springBootVariants=false",
                                "{\"name\": \"%s\", \"jar\": \"%s\"}".formatted(name, jar))
                        .status())
                .isEqualTo(201);
        assertThat(send("POST", "/api/variants", """
                        {"label": "%s", "service": "%s", "container": {"cpus": 1, "memory": "256m"}}
                        """.formatted(name, name)).status())
                .isEqualTo(201);
    }

    /** A benchmark of one repetition of {@code variants}: a scenario of its own, {@code rps} GETs of {@code path}. */
    private Benchmark once(String scenario, int rps, int seconds, String path, String... variants) {
        scenario(scenario, rps, seconds, path);
        return benchmarks.create(BenchmarkRequest.builder()
                .scenarios(List.of(scenario))
                .repetitions(1)
                .variants(List.of(variants))
                .build());
    }

    /** A scenario of its own: {@code rps} GETs of {@code path} a second for {@code seconds}, in place of any older. */
    private void scenario(String scenario, int rps, int seconds, String path) {
        scenarios.find(scenario).ifPresent(existing -> scenarios.delete(scenario));
        assertThat(send("POST", "/api/scenarios", """
                        {"name": "%s", "workload": "requests", "loadShape": "constant-rate",
                         "rps": %d, "vus": 5, "durationSeconds": %d, "warmupSeconds": 1,
                         "requests": [{"path": "%s"}]}
                        """.formatted(scenario, rps, seconds, path))
                        .status())
                .isEqualTo(201);
    }
}
