package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.results.CraftedBenchmarks;
import io.threadbench.controller.results.ResultsAppTestSupport;
import io.threadbench.controller.telemetry.EnvironmentFingerprint;
import io.threadbench.controller.telemetry.MachineSettings;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The trend page and API over eight crafted benchmarks whose p50 doubles from the fifth on. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TrendPagesTests extends ResultsAppTestSupport {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final List<Long> benchmarks = new ArrayList<>();

    @BeforeAll
    void craft() {
        CraftedBenchmarks crafted = crafted();
        for (int i = 0; i < 8; i++) {
            long id = crafted.benchmark("trend " + i, List.of("trend-lane"), List.of("loom-netty"), 1);
            crafted.finishedTrial(id, "trend-lane", "loom-netty", 1, i < 4 ? 5 : 10, 10, 40, 0);
            benchmarks.add(id);
            // the fifth and later ran on a newer kernel: the trend says so where the step is
            EnvironmentFingerprint environment = EnvironmentFingerprint.builder()
                    .system("Linux", i < 4 ? "6.1.0" : "6.8.0", "amd64")
                    .cpu("Xeon", 2, 4)
                    .ramBytes(1L << 33)
                    .jdk("Eclipse Adoptium", "25.0.1")
                    .k6Version("v1.8.1")
                    .threadbenchVersion("dev")
                    .jvmOptions(List.of())
                    .machine(new MachineSettings(
                            "on", "performance", "on", "4096", "4096", "32768 60999", "2", "20000/20000"))
                    .build();
            jdbc.sql("UPDATE benchmark SET environment = ? WHERE id = ?")
                    .params(JSON.writeValueAsString(environment), id)
                    .update();
        }
    }

    @Test
    void aTrendSaysWhereTheEnvironmentChanged() {
        String html = get("/trends?scenario=trend-lane&approach=loom-netty").body();
        String change = "#" + benchmarks.get(4) + " (after #" + benchmarks.get(3) + "): kernel: 6.1.0 → 6.8.0";

        assertThat(html)
                .contains("ran on a different environment than the one before them")
                .contains("<li>" + change + "</li>");
        JsonNode json = JSON.readTree(
                get("/api/trends?scenario=trend-lane&approach=loom-netty").body());
        assertThat(json.get("environmentChanges")).hasSize(1);
        assertThat(json.get("environmentChanges").get(0).asString()).isEqualTo(change);
    }

    @Test
    void trendPageDrawsEachHeadlineMetricAndNamesTheChangePoint() {
        HttpResponse<String> page = get("/trends?scenario=trend-lane&approach=loom-netty");

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body())
                .contains("<title>Trend of trend-lane × loom-netty · Threadbench</title>")
                .contains("data-chart=\"trend-latency_millis_p50\"")
                .contains("data-chart=\"trend-latency_millis_p99\"")
                .contains("data-chart=\"trend-requests_per_second_p50\"")
                .contains("Worse from benchmark #" + benchmarks.get(4) + ": 7.44 → 14.88 (p &lt; 1e-12)")
                .contains("href=\"/benchmarks/" + benchmarks.get(7) + "\"");
        // requests/s stayed at 40: no change there
        assertThat(page.body()).contains("No change point.");
        // the chart's legend names its marks
        assertThat(page.body()).contains(">change point</text>").doesNotContain(">errors</text>");
    }

    @Test
    void oneBenchmarkIsADotMidAxisWithWholeTicksItsDateAndANoteThatATrendNeedsMore() {
        CraftedBenchmarks crafted = crafted();
        long id = crafted.benchmark("lone", List.of("trend-lone"), List.of("loom-tomcat"), 1);
        crafted.finishedTrial(id, "trend-lone", "loom-tomcat", 1, 5, 5, 40, 0);

        String page = get("/trends?scenario=trend-lone&approach=loom-tomcat").body();

        assertThat(page)
                .contains("id=\"trend-too-few\"")
                .contains("One benchmark so far")
                .contains("change points are looked for from 6 benchmarks")
                .contains("<circle class=\"point\"")
                .contains("#" + id + " lone, ");
        assertThat(page).doesNotContainPattern("class=\"x-tick\"[^>]*>[0-9]+\\.[0-9]");
        assertThat(get("/trends?scenario=trend-lane&approach=loom-netty").body())
                .doesNotContain("id=\"trend-too-few\"");
    }

    @Test
    void theHalvesOfAnAaCheckAreNotOfferedAsApproaches() {
        CraftedBenchmarks crafted = crafted();
        // an A/A check of loom-tomcat: its trials are labelled loom-tomcat-a and loom-tomcat-b
        long id = crafted.benchmark("aa", List.of("trend-aa"), List.of("loom-tomcat"), 1);
        crafted.finishedTrial(id, "trend-aa", "loom-tomcat-a", 1, 5, 5, 40, 0);
        crafted.finishedTrial(id, "trend-aa", "loom-tomcat-b", 1, 5, 5, 40, 0);

        String page = get("/trends").body();

        assertThat(page).contains("<option value=\"loom-netty\"").doesNotContain("loom-tomcat-a");
    }

    @Test
    void trendJsonHasPointsOldestFirstAndTheChange() {
        HttpResponse<String> response = get("/api/trends?scenario=trend-lane&approach=loom-netty");

        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode p50 = JSON.readTree(response.body()).get("metrics").get(0);
        assertThat(p50.get("metric").asString()).isEqualTo("latency_millis_p50");
        assertThat(p50.get("points")).hasSize(8);
        assertThat(p50.get("points").get(0).get("benchmarkId").asLong()).isEqualTo(benchmarks.getFirst());
        assertThat(p50.get("points").get(0).get("interval").asString()).isEqualTo("within-trial batch means");
        assertThat(p50.get("changes")).hasSize(1);
        assertThat(p50.get("changes").get(0).get("benchmarkId").asLong()).isEqualTo(benchmarks.get(4));
        assertThat(p50.get("changes").get(0).get("worse").asBoolean()).isTrue();
    }

    @Test
    void missingOrUnknownChoicesAreFieldErrorsOr404() {
        HttpResponse<String> missing = get("/api/trends?scenario=trend-lane");
        assertThat(missing.statusCode()).isEqualTo(400);
        assertThat(missing.body()).contains("\"field\":\"approach\"").doesNotContain("\"field\":\"scenario\"");

        assertThat(get("/api/trends?scenario=trend-lane&approach=nope").statusCode())
                .isEqualTo(404);
        HttpResponse<String> page = get("/trends?scenario=trend-lane");
        assertThat(page.statusCode()).isEqualTo(400);
        assertThat(page.body()).contains("choose an approach as well");
        assertThat(get("/trends?scenario=nope&approach=loom-netty").statusCode())
                .isEqualTo(404);
    }

    @Test
    void pickerListsCellsAndHistoryAndBenchmarkPagesLinkHere() {
        assertThat(get("/trends").body()).contains("href=\"/trends?scenario=trend-lane&amp;approach=loom-netty\"");
        assertThat(get("/benchmarks").body()).contains("id=\"trends-link\"");
        assertThat(get("/benchmarks?scenario=trend-lane&approach=loom-netty").body())
                .contains("href=\"/trends?scenario=trend-lane&amp;approach=loom-netty\"");
        assertThat(get("/benchmarks/" + benchmarks.getFirst()).body())
                .contains("href=\"/trends?scenario=trend-lane&amp;approach=loom-netty\"");
    }
}
