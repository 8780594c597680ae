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
 * imported as one layer ({@code docker import}). Given a training main class (our SUT's), the jar goes in extracted
 * (Spring Boot's {@code jarmode=tools}: a thin {@code app.jar} and {@code lib/}) and an AOT cache is trained in a
 * container of the image itself, by the image's own runtime and at the class path trials use, then added as {@code
 * /app/app.aot}: a cache trained by another runtime, or at other paths, would be refused. The tag is a hash of the
 * jar, the JDK's {@code release} file, the training class and {@link #RECIPE}, so an image is built once per jar and
 * JDK and reused by every later trial.
 */
@Component
public class SutImageBuilder {

    private static final Logger log = LoggerFactory.getLogger(SutImageBuilder.class);

    /** Bumped when what goes into an image changes, so older images are not reused. */
    static final String RECIPE = "threadbench-sut-image-2";

    public static final String REPOSITORY = "threadbench-sut";
    /** The label naming the jar path and JDK an image is made from, by which a rebuilt jar's older image is found. */
    static final String MADE_FROM_LABEL = "io.threadbench.made-from";

    public static final String JAVA = "/opt/java/bin/java";
    public static final String JAR = "/app/app.jar";
    public static final String AOT_CACHE = "/app/app.aot";

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

    /** Training starts every approach once: about a minute on a busy 2-core machine. */
    private static final Duration TRAINING = Duration.ofMinutes(10);
    /** An unlabelled image younger than this may be another controller's build under way (training: ≤ 10 min). */
    static final Duration STALE_AFTER = Duration.ofHours(1);

    private final DockerEngine docker;
    /** Hashing a 90 MB jar costs a second; a trial's jar rarely changes between trials. */
    private final Map<String, String> tags = new ConcurrentHashMap<>();

    public SutImageBuilder(DockerEngine docker) {
        this.docker = docker;
    }

    /** The image for {@code jar} on {@code jdkHome}, without an AOT cache: the one there, or a new one. */
    public ContainerImage imageFor(Path jar, Path jdkHome) throws IOException, EngineUnavailableException {
        return imageFor(jar, jdkHome, null);
    }

    /** Whether the image for {@code jar} on {@code jdkHome} is there already (else {@link #imageFor} builds it). */
    public boolean has(Path jar, Path jdkHome, String trainingMain) throws IOException, EngineUnavailableException {
        return RootImage.exists(docker, REPOSITORY + ":" + tagOf(jar, jdkHome, trainingMain));
    }

    /**
     * The image for {@code jar} on {@code jdkHome}: the one there, or a new one.
     *
     * @param trainingMain the main class of an AOT training run of the jar (DESIGN §3a "Containers"); null: no cache
     */
    public synchronized ContainerImage imageFor(Path jar, Path jdkHome, String trainingMain)
            throws IOException, EngineUnavailableException {
        String tag = REPOSITORY + ":" + tagOf(jar, jdkHome, trainingMain);
        if (RootImage.exists(docker, tag)) {
            return new ContainerImage(tag, null, trainingMain != null);
        }
        long start = System.nanoTime();
        String madeFrom = madeFrom(jar, jdkHome, trainingMain);
        Path staging = Files.createTempDirectory("threadbench-image-");
        try {
            Path root = staging.resolve("rootfs");
            linkRuntime(jdkHome, root.resolve("opt/java"));
            HostLibraries.copyNeededBy(root.resolve("opt/java"), root);
            Files.createDirectories(root.resolve("tmp"));
            Files.createDirectories(root.resolve("app"));
            if (trainingMain == null) {
                Files.copy(jar, root.resolve("app/app.jar"));
            } else {
                extract(jdkHome, jar, root.resolve("app"));
                String training = tag + "-training";
                RootImage.importRoot(docker, staging, root, training);
                try {
                    train(staging, training, trainingMain, root.resolve(AOT_CACHE.substring(1)));
                } finally {
                    docker.run(List.of("rmi", "--force", training), Duration.ofMinutes(1));
                }
            }
            RootImage.importRoot(docker, staging, root, tag, Map.of(MADE_FROM_LABEL, madeFrom));
        } finally {
            RootImage.deleteTree(staging);
        }
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        ContainerImage image = new ContainerImage(tag, took, trainingMain != null);
        log.info("container image {} for {} on {}", image.describe(), jar, jdkHome);
        removeReplaced(tag, madeFrom);
        return image;
    }

    /**
     * Removes the images made earlier from the same jar path on the same JDK: the jar was rebuilt since (new bytes,
     * a new tag), and each would otherwise stay, some 400 MB apiece. And the images of {@link #REPOSITORY} without a
     * label older than {@link #STALE_AFTER} (a build killed while training, or made before images were labelled;
     * {@link #removeStale}). An image a container still uses stays (the engine refuses).
     */
    private void removeReplaced(String tag, String madeFrom) throws IOException {
        for (String older : RootImage.labelled(docker, MADE_FROM_LABEL, madeFrom)) {
            if (!older.equals(tag)) {
                remove(older, "of an earlier build of the same jar");
            }
        }
        removeStale(REPOSITORY, STALE_AFTER);
    }

    /** Removes the unlabelled images of {@code repository} made more than {@code olderThan} ago; their tags. */
    List<String> removeStale(String repository, Duration olderThan) throws IOException {
        List<String> stale = RootImage.unlabelled(docker, repository, MADE_FROM_LABEL, olderThan);
        for (String image : stale) {
            remove(image, "without a label, made more than " + olderThan.toMinutes() + " min ago");
        }
        return stale;
    }

    private void remove(String image, String why) throws IOException {
        DockerEngine.Result removed = docker.run(List.of("rmi", image), Duration.ofMinutes(1));
        log.info(
                "container image {} {}: {}",
                image,
                why,
                removed.ok() ? "removed" : "kept (" + removed.output().strip() + ")");
    }

    /** What an image is made from, as its {@link #MADE_FROM_LABEL}: the jar's path, the JDK, and whether trained. */
    private static String madeFrom(Path jar, Path jdkHome, String trainingMain) {
        return jar.toAbsolutePath().normalize() + " on "
                + jdkHome.toAbsolutePath().normalize() + (trainingMain == null ? "" : " with an AOT cache");
    }

    /** Spring Boot's extracted layout: {@code app/app.jar} (classes, manifest class path) and {@code app/lib/}. */
    private static void extract(Path jdkHome, Path jar, Path app) throws IOException, EngineUnavailableException {
        RootImage.run(
                List.of(
                        jdkHome.resolve("bin/java").toString(),
                        "-Djarmode=tools",
                        "-jar",
                        jar.toString(),
                        "extract",
                        "--destination",
                        app.toString()),
                "extracting the jar");
        Files.move(app.resolve(jar.getFileName()), app.resolve("app.jar"));
    }

    /**
     * Runs {@code trainingMain} in a container of the training image, by its runtime at {@link #JAR}, with the cache
     * written to a folder of the host, then moved to {@code cache}.
     */
    private void train(Path staging, String image, String trainingMain, Path cache)
            throws IOException, EngineUnavailableException {
        Path out = Files.createDirectories(staging.resolve("aot"));
        DockerEngine.Result trained = docker.run(
                List.of(
                        "run",
                        "--rm",
                        "--network",
                        "host",
                        "--tmpfs",
                        "/tmp",
                        "--volume",
                        out + ":/aot",
                        image,
                        JAVA,
                        "--enable-native-access=ALL-UNNAMED",
                        "-XX:AOTCacheOutput=/aot/app.aot",
                        "-cp",
                        JAR,
                        trainingMain),
                TRAINING);
        if (!trained.ok() || !Files.isRegularFile(out.resolve("app.aot"))) {
            throw new EngineUnavailableException("training the image's AOT cache failed: " + tail(trained.output()));
        }
        Files.move(out.resolve("app.aot"), cache);
    }

    private static String tail(String output) {
        return output.length() <= 2000 ? output : "…" + output.substring(output.length() - 2000);
    }

    private void linkRuntime(Path jdkHome, Path output) throws IOException, EngineUnavailableException {
        List<String> available = Stream.concat(
                        Stream.of("java.se"), // an aggregator module, always there
                        MODULES.stream().filter(module -> hasModule(jdkHome, module)))
                .distinct()
                .toList();
        RootImage.run(
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

    private String tagOf(Path jar, Path jdkHome, String trainingMain) throws IOException {
        String key = jar.toAbsolutePath() + "|" + Files.getLastModifiedTime(jar) + "|" + Files.size(jar) + "|"
                + jdkHome.toAbsolutePath() + "|" + trainingMain;
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
        if (trainingMain != null) {
            sha.update(trainingMain.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        try (InputStream in = new DigestInputStream(Files.newInputStream(jar), sha)) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
        }
        String tag = HexFormat.of().formatHex(sha.digest()).substring(0, 16);
        tags.put(key, tag);
        return tag;
    }
}
