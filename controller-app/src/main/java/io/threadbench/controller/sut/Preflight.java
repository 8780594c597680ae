package io.threadbench.controller.sut;

import io.threadbench.controller.scenario.Scenario;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The pre-flight check of a started SUT (DESIGN §5): every endpoint of the scenario's workload is called once
 * (without delay) and must answer 2xx with the {@code X-Thread-Kind} of the approach, proving the SUT really
 * runs the approach it claims before any load is measured.
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

    /** A request of the check: method, path with query, JSON body for POST. */
    record Call(String method, String path, String body) {}

    /** @throws PreflightException naming the endpoint and what was wrong */
    public void check(String baseUrl, Scenario scenario, Approach approach)
            throws PreflightException, InterruptedException {
        for (Call call : calls(scenario)) {
            HttpRequest.Builder request =
                    HttpRequest.newBuilder(URI.create(baseUrl + call.path())).timeout(TIMEOUT);
            if (call.body() != null) {
                request.header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(call.body()));
            }
            HttpResponse<String> response;
            try {
                response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                throw new PreflightException(call.method() + " " + call.path() + " failed: " + e);
            }
            if (response.statusCode() / 100 != 2) {
                throw new PreflightException(call.method() + " " + call.path() + " answered " + response.statusCode()
                        + ": " + abbreviate(response.body()));
            }
            String kind = response.headers().firstValue("X-Thread-Kind").orElse(null);
            if (!approach.threadKind().equals(kind)) {
                throw new PreflightException(call.method() + " " + call.path() + " ran on a "
                        + (kind == null ? "thread of unknown kind (no X-Thread-Kind header)" : "'" + kind + "' thread")
                        + ", but " + approach.id() + " must use '" + approach.threadKind() + "' threads");
            }
        }
    }

    static List<Call> calls(Scenario scenario) {
        return switch (scenario.workload()) {
            case EPOCH_MILLIS -> List.of(new Call("GET", "/epoch-millis", null));
            case MOVIES_GET -> List.of(new Call("GET", "/movies?directorLastName=Kubrick", null));
            case MOVIES_GET_POST ->
                List.of(
                        new Call("GET", "/movies?directorLastName=Kubrick", null),
                        new Call("POST", "/movies", PREFLIGHT_MOVIE));
            case FANOUT -> List.of(new Call("GET", "/fanout?calls=" + scenario.fanoutCalls(), null));
            case ALLOCATE -> List.of(new Call("GET", "/allocate?kilobytes=" + scenario.allocateKilobytes(), null));
            case CAR -> List.of(new Call("GET", "/car", null));
        };
    }

    private static String abbreviate(String text) {
        String line = text == null ? "" : text.strip();
        return line.length() <= 200 ? line : line.substring(0, 200) + "…";
    }
}
