package io.threadbench.controller.sut;

import io.threadbench.contract.SutHttp;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * The pre-flight check of a started SUT (DESIGN §5): every endpoint of the scenario's workload (or every request
 * template, iteration 0, following its redirects when it does and judged by its expected statuses) is called once
 * (without delay) and must answer 2xx; our SUT must also answer with the
 * {@code X-Thread-Kind} of the variant's approach, proving it really runs the approach it claims before any load
 * is measured. A registered service sends no such header: its thread kind is checked in its JVM during the run.
 */
@Component
public class Preflight {

    static final Duration TIMEOUT = Duration.ofSeconds(30);
    /** One movie in the shape the k6 script posts (the SUT does not persist it unless told to). */
    static final String PREFLIGHT_MOVIE = """
            [{"title": "Threadbench pre-flight", "year": 2001, "genre": "Drama", "rating": 7.5,
              "directors": [{"firstName": "Stanley", "lastName": "Kubrick"}]}]
            """;

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    /** For requests that follow redirects: their answer is the last hop's. */
    private final HttpClient following = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NORMAL)
            .build();

    /** The 2xx that a built-in workload's endpoints answer. */
    private static final List<int[]> TWO_XX = List.of(new int[] {200, 299});

    /**
     * A request of the check: method, path with query, body (JSON unless the headers say otherwise), the statuses
     * that count as success and whether redirects are followed.
     */
    record Call(
            String method,
            String path,
            String body,
            Map<String, String> headers,
            List<int[]> expected,
            boolean followRedirects) {
        Call(String method, String path, String body) {
            this(
                    method,
                    path,
                    body,
                    body == null ? Map.of() : Map.of("Content-Type", "application/json"),
                    TWO_XX,
                    false);
        }

        boolean expects(int status) {
            return expected.stream().anyMatch(range -> status >= range[0] && status <= range[1]);
        }
    }

    /** @throws PreflightException naming the endpoint and what was wrong */
    public void check(String baseUrl, Scenario scenario, Variant variant)
            throws PreflightException, InterruptedException {
        for (Call call : calls(scenario)) {
            HttpRequest.Builder request =
                    HttpRequest.newBuilder(URI.create(baseUrl + call.path())).timeout(TIMEOUT);
            call.headers().forEach(request::header);
            request.method(
                    call.method(),
                    call.body() == null
                            ? HttpRequest.BodyPublishers.noBody()
                            : HttpRequest.BodyPublishers.ofString(call.body()));
            HttpResponse<String> response;
            try {
                response = (call.followRedirects() ? following : http)
                        .send(request.build(), HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                throw new PreflightException(call.method() + " " + call.path() + " failed: " + e);
            }
            if (!call.expects(response.statusCode())) {
                throw new PreflightException(call.method() + " " + call.path() + " answered " + response.statusCode()
                        + ": " + abbreviate(response.body()));
            }
            if (!variant.isBuiltin()) {
                continue;
            }
            Approach approach = variant.builtinApproach();
            String kind =
                    response.headers().firstValue(SutHttp.THREAD_KIND_HEADER).orElse(null);
            if (!approach.accepts(kind)) {
                throw new PreflightException(call.method() + " " + call.path() + " ran on a "
                        + (kind == null ? "thread of unknown kind (no X-Thread-Kind header)" : "'" + kind + "' thread")
                        + ", but " + approach.id() + " must use " + approach.acceptedKinds() + " threads");
            }
        }
    }

    static List<Call> calls(Scenario scenario) {
        return switch (scenario.work().workload()) {
            case EPOCH_MILLIS -> List.of(new Call("GET", SutHttp.EPOCH_MILLIS, null));
            case MOVIES_GET -> List.of(new Call("GET", SutHttp.MOVIES + "?" + SutHttp.DIRECTOR + "=Kubrick", null));
            case MOVIES_GET_POST ->
                List.of(
                        new Call("GET", SutHttp.MOVIES + "?" + SutHttp.DIRECTOR + "=Kubrick", null),
                        new Call("POST", SutHttp.MOVIES, PREFLIGHT_MOVIE));
            case FANOUT ->
                List.of(new Call(
                        "GET",
                        SutHttp.FANOUT + "?" + SutHttp.CALLS + "="
                                + scenario.work().fanoutCalls(),
                        null));
            case ALLOCATE ->
                List.of(new Call(
                        "GET",
                        SutHttp.ALLOCATE + "?" + SutHttp.KILOBYTES + "="
                                + scenario.work().allocateKilobytes(),
                        null));
            case CAR -> List.of(new Call("GET", SutHttp.CAR, null));
            case PINNING_NATIVE ->
                List.of(new Call("GET", SutHttp.PINNING + "?" + SutHttp.PINNING_MODE + "=native", null));
            case PINNING_CLASS_INIT ->
                List.of(new Call("GET", SutHttp.PINNING + "?" + SutHttp.PINNING_MODE + "=class-init", null));
            case PINNING_SYNCHRONIZED ->
                List.of(new Call("GET", SutHttp.PINNING + "?" + SutHttp.PINNING_MODE + "=synchronized", null));
            case REQUESTS ->
                scenario.work().requests().stream()
                        .map(r -> new Call(
                                r.method(),
                                r.pathAt(0),
                                r.bodyAt(0),
                                r.headers(),
                                r.statusRanges(),
                                r.followRedirects()))
                        .toList();
        };
    }

    private static String abbreviate(String text) {
        String line = text == null ? "" : text.strip();
        return line.length() <= 200 ? line : line.substring(0, 200) + "…";
    }
}
