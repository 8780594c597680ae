package io.threadbench.controller.loadgen;

import io.threadbench.controller.config.RepoLayout;
import io.threadbench.controller.config.ThreadbenchProperties;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Finds the k6 binary and the generic k6 script without configuration when Threadbench runs from its
 * repository, and honours configuration otherwise. k6: {@code threadbench.k6-binary}, then the {@code K6}
 * environment variable, then {@code .tools/bin/k6} in the repository (where the launcher builds it), then
 * {@code k6} on {@code PATH}. Script: {@code threadbench.k6-script}, then {@code scenarios/k6/benchmark.js} in
 * the repository, which {@link RepoLayout} finds. While the launcher builds k6 in the background, a k6 not found
 * says so instead of "not found". The k6-specific lookups live here; lookups happen when a run
 * starts, so the controller starts (and says what is missing) even without k6.
 */
@Component
public class K6Locator {

    static final String SCRIPT_IN_REPO = "scenarios/k6/benchmark.js";
    static final String BUILD_PID_IN_REPO = ".tools/k6-build.pid";

    private final Path configuredBinary;
    private final Path configuredScript;
    private final Map<String, String> environment;
    private final Optional<Path> repository;

    @Autowired
    public K6Locator(ThreadbenchProperties properties, RepoLayout layout) {
        this(properties.k6Binary(), properties.k6Script(), System.getenv(), layout.repo());
    }

    K6Locator(
            Path configuredBinary, Path configuredScript, Map<String, String> environment, Optional<Path> repository) {
        this.configuredBinary = configuredBinary;
        this.configuredScript = configuredScript;
        this.environment = environment;
        this.repository = repository;
    }

    /** The k6 executable to run. */
    public Path k6Binary() {
        if (configuredBinary != null) {
            return requireExecutable(configuredBinary, "threadbench.k6-binary");
        }
        String fromEnvironment = environment.get("K6");
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            return requireExecutable(Path.of(fromEnvironment), "the K6 environment variable");
        }
        List<Path> candidates = new ArrayList<>();
        repository.ifPresent(repo -> candidates.add(repo.resolve(".tools/bin/k6")));
        String path = environment.getOrDefault("PATH", "");
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isBlank()) {
                candidates.add(Path.of(dir, "k6"));
            }
        }
        return candidates.stream()
                .filter(Files::isExecutable)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(buildUnderWay()
                        .map(pid -> "k6 is still being built (./threadbench builds it once, in about 80 s, while the"
                                + " dashboard already serves; PID " + pid + ", log: .tools/k6-build.log): a benchmark"
                                + " can start when it is done")
                        .orElse("k6 not found (looked at threadbench.k6-binary, $K6, .tools/bin/k6 in the repository"
                                + " and PATH); run ./threadbench doctor, install k6 >= 1.0, or set"
                                + " threadbench.k6-binary")));
    }

    /**
     * The process id of the launcher's k6 build while it runs: the launcher writes {@value #BUILD_PID_IN_REPO} when
     * it starts building k6 and removes it when the build ends.
     */
    private Optional<Long> buildUnderWay() {
        return repository
                .map(repo -> repo.resolve(BUILD_PID_IN_REPO))
                .filter(Files::isRegularFile)
                .flatMap(file -> {
                    try {
                        return Optional.of(Long.parseLong(Files.readString(file).strip()));
                    } catch (IOException | NumberFormatException e) {
                        return Optional.empty();
                    }
                })
                .filter(pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false));
    }

    /** The k6 executable, when there is one. */
    public java.util.Optional<Path> find() {
        try {
            return java.util.Optional.of(k6Binary());
        } catch (IllegalStateException e) {
            return java.util.Optional.empty();
        }
    }

    /** The generic k6 script ({@value #SCRIPT_IN_REPO}). */
    public Path script() {
        if (configuredScript != null) {
            if (!Files.isRegularFile(configuredScript)) {
                throw new IllegalStateException("threadbench.k6-script names no file: " + configuredScript);
            }
            return configuredScript;
        }
        return repository
                .map(repo -> repo.resolve(SCRIPT_IN_REPO))
                .orElseThrow(() -> new IllegalStateException("k6 script not found: set threadbench.k6-script to "
                        + SCRIPT_IN_REPO + " of a Threadbench checkout"));
    }

    private static Path requireExecutable(Path binary, String source) {
        if (!Files.isExecutable(binary)) {
            throw new IllegalStateException(source + " names no executable file: " + binary);
        }
        return binary;
    }
}
