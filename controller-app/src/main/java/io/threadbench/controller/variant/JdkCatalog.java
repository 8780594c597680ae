package io.threadbench.controller.variant;

import io.threadbench.controller.config.RepoLayout;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.stereotype.Component;

/**
 * Finds the JDKs on this machine where the launcher looks for them ({@code JAVA_HOME}, {@code /usr/lib/jvm/*},
 * {@code /usr/local/lib/jvm/*}, {@code /opt/java/*}, SDKMAN's and IntelliJ's folders, or the folders of
 * {@code THREADBENCH_JVM_DIRS}), and reads a JDK's version and vendor from its {@code release} file.
 */
@Component
public class JdkCatalog {

    private static final Pattern FEATURE = Pattern.compile("^(?:1\\.)?(\\d+)");

    private final RepoLayout layout;

    public JdkCatalog(RepoLayout layout) {
        this.layout = layout;
    }

    /** The JDK the controller starts the SUT with when a variant names none. */
    public Jdk defaultJdk() {
        Path home = layout.javaBinary().toAbsolutePath().getParent().getParent();
        return describe(home)
                .orElseGet(() -> new Jdk(
                        home.toString(),
                        Runtime.version().toString(),
                        Runtime.version().feature(),
                        "unknown"));
    }

    /** Every JDK found, the default first, then newest first; each folder once (symbolic links resolved). */
    public List<Jdk> installed() {
        Map<Path, Jdk> found = new LinkedHashMap<>();
        add(found, Path.of(defaultJdk().home()));
        String javaHome = System.getenv("JAVA_HOME");
        if (javaHome != null && !javaHome.isBlank()) {
            add(found, Path.of(javaHome));
        }
        List<Jdk> others = new ArrayList<>();
        for (Path folder : searchFolders()) {
            if (!Files.isDirectory(folder)) {
                continue;
            }
            try (DirectoryStream<Path> children = Files.newDirectoryStream(folder)) {
                for (Path child : children) {
                    Path home =
                            Files.isDirectory(child.resolve("Contents/Home")) ? child.resolve("Contents/Home") : child;
                    describe(home).ifPresent(others::add);
                }
            } catch (IOException e) {
                // an unreadable folder holds no JDK we could use
            }
        }
        others.sort(Comparator.comparingInt(Jdk::feature).reversed().thenComparing(Jdk::home));
        others.forEach(jdk -> found.putIfAbsent(real(Path.of(jdk.home())), jdk));
        return List.copyOf(found.values());
    }

    private void add(Map<Path, Jdk> found, Path home) {
        describe(home).ifPresent(jdk -> found.putIfAbsent(real(home), jdk));
    }

    /** The JDK in {@code home}, or empty when it is not one (no {@code bin/java} or no {@code release} file). */
    public Optional<Jdk> describe(Path home) {
        Path release = home.resolve("release");
        if (!Files.isExecutable(home.resolve("bin").resolve("java")) || !Files.isRegularFile(release)) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (InputStream in = Files.newInputStream(release)) {
            properties.load(in);
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
        String version = unquote(properties.getProperty("JAVA_VERSION"));
        if (version == null) {
            return Optional.empty();
        }
        Matcher feature = FEATURE.matcher(version);
        if (!feature.find()) {
            return Optional.empty();
        }
        String vendor = unquote(properties.getProperty("IMPLEMENTOR"));
        return Optional.of(new Jdk(
                home.toAbsolutePath().normalize().toString(),
                version,
                Integer.parseInt(feature.group(1)),
                vendor == null || vendor.isBlank() ? "unknown" : vendor));
    }

    /** Why {@code path} cannot be used as a JDK, or empty when it can. */
    public Optional<String> problemWith(String path) {
        Path home;
        try {
            home = Path.of(path);
        } catch (RuntimeException e) {
            return Optional.of("'" + path + "' is not a valid path");
        }
        if (!home.isAbsolute()) {
            return Optional.of("give the JDK's folder as an absolute path, e.g. /usr/lib/jvm/temurin-25-jdk-amd64");
        }
        if (!Files.isDirectory(home)) {
            return Optional.of("there is no folder " + path);
        }
        if (describe(home).isEmpty()) {
            return Optional.of(path + " is not a JDK: it needs bin/java and a release file naming its version");
        }
        return Optional.empty();
    }

    private static List<Path> searchFolders() {
        String configured = System.getenv("THREADBENCH_JVM_DIRS");
        if (configured != null && !configured.isBlank()) {
            return java.util.Arrays.stream(configured.split(":"))
                    .filter(s -> !s.isBlank())
                    .map(Path::of)
                    .toList();
        }
        String home = System.getProperty("user.home");
        return List.of(
                Path.of("/usr/lib/jvm"),
                Path.of("/usr/local/lib/jvm"),
                Path.of("/opt/java"),
                Path.of("/Library/Java/JavaVirtualMachines"),
                Path.of(home, ".sdkman", "candidates", "java"),
                Path.of(home, ".jdks"));
    }

    private static Path real(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path.toAbsolutePath().normalize();
        }
    }

    private static String unquote(String value) {
        if (value == null) {
            return null;
        }
        String v = value.strip();
        return v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"") ? v.substring(1, v.length() - 1) : v;
    }
}
