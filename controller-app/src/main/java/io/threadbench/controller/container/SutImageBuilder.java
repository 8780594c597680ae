package io.threadbench.controller.container;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Builds the image a container variant runs, with no registry: a root file system of a runtime jlink'd from the
 * variant's JDK, the host libraries that runtime loads (found by {@code ldd}), and the jar at {@code /app/app.jar},
 * imported as one layer ({@code docker import}). The tag is a hash of the jar, the JDK's {@code release} file and
 * {@link #RECIPE}, so an image is built once per jar and JDK and reused by every later trial.
 */
@Component
public class SutImageBuilder {

    private static final Logger log = LoggerFactory.getLogger(SutImageBuilder.class);

    /** Bumped when what goes into an image changes, so older images are not reused. */
    static final String RECIPE = "threadbench-sut-image-1";

    public static final String REPOSITORY = "threadbench-sut";
    public static final String JAVA = "/opt/java/bin/java";
    public static final String JAR = "/app/app.jar";

    /** What a Spring Boot service uses of the JDK, plus JMX over RMI and the flight recorder for measuring it. */
    static final List<String> MODULES = List.of(
            "java.se",
            "jdk.management",
            "jdk.management.agent",
            "jdk.management.jfr",
            "jdk.jfr",
            "jdk.unsupported",
            "jdk.crypto.ec",
            "jdk.naming.dns",
            "jdk.zipfs",
            "jdk.net",
            "jdk.httpserver",
            "jdk.charsets");

    private static final Duration BUILD_STEP = Duration.ofMinutes(5);

    private final DockerEngine docker;
    /** Hashing a 90 MB jar costs a second; a trial's jar rarely changes between trials. */
    private final Map<String, String> tags = new ConcurrentHashMap<>();

    public SutImageBuilder(DockerEngine docker) {
        this.docker = docker;
    }

    /** The image for {@code jar} on {@code jdkHome}: the one there, or a new one. */
    public synchronized SutImage imageFor(Path jar, Path jdkHome) throws IOException, EngineUnavailableException {
        String tag = REPOSITORY + ":" + tagOf(jar, jdkHome);
        if (docker.run(List.of("image", "inspect", "--format", "{{.Id}}", tag), Duration.ofSeconds(30))
                .ok()) {
            return new SutImage(tag, null);
        }
        long start = System.nanoTime();
        Path staging = Files.createTempDirectory("threadbench-image-");
        try {
            Path root = staging.resolve("rootfs");
            linkRuntime(jdkHome, root.resolve("opt/java"));
            HostLibraries.copyNeededBy(root.resolve("opt/java"), root);
            Files.createDirectories(root.resolve("tmp"));
            Files.createDirectories(root.resolve("app"));
            Files.copy(jar, root.resolve("app/app.jar"));
            Path tar = staging.resolve("rootfs.tar");
            run(
                    List.of(
                            "tar",
                            "--create",
                            "--file",
                            tar.toString(),
                            "--directory",
                            root.toString(),
                            "--sort=name",
                            "--owner=0",
                            "--group=0",
                            "--numeric-owner",
                            "."),
                    "tar");
            DockerEngine.Result imported = docker.run(List.of("import", "-", tag), tar, BUILD_STEP);
            if (!imported.ok()) {
                throw new EngineUnavailableException("docker import of the image failed: " + imported.output());
            }
        } finally {
            deleteTree(staging);
        }
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        SutImage image = new SutImage(tag, took);
        log.info("container image {} for {} on {}", image.describe(), jar, jdkHome);
        return image;
    }

    private void linkRuntime(Path jdkHome, Path output) throws IOException, EngineUnavailableException {
        List<String> available = Stream.concat(
                        Stream.of("java.se"), // an aggregator module, always there
                        MODULES.stream().filter(module -> hasModule(jdkHome, module)))
                .distinct()
                .toList();
        run(
                List.of(
                        jdkHome.resolve("bin/jlink").toString(),
                        "--add-modules",
                        String.join(",", available),
                        "--strip-debug",
                        "--no-man-pages",
                        "--no-header-files",
                        "--output",
                        output.toString()),
                "jlink");
    }

    /** jmods (before JDK 24) or the linkable run-time image (JDK 24+) both list their modules in {@code release}. */
    private static boolean hasModule(Path jdkHome, String module) {
        try {
            return Files.readAllLines(jdkHome.resolve("release")).stream()
                    .filter(line -> line.startsWith("MODULES="))
                    .anyMatch(line -> List.of(line.substring("MODULES=".length())
                                    .replace("\"", "")
                                    .split(" "))
                            .contains(module));
        } catch (IOException e) {
            return false;
        }
    }

    private static void run(List<String> command, String what) throws IOException, EngineUnavailableException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        try {
            if (process.waitFor() != 0) {
                throw new EngineUnavailableException(
                        what + " failed while building the container image: " + output.strip());
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while building the container image", e);
        }
    }

    private String tagOf(Path jar, Path jdkHome) throws IOException {
        String key = jar.toAbsolutePath() + "|" + Files.getLastModifiedTime(jar) + "|" + Files.size(jar) + "|"
                + jdkHome.toAbsolutePath();
        String known = tags.get(key);
        if (known != null) {
            return known;
        }
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        sha.update(RECIPE.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        sha.update(Files.readAllBytes(jdkHome.resolve("release")));
        try (InputStream in = new DigestInputStream(Files.newInputStream(jar), sha)) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
        }
        String tag = HexFormat.of().formatHex(sha.digest()).substring(0, 16);
        tags.put(key, tag);
        return tag;
    }

    private static void deleteTree(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
