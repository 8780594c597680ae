package io.threadbench.controller.sut;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * How the SUT jar is put on the command line. The SUT build (JDK 25+) leaves an extracted copy of the jar
 * and an AOT cache trained on it in {@code aot/} next to the jar; starting from them cuts the SUT's
 * start-up by more than half. They are used only while the cache is at least as new as the jar, so a
 * rebuilt jar without a fresh cache starts the plain way, and so does a scenario whose JVM options choose
 * class sharing themselves ({@code -Xshare:…}, which the JVM refuses next to an AOT cache). A JVM that
 * cannot use the cache (another JDK) says so in the SUT log and starts normally. Public for the tests that start the
 * SUT jar themselves, and for those that start the controller's jar, which the build lays out the same way.
 */
public final class SutAotLaunch {

    /** The SUT's training run (its module's build runs it too), for the AOT cache of a container image. */
    public static final String TRAINING_MAIN = "io.threadbench.sut.AotTraining";

    private SutAotLaunch() {}

    /** Whether a JVM with these options may be given an AOT cache: not when they choose class sharing themselves. */
    static boolean allowsCache(List<String> jvmOptions) {
        return jvmOptions.stream().noneMatch(option -> option.startsWith("-Xshare"));
    }

    /** The arguments that start {@code sutJar}: {@code -XX:AOTCache=… -jar aot/x.jar} or {@code -jar x.jar}. */
    public static List<String> jarArguments(Path sutJar, List<String> jvmOptions) {
        if (!allowsCache(jvmOptions)) {
            return List.of("-jar", sutJar.toString());
        }
        String name = sutJar.getFileName().toString();
        // the cache holds the absolute, normalized class path of its training run; it must match exactly
        Path folder = sutJar.toAbsolutePath().normalize().resolveSibling("aot");
        Path extractedJar = folder.resolve(name);
        Path cache = folder.resolve(name.replaceFirst("\\.jar$", "") + ".aot");
        if (isFresh(cache, sutJar) && Files.isRegularFile(extractedJar)) {
            return List.of("-XX:AOTCache=" + cache, "-jar", extractedJar.toString());
        }
        return List.of("-jar", sutJar.toString());
    }

    private static boolean isFresh(Path cache, Path jar) {
        try {
            return Files.isRegularFile(cache)
                    && Files.getLastModifiedTime(cache).compareTo(Files.getLastModifiedTime(jar)) >= 0;
        } catch (IOException e) {
            return false;
        }
    }
}
