package io.threadbench.controller;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the Chromium the browser tests drive, in the launcher's order ({@code find_chromium} in
 * {@code ./threadbench}): {@code $CHROMIUM} when set, else a Chromium or Chrome on the PATH, else the usual
 * install places on Linux and macOS.
 */
public final class ChromiumLocator {

    static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome", "google-chrome-stable");
    static final List<String> PLACES = List.of(
            "/usr/bin/chromium",
            "/usr/bin/chromium-browser",
            "/Applications/Chromium.app/Contents/MacOS/Chromium",
            "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome");

    private ChromiumLocator() {}

    /** Chromium for this machine's environment. */
    public static Path chromium() {
        return find(System.getenv())
                .orElseThrow(() -> new IllegalStateException("Chromium not found for the browser tests: install it"
                        + " (Debian/Ubuntu: apt-get install chromium; macOS: brew install --cask chromium) or set"
                        + " CHROMIUM=/path/to/chromium; ./threadbench test installs it on Debian as root"));
    }

    /** Chromium for the given environment (only {@code CHROMIUM} and {@code PATH} are read), if any. */
    static Optional<Path> find(Map<String, String> env) {
        String configured = env.get("CHROMIUM");
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured)).filter(Files::isExecutable);
        }
        for (String name : NAMES) {
            for (String dir : env.getOrDefault("PATH", "").split(File.pathSeparator)) {
                Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
                if (Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return PLACES.stream().map(Path::of).filter(Files::isExecutable).findFirst();
    }
}
