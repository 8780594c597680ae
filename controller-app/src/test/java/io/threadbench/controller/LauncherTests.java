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

/**
 * The {@code ./threadbench} launcher: help, unknown commands, how it picks a JDK, and when it builds. The build tests
 * run the launcher in a checkout of its own whose Maven Wrapper stands in for the real build (a real one takes
 * minutes): it records its calls and leaves jars, so that what is checked is whether and how often the launcher
 * builds.
 */
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

    @Test
    void runHelpAnswersWithoutAJdkAndWithTheTextTheControllerPrints() throws Exception {
        // no JDK to find: a launcher that looked for one, or built, before answering would fail
        Map<String, String> noJdk = Map.of("THREADBENCH_JVM_DIRS", temp.toString(), "PATH", "/nonexistent:/bin");
        String runUsage = Files.readString(RepoFiles.root()
                .resolve("controller-app/src/main/resources/io/threadbench/controller/cli/run-usage.txt"));

        Result run = launcher(noJdk, "run", "--scenarios", "smoketest", "--help");
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).isEqualTo(runUsage);
        assertThat(runUsage).contains("Welch's test").doesNotContain("intervals apart");

        for (String command : List.of("start", "build", "test", "bench", "doctor", "screenshots")) {
            Result help = launcher(noJdk, command, "--help");
            assertThat(help.exitCode())
                    .as(command + " --help: " + help.output())
                    .isZero();
            assertThat(help.output()).as(command + " --help").startsWith("Usage: ./threadbench [COMMAND]");
        }
    }

    @Test
    void aBuildStampsTheCheckoutSoThatARunAfterItBuildsNothing() throws Exception {
        Path checkout = checkoutWithStandInMaven();

        Result build = launcher(checkout, standInEnvironment(), "build");
        Result run = launcher(checkout, standInEnvironment(), "run", "--scenarios", "smoketest");

        assertThat(build.exitCode()).as(build.output()).isZero();
        assertThat(checkout.resolve("controller-app/target/threadbench-build.stamp"))
                .exists();
        assertThat(Files.readAllLines(checkout.resolve("maven-calls")))
                .containsExactly("-B -f " + checkout.resolve("pom.xml") + " -DskipTests package");
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).doesNotContain("building").contains("java ran: ");
        assertThat(checkout.resolve("controller-app/target")).isDirectoryNotContaining("glob:**.began*");
    }

    @Test
    void twoRunsStartedTogetherOnAStaleCheckoutBuildOnceAndBothGoOn() throws Exception {
        Path checkout = checkoutWithStandInMaven();
        // the stand-in build waits while this file exists, so that the second launch arrives during the first's build
        Path hold = Files.createFile(checkout.resolve("hold"));
        Path firstOutput = temp.resolve("first.out");
        Path secondOutput = temp.resolve("second.out");

        Process first = start(checkout, standInEnvironment(), firstOutput, "run", "--scenarios", "a");
        awaitText(checkout.resolve("maven-calls"), "package", first);
        Process second = start(checkout, standInEnvironment(), secondOutput, "run", "--scenarios", "b");
        awaitText(secondOutput, "another launch is building this checkout; waiting for it", second);
        Files.delete(hold);

        assertThat(first.waitFor(60, TimeUnit.SECONDS) && second.waitFor(60, TimeUnit.SECONDS))
                .isTrue();
        assertThat(first.exitValue()).as(Files.readString(firstOutput)).isZero();
        assertThat(second.exitValue()).as(Files.readString(secondOutput)).isZero();
        assertThat(Files.readAllLines(checkout.resolve("maven-calls"))).hasSize(1);
        assertThat(Files.readString(firstOutput)).contains("building (skipping tests)", "java ran: ");
        assertThat(Files.readString(secondOutput))
                .doesNotContain("building (skipping")
                .contains("java ran: ");
    }

    /**
     * A copy of the launcher in a folder of its own, with a Maven Wrapper that appends its arguments to
     * {@code maven-calls}, waits while a file {@code hold} exists, and leaves both jars; and a JDK whose java says how
     * it was started.
     */
    private Path checkoutWithStandInMaven() throws IOException {
        Path checkout = Files.createDirectories(temp.resolve("checkout"));
        Files.copy(RepoFiles.root().resolve("threadbench"), checkout.resolve("threadbench"));
        script(checkout.resolve("mvnw"), """
                #!/bin/sh
                here="$(dirname "$0")"
                echo "$*" >> "$here/maven-calls"
                while [ -f "$here/hold" ]; do sleep 0.05; done
                mkdir -p "$here/controller-app/target" "$here/service-under-test/target"
                touch "$here/controller-app/target/controller-app.jar" "$here/service-under-test/target/service-under-test.jar"
                """);
        Path jdk = Files.createDirectories(temp.resolve("jdks/jdk-25/bin"));
        Files.writeString(jdk.getParent().resolve("release"), "JAVA_VERSION=\"25\"\n");
        script(jdk.resolve("javac"), "#!/bin/sh\n");
        script(jdk.resolve("java"), "#!/bin/sh\necho \"java ran: $*\"\n");
        return checkout;
    }

    private Map<String, String> standInEnvironment() {
        return Map.of(
                "THREADBENCH_JVM_DIRS", temp.resolve("jdks").toString(), "PATH", "/usr/bin:/bin", "K6", "/bin/true");
    }

    private static void script(Path file, String text) throws IOException {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private static Process start(Path checkout, Map<String, String> env, Path output, String... args)
            throws IOException {
        List<String> command = new java.util.ArrayList<>(
                List.of("bash", checkout.resolve("threadbench").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile());
        builder.environment().remove("JAVA_HOME");
        builder.environment().putAll(env);
        return builder.start();
    }

    /** Waits until FILE holds TEXT; fails at once when PROCESS ended without writing it, and after a minute. */
    private static void awaitText(Path file, String text, Process process) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (!(Files.exists(file) && Files.readString(file).contains(text))) {
            assertThat(process.isAlive())
                    .as("%s ended before %s said '%s'", process, file, text)
                    .isTrue();
            assertThat(System.nanoTime())
                    .as("'%s' in %s within a minute", text, file)
                    .isLessThan(deadline);
            Thread.sleep(50);
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
        return launcher(RepoFiles.root(), env, args);
    }

    private static Result launcher(Path root, Map<String, String> env, String... args) throws Exception {
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
