package io.threadbench.controller.container;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The host's shared libraries a linked runtime loads (the C library, its loader, libm, ...): what {@code ldd}
 * names for its launchers and libraries, copied under the same paths into an image's root, so the image needs no
 * base image from a registry.
 */
final class HostLibraries {

    /** {@code libc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x...)} and the loader's own {@code /lib64/ld-...}. */
    private static final Pattern LIBRARY = Pattern.compile("(?:=>\\s*|^\\s*)(/\\S+)\\s+\\(0x");

    private HostLibraries() {}

    static void copyNeededBy(Path runtime, Path root) throws IOException, EngineUnavailableException {
        for (String library : neededBy(runtime)) {
            Path target = root.resolve(library.substring(1));
            if (!Files.exists(target)) {
                Files.createDirectories(target.getParent());
                Files.copy(Path.of(library), target); // follows the host's symbolic links: the file itself
            }
        }
    }

    /** The absolute paths of the host libraries the runtime's launchers and libraries load. */
    static Set<String> neededBy(Path runtime) throws IOException, EngineUnavailableException {
        List<String> command = new ArrayList<>();
        command.add("ldd");
        try (Stream<Path> files = Files.walk(runtime)) {
            files.filter(Files::isRegularFile)
                    .filter(file -> file.getFileName().toString().endsWith(".so")
                            || file.getParent().getFileName().toString().equals("bin"))
                    .map(Path::toString)
                    .forEach(command::add);
        }
        Process ldd = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(ldd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            ldd.waitFor(); // non-zero when one file is not dynamic; the others' lines are still there
        } catch (InterruptedException e) {
            ldd.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while listing libraries", e);
        }
        Set<String> libraries = new TreeSet<>();
        output.lines().forEach(line -> {
            Matcher m = LIBRARY.matcher(line);
            if (m.find() && !m.group(1).startsWith(runtime.toString())) {
                libraries.add(m.group(1));
            }
        });
        if (libraries.stream().noneMatch(library -> library.contains("libc.so"))) {
            throw new EngineUnavailableException(
                    "ldd found no C library for the runtime at " + runtime + ": " + output);
        }
        return libraries;
    }
}
