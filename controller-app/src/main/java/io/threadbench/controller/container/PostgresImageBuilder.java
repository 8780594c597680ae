package io.threadbench.controller.container;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Builds the image a boxed PostgreSQL runs, with no registry: the PostgreSQL the controller runs bare (its folder of
 * {@code bin}, {@code lib} and {@code share}) at {@link #HOME}, the host libraries its programs load (found by {@code
 * ldd}), an {@code /etc/passwd} naming the unprivileged user it runs as, imported as one layer. The cluster is made
 * on the host by the same binaries' {@code initdb} and mounted at {@link #DATA}. The tag is a hash of the {@code
 * postgres} program and {@link #RECIPE}, so it is built once per PostgreSQL.
 */
@Component
public class PostgresImageBuilder {

    private static final Logger log = LoggerFactory.getLogger(PostgresImageBuilder.class);

    static final String RECIPE = "threadbench-postgres-image-1";

    public static final String REPOSITORY = "threadbench-postgres";
    /** Where the PostgreSQL folder is in the image. */
    public static final String HOME = "/opt/postgres";
    /** Where the trial's cluster is mounted. */
    public static final String DATA = "/data";

    private final DockerEngine docker;

    public PostgresImageBuilder(DockerEngine docker) {
        this.docker = docker;
    }

    /** {@code /opt/postgres/bin/postgres} in the image. */
    public static String postgres() {
        return HOME + "/bin/postgres";
    }

    /** Whether the image of the PostgreSQL in {@code home} is there already (else {@link #imageFor} builds it). */
    public boolean has(Path home) throws IOException, EngineUnavailableException {
        return RootImage.exists(docker, REPOSITORY + ":" + tagOf(home));
    }

    /**
     * The image of the PostgreSQL in {@code home} (the folder holding {@code bin/postgres}): the one there, or a new
     * one.
     */
    public synchronized ContainerImage imageFor(Path home) throws IOException, EngineUnavailableException {
        String tag = REPOSITORY + ":" + tagOf(home);
        if (RootImage.exists(docker, tag)) {
            return new ContainerImage(tag, null, false);
        }
        long start = System.nanoTime();
        Path staging = Files.createTempDirectory("threadbench-image-");
        try {
            Path root = staging.resolve("rootfs");
            Path target = root.resolve(HOME.substring(1));
            copyTree(home, target);
            HostLibraries.copyNeededBy(target, root);
            Files.createDirectories(root.resolve("tmp"));
            Files.createDirectories(root.resolve(DATA.substring(1)));
            Files.createDirectories(root.resolve("etc"));
            // PostgreSQL looks its user up by id; the trial runs it as the owner of the cluster's folder
            Files.writeString(
                    root.resolve("etc/passwd"),
                    "root:x:0:0:root:/:/bin/false\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n");
            Files.writeString(root.resolve("etc/group"), "root:x:0:\nnogroup:x:65534:\n");
            RootImage.importRoot(docker, staging, root, tag);
        } finally {
            RootImage.deleteTree(staging);
        }
        ContainerImage image = new ContainerImage(tag, java.time.Duration.ofNanos(System.nanoTime() - start), false);
        log.info("container image {} for PostgreSQL in {}", image.describe(), home);
        return image;
    }

    /** A copy that keeps symbolic links as links (the libraries' version links) and every file's permissions. */
    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path path : paths.toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isSymbolicLink(path)) {
                    Files.createDirectories(target.getParent());
                    Files.createSymbolicLink(target, Files.readSymbolicLink(path));
                } else if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(path, target, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    private static String tagOf(Path home) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        sha.update(RECIPE.getBytes(StandardCharsets.UTF_8));
        try (InputStream in = new DigestInputStream(Files.newInputStream(home.resolve("bin/postgres")), sha)) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
        }
        return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
    }
}
