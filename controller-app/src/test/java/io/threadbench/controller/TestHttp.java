package io.threadbench.controller;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.springframework.test.context.DynamicPropertyRegistry;

/** Small helpers the Spring-app test fixtures share: a blocking HTTP call and a fresh data folder. */
public final class TestHttp {

    private TestHttp() {}

    /** Sends {@code request} and returns the response with a String body; I/O failures fail the test. */
    public static HttpResponse<String> send(HttpClient http, HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * For a context whose tests run no trial: no ingestion warm-up, which would take a core for seconds (on a busy
     * 2-core machine) while the tests run and warms a path they never use.
     */
    public static void noTrialWarmup(DynamicPropertyRegistry registry) {
        registry.add("threadbench.warmup-requests", () -> "0");
    }

    /**
     * A new temporary folder named after {@code prefix}, e.g. the SQLite home of a test application, deleted with
     * what it holds when the test JVM exits: a full run makes dozens, which would otherwise pile up in the system's
     * temporary folder run after run.
     */
    public static Path tempFolder(String prefix) {
        try {
            Path folder = Files.createTempDirectory(prefix);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteQuietly(folder)));
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A new empty file named after {@code prefix} and {@code suffix}, in a {@link #tempFolder} of its own. */
    public static Path tempFile(String prefix, String suffix) {
        try {
            return Files.createFile(tempFolder(prefix).resolve(prefix + suffix));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void deleteQuietly(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(file -> file.toFile().delete());
        } catch (IOException | UncheckedIOException ignored) {
            // a leftover temporary folder is harmless
        }
    }
}
