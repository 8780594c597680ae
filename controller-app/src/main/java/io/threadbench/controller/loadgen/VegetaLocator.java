package io.threadbench.controller.loadgen;

import io.threadbench.controller.config.RepoLayout;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Finds the vegeta binary: {@code threadbench.vegeta-binary}, then the {@code VEGETA} environment variable, then
 * {@code .tools/bin/vegeta} in the repository (where the launcher builds it), then {@code vegeta} on {@code PATH}.
 * Looked up when a run starts, as k6 is ({@link K6Locator}).
 */
@Component
public class VegetaLocator {

    private final Path configured;
    private final Map<String, String> environment;
    private final Optional<Path> repository;

    @Autowired
    public VegetaLocator(@Value("${threadbench.vegeta-binary:}") String configured, RepoLayout layout) {
        this(configured == null || configured.isBlank() ? null : Path.of(configured), System.getenv(), layout.repo());
    }

    VegetaLocator(Path configured, Map<String, String> environment, Optional<Path> repository) {
        this.configured = configured;
        this.environment = environment;
        this.repository = repository;
    }

    /** The vegeta executable to run; throws, saying where it looked, when there is none. */
    public Path vegetaBinary() {
        return find().orElseThrow(() -> new IllegalStateException(
                "vegeta not found (looked at threadbench.vegeta-binary, $VEGETA, .tools/bin/vegeta in the repository"
                        + " and PATH); run ./threadbench, which builds it with Go, or set VEGETA=/path/to/vegeta"));
    }

    /** The vegeta executable, when there is one. */
    public Optional<Path> find() {
        List<Path> candidates = new ArrayList<>();
        if (configured != null) {
            candidates.add(configured);
        } else {
            String fromEnvironment = environment.get("VEGETA");
            if (fromEnvironment != null && !fromEnvironment.isBlank()) {
                candidates.add(Path.of(fromEnvironment));
            } else {
                repository.ifPresent(repo -> candidates.add(repo.resolve(".tools/bin/vegeta")));
                for (String dir : environment.getOrDefault("PATH", "").split(File.pathSeparator)) {
                    if (!dir.isBlank()) {
                        candidates.add(Path.of(dir, "vegeta"));
                    }
                }
            }
        }
        return candidates.stream().filter(Files::isExecutable).findFirst();
    }
}
