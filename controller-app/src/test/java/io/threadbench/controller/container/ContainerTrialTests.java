package io.threadbench.controller.container;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A registered jar in a container on a real Docker engine: kept answers grow past a 96 MB limit, the kernel kills
 * the container, its trial fails as OOM-killed, and the benchmark goes on to the same jar as a bare process.
 */
class ContainerTrialTests extends BenchmarkTestSupport {

    @Test
    void aContainerKilledByItsMemoryLimitFailsItsTrialAsOomKilledAndTheBenchmarkGoesOn() throws Exception {
        DockerEngine docker = new DockerEngine();
        assertThat(docker.answers()).as(DockerEngine.INSTALL_HINT).isTrue();
        String jar = HogJar.path().toString();
        assertThat(send(
                                "POST",
                                "/api/services?springBootVariants=false",
                                "{\"name\": \"hog\", \"jar\": \"" + jar + "\"}")
                        .status())
                .isEqualTo(201);
        for (String variant : List.of(
                "{\"label\": \"hog-boxed\", \"service\": \"hog\", \"jvmOptions\": [\"-Xmx512m\"],"
                        + " \"container\": {\"cpus\": 1, \"memory\": \"96m\"}}",
                "{\"label\": \"hog-bare\", \"service\": \"hog\", \"jvmOptions\": [\"-Xmx512m\"]}")) {
            assertThat(send("POST", "/api/variants", variant).status()).isEqualTo(201);
        }
        assertThat(send("POST", "/api/scenarios", """
                        {"name": "hog-keeps", "workload": "requests", "loadShape": "constant-rate",
                         "rps": 20, "vus": 5, "durationSeconds": 3, "warmupSeconds": 1,
                         "requests": [{"path": "/keep"}]}
                        """).status()).isEqualTo(201);

        Benchmark created = benchmarks.create(BenchmarkRequest.builder()
                .scenarios(List.of("hog-keeps"))
                .repetitions(1)
                .variants(List.of("hog-boxed", "hog-bare"))
                .build());
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
        assertThat(boxed.error()).contains("OOM-killed (the container went over its memory limit of 96m)");
        assertThat(bare.status()).as(bare.error()).isEqualTo(RunStatus.SUCCEEDED);
        assertThat(docker.run(
                                List.of(
                                        "ps",
                                        "--all",
                                        "--quiet",
                                        "--filter",
                                        "name=threadbench-sut-" + boxed.id() + "-"),
                                Duration.ofSeconds(30))
                        .output())
                .as("the container is removed after its trial")
                .isEmpty();
        assertNoChildProcesses();
    }
}
