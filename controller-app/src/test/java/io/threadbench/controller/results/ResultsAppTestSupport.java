package io.threadbench.controller.results;

import io.threadbench.controller.TestHttp;
import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.seconds.TrialSecondRepository;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The controller on a random port with a real SQLite file in a temp folder; finished benchmarks are crafted
 * through the application's own {@link TrialSecondRepository} and {@link TrialSummaryService}. Subclasses share one context.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
public abstract class ResultsAppTestSupport {

    static final Path DATA = TestHttp.tempFolder("threadbench-results-app");

    private final HttpClient http = HttpClient.newHttpClient();

    @LocalServerPort
    protected int port;

    @Autowired
    protected JdbcClient jdbc;

    @Autowired
    protected TrialSecondRepository seconds;

    @Autowired
    protected TrialSummaryService summaries;

    @DynamicPropertySource
    static void properties(DynamicPropertyRegistry registry) {
        TestHttp.noTrialWarmup(registry);
        registry.add("threadbench.home", DATA::toString);
        registry.add(
                "threadbench.database", () -> DATA.resolve("threadbench.db").toString());
        registry.add(
                "threadbench.scenarios-dir",
                () -> DATA.resolve("no-default-scenarios").toString());
    }

    public CraftedBenchmarks crafted() {
        return new CraftedBenchmarks(jdbc, seconds, summaries);
    }

    public String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    public HttpResponse<String> get(String path) {
        return TestHttp.send(http, HttpRequest.newBuilder(URI.create(url(path))).build());
    }
}
