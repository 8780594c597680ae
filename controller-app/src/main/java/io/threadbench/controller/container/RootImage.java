package io.threadbench.controller.container;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * An image made of one root file system built in a folder here, imported as one layer ({@code docker import}): no
 * base image, no registry. What the SUT's and the database's images are built with.
 */
final class RootImage {

    private static final Duration IMPORT = Duration.ofMinutes(5);
    private static final DateTimeFormatter CREATED_AT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss Z");

    private RootImage() {}

    /** Whether the engine has an image tagged {@code tag} already. */
    static boolean exists(DockerEngine docker, String tag) throws IOException {
        return docker.run(List.of("image", "inspect", "--format", "{{.Id}}", tag), Duration.ofSeconds(30))
                .ok();
    }

    /** The root file system as one layer, tagged; the tar goes to {@code staging}. */
    static void importRoot(DockerEngine docker, Path staging, Path root, String tag)
            throws IOException, EngineUnavailableException {
        importRoot(docker, staging, root, tag, Map.of());
    }

    /** The root file system as one layer, tagged and labelled ({@code docker import --change LABEL}). */
    static void importRoot(DockerEngine docker, Path staging, Path root, String tag, Map<String, String> labels)
            throws IOException, EngineUnavailableException {
        Path tar = staging.resolve("rootfs.tar");
        Files.deleteIfExists(tar);
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
        List<String> arguments = new ArrayList<>(List.of("import"));
        labels.forEach((key, value) -> arguments.addAll(List.of("--change", "LABEL " + key + "=" + quoted(value))));
        arguments.addAll(List.of("-", tag));
        DockerEngine.Result imported = docker.run(arguments, tar, IMPORT);
        if (!imported.ok()) {
            throw new EngineUnavailableException("docker import of the image failed: " + imported.output());
        }
    }

    /** A Dockerfile instruction's value in double quotes. */
    private static String quoted(String value) {
        return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /** The tags of the images labelled {@code key=value}. */
    static List<String> labelled(DockerEngine docker, String key, String value) throws IOException {
        return images(docker, List.of("--filter", "label=" + key + "=" + value), "{{.Repository}}:{{.Tag}}")
                .orElse(List.of());
    }

    /** {@code docker images ARGUMENTS --format FORMAT}, a line an image; empty when the engine did not answer. */
    private static Optional<List<String>> images(DockerEngine docker, List<String> arguments, String format)
            throws IOException {
        List<String> command = new ArrayList<>(List.of("images"));
        command.addAll(arguments);
        command.addAll(List.of("--format", format));
        DockerEngine.Result listed = docker.run(command, Duration.ofSeconds(30));
        return listed.ok()
                ? Optional.of(
                        listed.output().lines().filter(line -> !line.isBlank()).toList())
                : Optional.empty();
    }

    /**
     * The images of {@code repository} without the label {@code key} made more than {@code olderThan} ago: left by
     * a build that was killed (a "-training" image) or made before images were labelled. Younger ones may be a
     * build under way in another controller on the same engine.
     */
    static List<String> unlabelled(DockerEngine docker, String repository, String key, Duration olderThan)
            throws IOException {
        Optional<List<String>> all = images(docker, List.of(repository), "{{.Repository}}:{{.Tag}}\t{{.CreatedAt}}");
        Optional<List<String>> kept =
                images(docker, List.of(repository, "--filter", "label=" + key), "{{.Repository}}:{{.Tag}}");
        if (all.isEmpty() || kept.isEmpty()) {
            return List.of(); // without both lists, a labelled image could look unlabelled
        }
        Instant before = Instant.now().minus(olderThan);
        List<String> stale = new ArrayList<>();
        for (String line : all.get()) {
            if (!line.contains("\t")) {
                continue;
            }
            String tag = line.substring(0, line.indexOf('\t'));
            Instant created = createdAt(line.substring(line.indexOf('\t') + 1));
            if (!kept.get().contains(tag) && !tag.endsWith(":<none>") && created != null && created.isBefore(before)) {
                stale.add(tag);
            }
        }
        return stale;
    }

    /** The engine's "2026-11-29 08:40:12 +0000 UTC"; null when it reads otherwise. */
    private static Instant createdAt(String text) {
        try {
            return OffsetDateTime.parse(text.strip().replaceFirst(" [A-Z]+$", ""), CREATED_AT)
                    .toInstant();
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /** Runs a build tool to its end; fails with its output when it fails. */
    static void run(List<String> command, String what) throws IOException, EngineUnavailableException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
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

    static void deleteTree(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
