package io.threadbench.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code ./threadbench} launcher: help, unknown commands, and how it picks a JDK. */
class LauncherTests {

    @TempDir
    Path temp;

    @Test
    void helpListsEverySubcommand() throws Exception {
        Result result = launcher(Map.of(), "--help");

        assertThat(result.exitCode()).isZero();
        assertThat(result.output()).contains("start", "test", "run", "build", "bench", "doctor");
    }

    @Test
    void unknownCommandIsAUsageError() throws Exception {
        Result result = launcher(Map.of(), "frobnicate");

        assertThat(result.exitCode()).isEqualTo(2);
        assertThat(result.output()).contains("unknown command 'frobnicate'").contains("Usage:");
    }

    @Test
    void saysClearlyWhenNoJdk21IsFound() throws Exception {
        Path jdk17 = fakeJdk("jdk-17", 17);

        Result result = launcher(
                Map.of("JAVA_HOME", jdk17.toString(), "THREADBENCH_JVM_DIRS", temp.toString(), "PATH", "/usr/bin:/bin"),
                "doctor");

        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(result.output()).contains("no JDK >= 21 found").contains("JAVA_HOME");
    }

    @Test
    void skipsAnOldJavaHomeAndFindsANewerJdkInTheSearchFolders() throws Exception {
        Path jdk17 = fakeJdk("jdk-17", 17);
        Path jdk25 = fakeJdk("jdk-25", 25);

        Result result = launcher(
                Map.of(
                        "JAVA_HOME",
                        jdk17.toString(),
                        "THREADBENCH_JVM_DIRS",
                        temp.toString(),
                        "PATH",
                        "/usr/bin:/bin",
                        "K6",
                        "/nonexistent"),
                "doctor");

        assertThat(result.output()).contains("JDK:      " + jdk25 + " (25)");
    }

    @Test
    void testStopsWithOneLineWhenTheChromiumItIsGivenDoesNotExist() throws Exception {
        Result result = launcher(Map.of("CHROMIUM", temp.resolve("no-chromium").toString()), "test");

        assertThat(result.exitCode()).isNotZero();
        assertThat(result.output().strip())
                .isEqualTo("threadbench: CHROMIUM=" + temp.resolve("no-chromium")
                        + " is not an executable file; point it at a Chromium or Chrome binary, or unset it.");
    }

    @Test
    void aBuildStopsWhileAControllerRunsFromThisCheckoutsJar() throws Exception {
        // a stand-in whose command line names this checkout's controller jar as a JVM's would; a build now would
        // replace that jar under the JVM, as one did under a dashboard (every page a 500, NoClassDefFoundError)
        String jar = RepoFiles.root()
                .resolve("controller-app/target/controller-app.jar")
                .toString();
        Process controller = new ProcessBuilder("sh", "-c", "sleep 60", "java", "-jar", jar, "--server.port=0").start();
        try {
            // with no JDK to find, a launcher that did not stop would fail at once instead of building
            Result result =
                    launcher(Map.of("THREADBENCH_JVM_DIRS", temp.toString(), "PATH", "/nonexistent:/bin"), "build");

            assertThat(result.exitCode()).as(result.output()).isEqualTo(2);
            assertThat(result.output())
                    .contains("threadbench: a controller started from this checkout is running (PID ")
                    .contains(Long.toString(controller.pid()))
                    .contains("building now would replace its jar under it");
        } finally {
            controller.destroyForcibly().waitFor();
        }
    }

    /** A folder that looks like a JDK whose java reports the given feature version. */
    private Path fakeJdk(String name, int version) throws IOException {
        Path bin = Files.createDirectories(temp.resolve(name).resolve("bin"));
        String script = "#!/bin/sh\necho '    java.specification.version = " + version + "' >&2\n";
        for (String tool : List.of("java", "javac")) {
            Path file = Files.writeString(bin.resolve(tool), script);
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        return temp.resolve(name);
    }

    @Test
    void theControllerIsStartedWithTheJitTheQuietTestsJudgeItWith() throws IOException {
        // the launcher's CONTROLLER_JIT and the root pom's controller.jvm.jit (the quiet test JVM's) are one fact
        Path root = RepoFiles.root();
        Matcher launcher = Pattern.compile("(?m)^CONTROLLER_JIT=\\((.*)\\)$")
                .matcher(Files.readString(root.resolve("threadbench")));
        Matcher pom = Pattern.compile("<controller\\.jvm\\.jit>(.*)</controller\\.jvm\\.jit>")
                .matcher(Files.readString(root.resolve("pom.xml")));

        assertThat(launcher.find()).as("CONTROLLER_JIT=(...) in the launcher").isTrue();
        assertThat(pom.find()).as("controller.jvm.jit in the root pom").isTrue();
        assertThat(launcher.group(1).trim()).isEqualTo(pom.group(1).trim());
    }

    private record Result(int exitCode, String output) {}

    private static Result launcher(Map<String, String> env, String... args) throws Exception {
        Path root = RepoFiles.root();
        List<String> command = new java.util.ArrayList<>(
                List.of("bash", root.resolve("threadbench").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().remove("JAVA_HOME");
        builder.environment().putAll(env);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(60, TimeUnit.SECONDS))
                .as("launcher finished")
                .isTrue();
        return new Result(process.exitValue(), output);
    }
}
