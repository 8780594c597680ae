package io.threadbench.controller;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

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

    /** A new temporary folder named after {@code prefix}, e.g. the SQLite home of a test application. */
    public static Path tempFolder(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
