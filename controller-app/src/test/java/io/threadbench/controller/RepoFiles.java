package io.threadbench.controller;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository root as seen from tests (surefire sets {@code threadbench.repo}). */
final class RepoFiles {

    private RepoFiles() {}

    static Path root() {
        String property = System.getProperty("threadbench.repo");
        Path start = property != null ? Path.of(property) : Path.of("").toAbsolutePath();
        for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("threadbench")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return dir;
            }
        }
        throw new IllegalStateException("repository root not found from " + start);
    }
}
