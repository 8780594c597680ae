package io.threadbench.controller.web.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.results.CraftedBenchmarks;
import io.threadbench.controller.results.ResultsAppTestSupport;
import java.io.ByteArrayInputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class ResultsApiControllerTests extends ResultsAppTestSupport {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private long benchmark;
    private long trial;

    @BeforeEach
    void craft() {
        CraftedBenchmarks crafted = crafted();
        benchmark = crafted.benchmark("downloads", List.of("api-scenario"), List.of("loom-netty", "webflux-netty"), 2);
        trial = crafted.finishedTrial(benchmark, "api-scenario", "loom-netty", 1, 5, 3, 50, 0);
        crafted.finishedTrial(benchmark, "api-scenario", "loom-netty", 2, 7, 3, 50, 0);
        crafted.finishedTrial(benchmark, "api-scenario", "webflux-netty", 1, 6, 3, 50, 1);
    }

    @Test
    void resultsCsvPerCellAndPerRepetitionWithFileNames() {
        HttpResponse<String> perCell = get("/api/benchmarks/" + benchmark + "/results.csv");
        assertThat(perCell.statusCode()).isEqualTo(200);
        assertThat(perCell.headers().firstValue("Content-Type"))
                .hasValueSatisfying(v -> assertThat(v).startsWith("text/csv"));
        assertThat(perCell.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"benchmark-" + benchmark + "-results.csv\"");
        List<String> lines = perCell.body().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1)).startsWith("api-scenario,loom-netty,150,0,").contains(",2,");
        assertThat(lines.get(2))
                .startsWith("api-scenario,webflux-netty,147,3,")
                .endsWith(",1,1"); // one repetition, and it raised a flag

        HttpResponse<String> perRepetition = get("/api/benchmarks/" + benchmark + "/results.csv?per=repetition");
        assertThat(perRepetition.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"benchmark-" + benchmark + "-results-per-repetition.csv\"");
        assertThat(perRepetition
                        .body()
                        .lines()
                        .skip(1)
                        .map(line -> line.substring(
                                0, line.indexOf(",150,") > 0 ? line.indexOf(",150,") : line.indexOf(",147,"))))
                .containsExactly(
                        "api-scenario,loom-netty,1", "api-scenario,loom-netty,2", "api-scenario,webflux-netty,1");
    }

    @Test
    void repetitionAdviceAsJsonAndOnTheBenchmarkPage() {
        CraftedBenchmarks crafted = crafted();
        long id = crafted.benchmark("advice", List.of("advice-scenario"), List.of("loom-netty", "webflux-netty"), 2);
        crafted.finishedTrial(id, "advice-scenario", "loom-netty", 1, 5, 3, 50, 0);
        crafted.finishedTrial(id, "advice-scenario", "loom-netty", 2, 7, 3, 50, 0);
        crafted.finishedTrial(id, "advice-scenario", "webflux-netty", 1, 20, 3, 50, 0);
        crafted.finishedTrial(id, "advice-scenario", "webflux-netty", 2, 22, 3, 50, 0);

        HttpResponse<String> response = get("/api/benchmarks/" + id + "/repetitions");

        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode p50 = JSON.readTree(response.body()).get(0);
        assertThat(p50.get("metric").asString()).isEqualTo("latency_millis_p50");
        assertThat(p50.get("best").asString()).isEqualTo("loom-netty");
        assertThat(p50.get("repetitions").asInt()).isEqualTo(2);
        // p50s ≈ 7.5 and 10.5 (loom) vs 30 and 33 (webflux): log spread ≈ 0.2 whose 80 % upper bound with 2 degrees
        // of freedom is ≈ 0.48; the advice is for the smallest difference that matters (2 %), not the 3.5× seen
        assertThat(p50.path("needed").isNull() || p50.path("needed").isMissingNode())
                .as("more than 30")
                .isTrue();
        assertThat(p50.get("text").asString())
                .startsWith("loom-netty vs webflux-netty: more than 30 repetitions each would be needed to settle a"
                        + " difference of 2 %")
                .contains("run-to-run noise up to ±");
        assertThat(get("/api/benchmarks/987654/repetitions").statusCode()).isEqualTo(404);

        assertThat(get("/benchmarks/" + id).body())
                .contains("How many repetitions?")
                .contains(p50.get("text").asString());
    }

    @Test
    void trialDownloads() throws Exception {
        HttpResponse<String> series = get("/api/trials/" + trial + "/series.csv");
        assertThat(series.statusCode()).isEqualTo(200);
        assertThat(series.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"trial-" + trial + "-series.csv\"");
        assertThat(series.body().lines()).hasSize(5); // header, warm-up second, 3 measured seconds
        assertThat(series.body().lines().skip(1).findFirst().orElseThrow()).startsWith("-1,1699999999,true,50,0,0,");

        HttpResponse<String> samples = get("/api/trials/" + trial + "/samples.csv");
        assertThat(samples.body().lines().toList())
                .hasSize(16)
                .first()
                .isEqualTo("epoch_millis,latency_micros,status,error,warmup");
        assertThat(samples.body().lines().skip(1).findFirst().orElseThrow())
                .isEqualTo("1700000000000,5000,200,false,false");

        HttpResponse<String> hlog = get("/api/trials/" + trial + "/histogram.hlog");
        assertThat(hlog.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"trial-" + trial + ".hlog\"");
        HistogramLogReader reader =
                new HistogramLogReader(new ByteArrayInputStream(hlog.body().getBytes(StandardCharsets.UTF_8)));
        long measured = 0;
        for (Histogram h; (h = (Histogram) reader.nextIntervalHistogram()) != null; ) {
            measured += h.getTag() == null ? h.getTotalCount() : 0;
        }
        assertThat(measured).isEqualTo(150);
    }

    @Test
    void jsonResultsAndSeries() {
        JsonNode results =
                JSON.readTree(get("/api/benchmarks/" + benchmark + "/results").body());
        assertThat(results.at("/name").asString()).isEqualTo("downloads");
        assertThat(results.at("/trials")).hasSize(3);
        assertThat(results.at("/trials/2/approach").asString()).isEqualTo("webflux-netty");
        assertThat(results.at("/trials/2/metrics/requests_error").asDouble()).isEqualTo(3.0);
        assertThat(results.at("/trials/2/flags/0/code").asString()).isEqualTo("REQUEST_ERRORS");

        JsonNode series = JSON.readTree(get("/api/trials/" + trial + "/series").body());
        assertThat(series).hasSize(4);
        assertThat(series.at("/0/warmup").asBoolean()).isTrue();
        assertThat(series.at("/1/second").asLong()).isZero();
        assertThat(series.at("/1/requestsOk").asLong()).isEqualTo(50);
        assertThat(series.at("/1/p50Millis").asDouble()).isBetween(5.0, 10.0);
        assertThat(get("/api/trials/987654/series").statusCode()).isEqualTo(404);
    }

    @Test
    void openApiDocumentListsTheResultsEndpoints() {
        String openApi = get("/api/openapi").body();

        assertThat(openApi)
                .contains(
                        "/api/benchmarks/{id}/results.csv",
                        "/api/trials/{id}/histogram.hlog",
                        "/api/benchmarks/{id}/heatmap.svg",
                        "/api/compare.csv");
    }

    @Test
    void unknownIdsAre404AndBadParametersAre400() {
        HttpResponse<String> missing = get("/api/benchmarks/987654/results.csv");
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(missing.body()).contains("\"message\":\"no benchmark 987654\"");
        assertThat(get("/api/trials/987654/series.csv").statusCode()).isEqualTo(404);
        assertThat(get("/api/trials/987654/histogram.hlog").statusCode()).isEqualTo(404);

        HttpResponse<String> badPer = get("/api/benchmarks/" + benchmark + "/results.csv?per=second");
        assertThat(badPer.statusCode()).isEqualTo(400);
        assertThat(badPer.body())
                .contains("\"field\":\"per\"")
                .contains("per must be 'cell' or 'repetition', got 'second'");
        assertThat(get("/api/trials/abc/series.csv").statusCode()).isEqualTo(400);
    }
}
