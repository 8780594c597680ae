package io.threadbench.controller.variant;

import java.nio.file.Path;

/**
 * A JDK the controller can start a SUT with.
 *
 * @param home    the JDK's folder (with {@code bin/java} and a {@code release} file)
 * @param version as in its {@code release} file, e.g. {@code 25.0.1}
 * @param feature the feature release, e.g. 25
 * @param vendor  e.g. {@code Eclipse Adoptium}; "unknown" when the release file does not say
 */
public record Jdk(String home, String version, int feature, String vendor) {

    public Path javaBinary() {
        return Path.of(home, "bin", "java");
    }

    /** e.g. {@code JDK 25.0.1 (Eclipse Adoptium)}. */
    public String describe() {
        return "JDK " + version + " (" + vendor + ")";
    }
}
