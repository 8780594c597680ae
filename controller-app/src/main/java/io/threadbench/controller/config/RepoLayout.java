package io.threadbench.controller.config;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Finds the parts the engine runs: the SUT jar, the java binary and the data folder (k6 and its script are
 * found by {@code loadgen.K6Locator} the same way). A configured path ({@link ThreadbenchProperties}) wins; otherwise the repository is
 * found from the system property {@code threadbench.repo}, the working folder, or the controller jar's
 * location, so running from a checkout needs no configuration.
 */
@Component
public class RepoLayout {

    private final ThreadbenchProperties properties;
    private final Optional<Path> repo;

    public RepoLayout(ThreadbenchProperties properties) {
        this.properties = properties;
        this.repo = findRepo();
    }

    /** The repository root, if Threadbench runs from a checkout. */
    public Optional<Path> repo() {
        return repo;
    }

    /** Folder of the database and the trial logs (default {@code ~/.threadbench}). */
    public Path home() {
        return properties.home() != null ? properties.home() : Path.of(System.getProperty("user.home"), ".threadbench");
    }

    public Path sutJar() {
        return required(
                properties.sutJar(),
                "service-under-test/target/service-under-test.jar",
                "threadbench.sut-jar",
                "build it with ./mvnw -pl service-under-test package");
    }

    /** The java that starts the SUT: configured, else the one running the controller. */
    public Path javaBinary() {
        if (properties.javaBinary() != null) {
            return properties.javaBinary();
        }
        return Path.of(System.getProperty("java.home"), "bin", isWindows() ? "java.exe" : "java");
    }

    private Path required(Path configured, String inRepo, String property, String hint) {
        if (configured != null) {
            if (!Files.isRegularFile(configured)) {
                throw new IllegalStateException(property + " points to " + configured + ", which is not a file");
            }
            return configured;
        }
        Path candidate = repo.map(root -> root.resolve(inRepo)).orElse(null);
        if (candidate == null) {
            throw new IllegalStateException("cannot find " + inRepo + ": not run from the repository; set " + property);
        }
        if (!Files.isRegularFile(candidate)) {
            throw new IllegalStateException(
                    candidate + " does not exist" + (hint == null ? "" : "; " + hint) + " (or set " + property + ")");
        }
        return candidate;
    }

    private static Optional<Path> findRepo() {
        String property = System.getProperty("threadbench.repo");
        if (property != null && !property.isBlank()) {
            return upwards(Path.of(property));
        }
        return upwards(Path.of("").toAbsolutePath()).or(RepoLayout::fromCodeLocation);
    }

    private static Optional<Path> fromCodeLocation() {
        try {
            var source = RepoLayout.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return Optional.empty();
            }
            String location = source.getLocation().toString();
            // inside a Spring Boot jar the location is jar:file:/...controller-app.jar!/BOOT-INF/classes!/
            if (location.startsWith("jar:")) {
                location =
                        location.substring(4, location.indexOf("!/") > 0 ? location.indexOf("!/") : location.length());
            }
            return upwards(Path.of(new java.net.URI(location)));
        } catch (URISyntaxException | IllegalArgumentException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static Optional<Path> upwards(Path start) {
        for (Path dir = start.toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("threadbench"))
                    && Files.isRegularFile(dir.resolve("pom.xml"))
                    && Files.isDirectory(dir.resolve("scenarios"))) {
                return Optional.of(dir);
            }
        }
        return Optional.empty();
    }

    private static boolean isWindows() {
        return System.getProperty("os.name").startsWith("Windows");
    }
}
