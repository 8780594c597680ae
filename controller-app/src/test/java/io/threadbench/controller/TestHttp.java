package io.threadbench.controller;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
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

    /** A new temporary folder named after {@code prefix}, e.g. the SQLite home of a test application. */
    public static Path tempFolder(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
