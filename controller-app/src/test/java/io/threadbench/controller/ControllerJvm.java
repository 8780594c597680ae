package io.threadbench.controller;

import io.threadbench.controller.sut.SutAotLaunch;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The start of a command that runs a real controller JVM as the launcher runs it: {@code java}, native access, C1
 * only (the launcher's {@code CONTROLLER_JIT}), the repository, this JVM's {@code threadbench.warmup-requests} when it
 * has one (phase 1's test JVMs turn the warm-up off in controller-app's pom, the quiet classes' JVM keeps it), then
 * {@code jvmProperties} and the code. Callers add the controller's own arguments.
 *
 * <p>The code is the build's extracted jar with its AOT cache, as the launcher's {@code controller_jar_arguments}
 * chooses it, when the jar holds this JVM's classes (it is at least as new as every file of {@code target/classes})
 * and the cache is at least as new as the jar: a controller starts in about half the time and CPU. Otherwise, e.g.
 * when the tests run without a package step, it is this JVM's class path and the main class.
 */
public final class ControllerJvm {

    private ControllerJvm() {}

    /** @param jvmProperties {@code -Dname=value} options for the controller's JVM */
    public static List<String> command(String... jvmProperties) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED",
                "-XX:TieredStopAtLevel=1",
                "-Dthreadbench.repo=" + System.getProperty("threadbench.repo", "")));
        String warmup = System.getProperty("threadbench.warmup-requests");
        if (warmup != null) {
            command.add("-Dthreadbench.warmup-requests=" + warmup);
        }
        command.addAll(List.of(jvmProperties));
        command.addAll(BuildsCode.CODE);
        return command;
    }

    /** {@link #code} of this build, looked up once per test JVM: the classes do not change while the tests run. */
    private static final class BuildsCode {
        static final List<String> CODE =
                code(Path.of(System.getProperty("threadbench.repo", "."), "controller-app", "target"));
    }

    /**
     * The extracted jar and its AOT cache under {@code target}, as {@link SutAotLaunch} finds them beside a jar the
     * build made, when the jar holds the current classes; else this JVM's class path.
     */
    static List<String> code(Path target) {
        Path jar = target.resolve("controller-app.jar");
        List<String> cached = SutAotLaunch.jarArguments(jar, List.of());
        if (Runtime.version().feature() >= 25
                && cached.getFirst().startsWith("-XX:AOTCache=")
                && holdsCurrentClasses(jar, target.resolve("classes"))) {
            return cached;
        }
        return List.of("-cp", System.getProperty("java.class.path"), ThreadbenchApplication.class.getName());
    }

    /** Whether no file of {@code classes} was written after {@code jar}; false when either is missing. */
    private static boolean holdsCurrentClasses(Path jar, Path classes) {
        try (Stream<Path> files = Files.walk(classes)) {
            FileTime built = Files.getLastModifiedTime(jar);
            return files.filter(Files::isRegularFile)
                    .noneMatch(file -> lastModified(file).compareTo(built) > 0);
        } catch (IOException | UncheckedIOException e) {
            return false;
        }
    }

    private static FileTime lastModified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
