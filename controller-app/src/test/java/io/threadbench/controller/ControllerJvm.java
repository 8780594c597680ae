package io.threadbench.controller;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The start of a command that runs a real controller JVM from this test JVM's classes, as the launcher runs the jar:
 * {@code java}, native access, C1 only (the launcher's {@code CONTROLLER_JIT}), the repository, this JVM's
 * {@code threadbench.warmup-requests} when it has one (phase 1's test JVMs turn the warm-up off in controller-app's
 * pom, the quiet classes' JVM keeps it), then {@code jvmProperties}, the class path and the main class. Callers add
 * the controller's own arguments.
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
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ThreadbenchApplication.class.getName()));
        return command;
    }
}
