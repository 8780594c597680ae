package io.threadbench.controller.loadgen;

import io.threadbench.controller.process.StartupTimeline;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * A k6 started {@code --paused}: it loads the script and makes its VUs, then waits. {@link #go} starts reading
 * its output, waits until its REST API answers and resumes it through that API ({@code PATCH /v1/status}, paused
 * false); the test's duration counts from the resume.
 */
final class K6PreparedRun implements PreparedLoad {

    /** How long k6 may take to get ready (its API up): making many VUs takes a while. */
    static final Duration READY_TIMEOUT = Duration.ofSeconds(120);

    private static final Duration STOP_GRACE = Duration.ofSeconds(5);
    private static final String RESUME = """
            {"data": {"type": "status", "id": "default", "attributes": {"paused": false}}}""";

    private final Process process;
    private final URI status;
    private final Function<SecondListener, K6Run> reader;
    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2))
            .build();

    /** @param reader starts reading the process's output into a listener */
    K6PreparedRun(Process process, int apiPort, Function<SecondListener, K6Run> reader) {
        this.process = process;
        this.status = URI.create("http://127.0.0.1:" + apiPort + "/v1/status");
        this.reader = reader;
    }

    @Override
    public ProcessHandle process() {
        return process.toHandle();
    }

    @Override
    public LoadRun go(SecondListener listener) throws IOException, InterruptedException {
        K6Run run = read(listener);
        try {
            awaitReady();
            resume();
        } catch (IOException | InterruptedException | RuntimeException e) {
            run.stop(STOP_GRACE);
            throw e;
        }
        StartupTimeline.mark("k6 resumed");
        return run;
    }

    /** Starts reading k6's output into {@code listener}; it stays paused. */
    K6Run read(SecondListener listener) {
        return reader.apply(listener);
    }

    /**
     * Waits until k6's REST API answers {@code GET /v1/status}: k6 has made its VUs and waits for the resume. The
     * same client then resumes it over a connection already open, so a resume costs one round trip.
     */
    void awaitReady() throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(status)
                .timeout(Duration.ofSeconds(10))
                .GET()
                .build();
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        IOException last = null;
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException("k6 exited with code " + process.exitValue() + " before its load could start");
            }
            try {
                HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() / 100 == 2) {
                    return;
                }
                throw new IOException("k6's API answered " + response.statusCode() + " "
                        + response.body().strip() + " while it got ready");
            } catch (java.net.ConnectException e) {
                last = e; // its API is not listening yet
            }
            Thread.sleep(20);
        }
        throw new IOException("k6's API did not answer within " + READY_TIMEOUT.toSeconds() + " s: " + last);
    }

    /** Resumes k6 ({@code PATCH /v1/status}, paused false) once {@link #awaitReady} returned; returns when k6 accepted. */
    void resume() throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(status)
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .method("PATCH", HttpRequest.BodyPublishers.ofString(RESUME))
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IOException("k6 did not resume: its API answered " + response.statusCode() + " "
                    + response.body().strip());
        }
    }

    @Override
    public void discard() {
        process.toHandle().destroy();
        try {
            if (process.waitFor(STOP_GRACE.toNanos(), TimeUnit.NANOSECONDS)) {
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.toHandle().destroyForcibly();
    }
}
