package io.threadbench.controller.loadgen;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.threadbench.controller.json.Json;
import io.threadbench.controller.scenario.RequestTemplate;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The requests of a scenario as vegeta's JSON targets, one line per iteration, in the order k6's script sends them:
 * the same paths for the built-in workloads, the same 75/25 movies mix and directors by iteration number, and for the
 * {@code requests} workload iteration {@code i} sends the template whose share of the total weight holds {@code i}
 * modulo that total, with {@code {i}} and the picks filled in. vegeta reads them lazily from its standard input, so
 * every iteration has its own line and the shares are exact, as under k6.
 */
final class VegetaTargets {

    private static final List<String> DIRECTORS = List.of("Allen", "Hitchcock", "Kubrick");
    private static final Map<String, String> FIRST_NAMES =
            Map.of("Allen", "Woody", "Hitchcock", "Alfred", "Kubrick", "Stanley");
    private static final Map<String, List<String>> JSON_CONTENT = Map.of("Content-Type", List.of("application/json"));

    private final Scenario.Work work;
    private final String baseUrl;
    private final String delay;
    private final int totalWeight;

    VegetaTargets(Scenario scenario, String baseUrl) {
        this.work = scenario.work();
        this.baseUrl = baseUrl.replaceAll("/+$", "");
        this.delay = "delayMillis=" + work.delayMillis() + "&delayCallDepth=" + work.delayCallDepth();
        this.totalWeight =
                work.requests().stream().mapToInt(RequestTemplate::weight).sum();
    }

    /** vegeta's JSON target format: the body is base64 (Jackson writes a byte array so). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Target(String method, String url, Map<String, List<String>> header, byte[] body) {}

    /** The target line (with its newline) of iteration {@code i}. */
    byte[] line(long i) {
        byte[] json = Json.MAPPER.writeValueAsBytes(target(i));
        byte[] line = java.util.Arrays.copyOf(json, json.length + 1);
        line[json.length] = '\n';
        return line;
    }

    Target target(long i) {
        Workload workload = work.workload();
        return switch (workload) {
            case EPOCH_MILLIS -> get("/epoch-millis?" + delay);
            case MOVIES_GET -> movies(i);
            case MOVIES_GET_POST -> i % 4 == 3 ? postMovie(i) : movies(i);
            case FANOUT -> get("/fanout?calls=" + work.fanoutCalls() + "&" + delay);
            case ALLOCATE -> get("/allocate?kilobytes=" + work.allocateKilobytes() + "&" + delay);
            case CAR -> get("/car?" + delay);
            case PINNING_NATIVE -> get("/pinning?mode=native&" + delay);
            case PINNING_CLASS_INIT -> get("/pinning?mode=class-init&" + delay);
            case PINNING_SYNCHRONIZED -> get("/pinning?mode=synchronized&" + delay);
            case REQUESTS -> templated(i);
        };
    }

    /** The template iteration {@code i} sends (the one whose share of the total weight holds {@code i}). */
    RequestTemplate templateAt(long i) {
        long slot = i % totalWeight;
        for (RequestTemplate template : work.requests()) {
            if (slot < template.weight()) {
                return template;
            }
            slot -= template.weight();
        }
        return work.requests().getFirst();
    }

    private Target templated(long i) {
        RequestTemplate template = templateAt(i);
        Map<String, List<String>> headers = new java.util.LinkedHashMap<>();
        template.headers().forEach((name, value) -> headers.put(name, List.of(value)));
        String body = template.bodyAt(i);
        return new Target(
                template.method(),
                baseUrl + template.pathAt(i),
                headers.isEmpty() ? null : headers,
                body == null ? null : body.getBytes(StandardCharsets.UTF_8));
    }

    private Target get(String pathAndQuery) {
        return new Target("GET", baseUrl + pathAndQuery, null, null);
    }

    private Target movies(long i) {
        return get("/movies?directorLastName=" + DIRECTORS.get((int) (i % 3)) + "&" + delay);
    }

    /** One movie in the shape {@code GET /movies} answers with, as the k6 script posts it. */
    private Target postMovie(long i) {
        String last = DIRECTORS.get((int) (i % 3));
        Map<String, String> director = Map.of("firstName", FIRST_NAMES.get(last), "lastName", last);
        long year = 2000 + (i % 25);
        Map<String, Object> movie = new java.util.LinkedHashMap<>();
        movie.put("title", "Threadbench " + i);
        movie.put("year", year);
        movie.put("genre", "Drama");
        movie.put("rating", 7.5);
        movie.put("directors", List.of(director));
        movie.put("writers", List.of(director));
        movie.put(
                "roles",
                List.of(
                        Map.of("character", "Lead", "actor", Map.of("firstName", "Ada", "lastName", "Lovelace")),
                        Map.of("character", "Support", "actor", Map.of("firstName", "Alan", "lastName", "Turing"))));
        movie.put("awards", List.of(Map.of("name", "Golden Thread", "category", "Best Picture", "year", year)));
        return new Target(
                "POST", baseUrl + "/movies?" + delay, JSON_CONTENT, Json.MAPPER.writeValueAsBytes(List.of(movie)));
    }
}
