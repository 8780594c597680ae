package io.threadbench.controller.container;

import io.threadbench.contract.FreePort;
import io.threadbench.controller.sut.SutAotLaunch;
import io.threadbench.controller.variant.ContainerLimits;
import java.io.IOException;
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
import java.util.Set;

/**
 * What a container costs and whether its limit holds, on the real Docker engine: the time to build the SUT's
 * image from nothing (its AOT cache trained in it), then start-up to healthy of loom-tomcat bare on core 0 ({@code
 * taskset}) and in a 1-CPU, 1 GB container on core 0, alternating, each from its AOT cache as trials start them
 * (the build's on the host, the image's in the container), then the CPU a program with two busy threads uses in a
 * 1-CPU container, second by second, from the container's cgroup. Run with {@code ./threadbench bench container
 * [STARTS]} (default 3 starts of each).
 */
public final class ContainerBenchmark {

    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    /** The harness's containers are labelled with a folder of their own, never a controller's. */
    private static final ContainerOwner OWNER =
            new ContainerOwner(Path.of(System.getProperty("java.io.tmpdir"), "threadbench-bench"), 0);

    private ContainerBenchmark() {}

    public static void main(String[] args) throws Exception {
        int starts = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        DockerEngine docker = new DockerEngine();
        docker.requireAnswering();
        Path jar = Path.of("service-under-test/target/service-under-test.jar").toAbsolutePath();
        Path jdk = Path.of(System.getProperty("java.home"));
        SutImageBuilder builder = new SutImageBuilder(docker);

        ContainerImage existing = builder.imageFor(jar, jdk, SutAotLaunch.TRAINING_MAIN);
        docker.run(List.of("rmi", "--force", existing.tag()), Duration.ofMinutes(1));
        ContainerImage image = builder.imageFor(jar, jdk, SutAotLaunch.TRAINING_MAIN);
        System.out.printf("image build from nothing: %s%n", image.describe());
        System.out.printf(
                "image reused: %s%n",
                builder.imageFor(jar, jdk, SutAotLaunch.TRAINING_MAIN).describe());

        List<Double> bare = new ArrayList<>();
        List<Double> boxed = new ArrayList<>();
        for (int i = 0; i < starts; i++) {
            bare.add(bareStart(jar, jdk));
            boxed.add(containerStart(docker, image, i));
        }
        double bareMedian = median(bare);
        double boxedMedian = median(boxed);
        System.out.printf(
                Locale.ROOT, "start-up to healthy, bare on core 0, AOT cache (s): %s, median %.1f%n", bare, bareMedian);
        System.out.printf(
                Locale.ROOT,
                "start-up to healthy, 1-CPU 1 GB container on core 0, the image's AOT cache (s): %s, median %.1f%n",
                boxed,
                boxedMedian);
        System.out.printf(
                Locale.ROOT,
                "container against bare: %+.0f %% (median against median)%n",
                (boxedMedian / bareMedian - 1) * 100);
        cpuLimit(docker, builder, jdk);
    }

    /** {@code jar}: the arguments that start the SUT's jar, e.g. {@code -XX:AOTCache=… -jar …}. */
    private static List<String> sutArguments(String java, List<String> jar, int port) {
        List<String> arguments = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED"));
        arguments.addAll(jar);
        arguments.addAll(List.of("--approach=loom-tomcat", "--server.port=" + port, "--server.address=127.0.0.1"));
        return arguments;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    private static double bareStart(Path jar, Path jdk) throws Exception {
        int port = FreePort.pick();
        List<String> command = new ArrayList<>(List.of("taskset", "--cpu-list", "0"));
        command.addAll(
                sutArguments(jdk.resolve("bin/java").toString(), SutAotLaunch.jarArguments(jar, List.of()), port));
        long start = System.nanoTime();
        Process sut = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            return awaitHealthy(port, start);
        } finally {
            sut.destroy();
            sut.waitFor();
        }
    }

    private static double containerStart(DockerEngine docker, ContainerImage image, int round) throws Exception {
        int port = FreePort.pick();
        TrialContainer container = new TrialContainer(
                docker,
                "threadbench-bench-" + round + "-" + port,
                new ContainerLimits(1.0, "1g", null),
                image,
                0,
                OWNER);
        long start = System.nanoTime();
        Process client = new ProcessBuilder(container.runCommand(
                        sutArguments(
                                SutImageBuilder.JAVA,
                                List.of("-XX:AOTCache=" + SutImageBuilder.AOT_CACHE, "-jar", SutImageBuilder.JAR),
                                port),
                        Set.of(),
                        null))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            return awaitHealthy(port, start);
        } finally {
            container.remove();
            client.waitFor();
        }
    }

    /** Two busy threads in a 1-CPU container, 10 seconds, CPU per second from the cgroup. */
    private static void cpuLimit(DockerEngine docker, SutImageBuilder builder, Path jdk) throws Exception {
        Path jar = HogJar.path();
        ContainerImage image = builder.imageFor(jar, jdk);
        TrialContainer container = new TrialContainer(
                docker, "threadbench-bench-spin", new ContainerLimits(1.0, "256m", null), image, 0, OWNER);
        Process client = new ProcessBuilder(container.runCommand(
                        List.of(SutImageBuilder.JAVA, "-jar", SutImageBuilder.JAR, "spin", "2"), Set.of(), null))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            Thread.sleep(1500);
            container.resolve();
            Path usage = Path.of("/sys/fs/cgroup/cpuacct/threadbench-bench-spin", container.id(), "cpuacct.usage");
            List<String> perSecond = new ArrayList<>();
            long previous = Long.parseLong(Files.readString(usage).strip());
            long previousNanos = System.nanoTime();
            for (int second = 0; second < 10; second++) {
                Thread.sleep(1000);
                long now = Long.parseLong(Files.readString(usage).strip());
                long nanos = System.nanoTime();
                perSecond.add(String.format(Locale.ROOT, "%.0f", (now - previous) * 100.0 / (nanos - previousNanos)));
                previous = now;
                previousNanos = nanos;
            }
            System.out.printf("two busy threads in a 1-CPU container, %% of one core each second: %s%n", perSecond);
        } finally {
            container.remove();
            client.waitFor();
        }
    }

    private static double awaitHealthy(int port, long startNanos) throws Exception {
        URI health = URI.create("http://127.0.0.1:" + port + "/actuator/health");
        while (System.nanoTime() - startNanos < Duration.ofMinutes(5).toNanos()) {
            try {
                HttpResponse<String> response = HTTP.send(
                        HttpRequest.newBuilder(health)
                                .timeout(Duration.ofSeconds(2))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200 && response.body().contains("\"UP\"")) {
                    return Math.round((System.nanoTime() - startNanos) / 1e8) / 10.0;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("not healthy within 5 minutes on port " + port);
    }
}
