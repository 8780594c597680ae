package io.threadbench.controller.loadgen;

import io.threadbench.controller.json.Json;
import io.threadbench.controller.scenario.RequestTemplate;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads vegeta's results as JSON lines ({@code vegeta encode --to json}) into a {@link LatencyRecorder}, on a thread of
 * its own: each request stamped when it ended (start + latency, as k6 stamps its samples), its latency in
 * microseconds, success judged as k6's script judges it (2xx for the built-in workloads, the request's
 * {@code expectedStatuses} for the {@code requests} workload), a failure without an answer sorted into the same
 * {@link ErrorKind}s as k6's error codes by vegeta's message, and a request sent {@link #LATE_MILLIS} or more after
 * its time in the schedule counted where k6 counts a dropped iteration.
 */
final class VegetaResultReader implements Runnable {

    /**
     * How late a request may leave against the schedule before it counts as late: vegeta sends a request that it could
     * not send in time as soon as a worker is free (it never drops one), so lateness is its sign of a full budget.
     */
    static final long LATE_MILLIS = 200;

    private static final Logger log = LoggerFactory.getLogger(VegetaResultReader.class);
    private static final List<int[]> TWO_HUNDREDS = List.of(new int[] {200, 299});

    /** One line of vegeta's JSON results; the fields not read here are left out. */
    record Result(
            long seq,
            int code,
            String timestamp,
            long latency,
            String error,
            String method,
            String url,
            Map<String, List<String>> headers) {}

    private final InputStream input;
    private final LatencyRecorder recorder;
    private final Expectations expectations;
    private final long intervalNanos;
    private long earliestStart = Long.MAX_VALUE;
    private volatile long results;
    private volatile long late;
    private volatile long malformed;

    /** @param rate the requests per second vegeta was asked for (its schedule: request n leaves n / rate after the start) */
    VegetaResultReader(InputStream input, LatencyRecorder recorder, Scenario scenario, String baseUrl, int rate) {
        this.input = input;
        this.recorder = recorder;
        this.expectations = new Expectations(scenario, baseUrl);
        this.intervalNanos = 1_000_000_000L / Math.max(1, rate);
    }

    @Override
    public void run() {
        try (BufferedReader reader =
                new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8), 1 << 16)) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!line.isBlank()) {
                    handle(line);
                }
            }
        } catch (IOException e) {
            log.warn("vegeta's results stopped: {}", e.toString());
        } finally {
            recorder.finish();
            if (malformed > 0 || recorder.lateSamples() > 0) {
                log.warn(
                        "vegeta results: {} read, {} malformed, {} after their second was emitted",
                        results,
                        malformed,
                        recorder.lateSamples());
            }
        }
    }

    /** Results read so far. */
    long results() {
        return results;
    }

    /** Requests that left {@link #LATE_MILLIS} or more after their time. */
    long late() {
        return late;
    }

    void handle(String line) {
        Result result;
        long startNanos;
        try {
            result = Json.MAPPER.readValue(line, Result.class);
            var start = OffsetDateTime.parse(result.timestamp()).toInstant();
            startNanos = start.getEpochSecond() * 1_000_000_000L + start.getNano();
        } catch (RuntimeException e) {
            malformed++;
            return;
        }
        results++;
        long endMillis = Math.floorDiv(startNanos + result.latency(), 1_000_000L);
        long micros = Math.round(result.latency() / 1000.0);
        int status = result.code();
        ErrorKind failure = status == 0
                ? kindOfMessage(result.error())
                : expectations.expects(result.method(), result.url(), status) ? null : ErrorKind.of(status, 0);
        recorder.recordRequest(endMillis, micros, status, failure, () -> firstMessage(result, failure));
        // the schedule's start is no later than any request's start less its place in the schedule
        long scheduled = startNanos - result.seq() * intervalNanos;
        earliestStart = Math.min(earliestStart, scheduled);
        if (scheduled - earliestStart >= LATE_MILLIS * 1_000_000L) {
            late++;
            recorder.recordDroppedIterations(endMillis, 1);
        }
    }

    /** A failure without an answer, by vegeta's (Go's) message, into k6's kinds. */
    static ErrorKind kindOfMessage(String error) {
        String text = error == null ? "" : error;
        if (text.contains("connection refused")) {
            return ErrorKind.REFUSED;
        }
        if (text.contains("connection reset") || text.contains("broken pipe")) {
            return ErrorKind.RESET;
        }
        if (text.contains("dial tcp") && text.contains("timeout")) {
            return ErrorKind.DIAL_TIMEOUT;
        }
        if (text.contains("Timeout") || text.contains("timeout") || text.contains("deadline exceeded")) {
            return ErrorKind.REQUEST_TIMEOUT;
        }
        return ErrorKind.NETWORK_OTHER;
    }

    /** vegeta's message for a failure without an answer; for an unexpected redirect where it pointed; else the status. */
    private static String firstMessage(Result result, ErrorKind failure) {
        if (result.code() == 0) {
            return result.error();
        }
        if (failure == ErrorKind.HTTP_3XX && result.headers() != null) {
            List<String> location = result.headers().get("Location");
            String path = result.url() == null ? "" : result.url().replaceFirst("^https?://[^/]+", "");
            return "HTTP " + result.code() + " to "
                    + (location == null || location.isEmpty() ? "(no Location header)" : location.getFirst())
                    + " (from " + result.method() + " " + path + ")";
        }
        return null; // the recorder writes "HTTP <status>", as for k6
    }

    /**
     * The statuses each request expects: one rule when all requests share it (the built-in workloads: 2xx), else
     * found by the request's method and URL against each template's path with its placeholders as wildcards.
     */
    static final class Expectations {
        private final List<int[]> shared;
        private final List<Pattern> patterns;
        private final List<List<int[]>> ranges;

        Expectations(Scenario scenario, String baseUrl) {
            List<RequestTemplate> templates = scenario.work().workload() == Workload.REQUESTS
                    ? scenario.work().requests()
                    : List.of();
            boolean allSame = templates.stream()
                            .map(RequestTemplate::expectedStatuses)
                            .distinct()
                            .count()
                    <= 1;
            shared = templates.isEmpty()
                    ? TWO_HUNDREDS
                    : allSame ? templates.getFirst().statusRanges() : null;
            String base = baseUrl.replaceAll("/+$", "");
            patterns = templates.stream()
                    .map(t -> Pattern.compile(Pattern.quote(t.method() + " " + base)
                            + java.util.Arrays.stream(t.path().split("\\{[A-Za-z][A-Za-z0-9_]*}", -1))
                                    .map(Pattern::quote)
                                    .collect(java.util.stream.Collectors.joining(".*?"))))
                    .toList();
            ranges = templates.stream().map(RequestTemplate::statusRanges).toList();
        }

        boolean expects(String method, String url, int status) {
            List<int[]> rule = shared;
            if (rule == null) {
                rule = ranges.getFirst();
                String request = method + " " + url;
                for (int i = 0; i < patterns.size(); i++) {
                    if (patterns.get(i).matcher(request).matches()) {
                        rule = ranges.get(i);
                        break;
                    }
                }
            }
            return rule.stream().anyMatch(range -> status >= range[0] && status <= range[1]);
        }
    }
}
