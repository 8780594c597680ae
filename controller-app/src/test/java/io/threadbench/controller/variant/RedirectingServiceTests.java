package io.threadbench.controller.variant;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.BenchmarkRequest;
import io.threadbench.controller.benchmark.BenchmarkTestSupport;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.benchmark.TrialDiagnostics;
import io.threadbench.controller.metrics.TrialSummaryService;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A registered web app of our own whose search answers {@code 302} to a second path, as a real app's search does
 * when one entry matches: by default the followed redirect is no failure; with only 2xx expected, each 302 fails
 * under an error kind of its own whose first message names the status and where it pointed.
 */
class RedirectingServiceTests extends BenchmarkTestSupport {

    @Autowired
    TrialSummaryService summaries;

    /** {@code /search?q=…} → 302 to {@code /results?q=…}; {@code /results}, {@code /home} and health answer 200. */
    private static HttpServer redirectingService() throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 200);
        server.createContext("/search", exchange -> {
            exchange.getResponseHeaders()
                    .add("Location", "/results?" + exchange.getRequestURI().getRawQuery());
            exchange.sendResponseHeaders(302, -1);
            exchange.close();
        });
        // /actuator/health: where Threadbench asks a registered service whether it is up
        for (String path : List.of("/results", "/home", "/actuator/health")) {
            server.createContext(path, exchange -> {
                byte[] body = ("page " + path).getBytes(StandardCharsets.UTF_8);
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            });
        }
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.start();
        return server;
    }

    private static String scenario(String name, String extra) {
        return """
                {"name": "%s", "workload": "requests", "loadShape": "constant-rate",
                 "rps": 20, "vus": 5, "durationSeconds": 3, "warmupSeconds": 1,
                 "requests": [{"path": "/search?q={i}"%s}, {"path": "/home"}]}
                """.formatted(name, extra);
    }

    @Test
    void aFollowedRedirectIsNoFailureUnlessItsStatusIsMarkedUnexpected() throws Exception {
        HttpServer service = redirectingService();
        try {
            int port = service.getAddress().getPort();
            assertThat(send(
                                    "POST",
                                    "/api/services",
                                    "{\"name\": \"redirecting\", \"baseUrl\": \"http://127.0.0.1:" + port + "\"}")
                            .status())
                    .isEqualTo(201);
            assertThat(send("POST", "/api/variants", "{\"label\": \"redirecting\", \"service\": \"redirecting\"}")
                            .status())
                    .isEqualTo(201);
            assertThat(send("POST", "/api/scenarios", scenario("redirect-default", ""))
                            .status())
                    .isEqualTo(201);
            assertThat(send(
                                    "POST",
                                    "/api/scenarios",
                                    scenario("redirect-unexpected", ", \"expectedStatuses\": [\"200-299\"]"))
                            .status())
                    .isEqualTo(201);
            Response bad =
                    send("POST", "/api/scenarios", scenario("redirect-bad", ", \"expectedStatuses\": [\"2xx\"]"));
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.body()).contains("requests[0].expectedStatuses[0]").contains("got '2xx'");

            Benchmark created = benchmarks.create(BenchmarkRequest.builder()
                    .scenarios(List.of("redirect-default", "redirect-unexpected"))
                    .repetitions(1)
                    .variants(List.of("redirecting"))
                    .build());
            Benchmark finished = awaitFinished(created.id());

            assertThat(finished.status())
                    .as(benchmarks.trials(created.id()).stream()
                            .map(trial -> trial.error() + "\n" + trial.logTailK6())
                            .toList()
                            .toString())
                    .isEqualTo(RunStatus.SUCCEEDED);
            Trial byDefault = trialOf(created.id(), "redirect-default");
            Map<String, Double> fine = summaries.metrics(byDefault.id());
            // each search is two requests (the 302 hop and its target), each home page one
            assertThat(fine.get("requests_ok")).isGreaterThan(30.0);
            assertThat(fine.get("requests_error")).isZero();

            Trial strict = trialOf(created.id(), "redirect-unexpected");
            Map<String, Double> failed = summaries.metrics(strict.id());
            assertThat(failed.get("errors_http_3xx")).isPositive();
            assertThat(failed.get("requests_error")).isEqualTo(failed.get("errors_http_3xx"));
            assertThat(failed.get("errors_http_other")).isZero();
            // the hop's target and the home page still succeed: one failure per search
            assertThat(failed.get("requests_ok")).isGreaterThan(failed.get("errors_http_3xx"));
            TrialDiagnostics diagnostics =
                    benchmarks.diagnostics(List.of(strict)).get(strict.id());
            assertThat(diagnostics.firstErrors().get("http_3xx"))
                    .startsWith("HTTP 302 to /results?q=")
                    .contains("(from GET /search?q=");
        } finally {
            service.stop(0);
        }
    }

    private Trial trialOf(long benchmarkId, String scenario) {
        return benchmarks.trials(benchmarkId).stream()
                .filter(trial -> trial.scenarioName().equals(scenario))
                .findFirst()
                .orElseThrow();
    }
}
