package io.threadbench.controller.web.pages;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.results.CraftedBenchmarks;
import io.threadbench.controller.results.ResultsAppTestSupport;
import io.threadbench.controller.results.compare.ComparisonCsv;
import io.threadbench.controller.telemetry.EnvironmentFingerprint;
import io.threadbench.controller.telemetry.MachineSettings;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ComparePagesTests extends ResultsAppTestSupport {

    private long before;
    private long after;

    @BeforeAll
    void craft() {
        CraftedBenchmarks crafted = crafted();
        before = crafted.benchmark("jdk21", List.of("compare-lane"), List.of("platform-tomcat", "loom-tomcat"), 3);
        after = crafted.benchmark("jdk25", List.of("compare-lane"), List.of("platform-tomcat", "loom-tomcat"), 3);
        for (int rep = 1; rep <= 3; rep++) {
            crafted.finishedTrial(before, "compare-lane", "platform-tomcat", rep, 10 + 0.1 * rep, 3, 40, 0);
            crafted.finishedTrial(before, "compare-lane", "loom-tomcat", rep, 10 + 0.1 * rep, 3, 40, 0);
            crafted.finishedTrial(after, "compare-lane", "platform-tomcat", rep, 10 + 0.1 * rep, 3, 40, 0);
            crafted.finishedTrial(after, "compare-lane", "loom-tomcat", rep, 15 + 0.1 * rep, 3, 40, 0); // 50 % slower
        }
        // the two ran on machines that differ in kernel and governor; an unknown turbo is no difference
        environment(before, "6.1.0", "performance", "on");
        environment(after, "6.8.0", "powersave", MachineSettings.UNKNOWN);
    }

    private void environment(long benchmark, String kernel, String governor, String turbo) {
        EnvironmentFingerprint environment = EnvironmentFingerprint.builder()
                .system("Linux", kernel, "amd64")
                .cpu("Xeon", 2, 4)
                .ramBytes(1L << 33)
                .jdk("Eclipse Adoptium", "25.0.1")
                .k6Version("v1.8.1")
                .threadbenchVersion("dev")
                .jvmOptions(List.of())
                .machine(new MachineSettings("on", governor, turbo, "4096", "4096", "32768 60999", "2", "20000/20000"))
                .build();
        jdbc.sql("UPDATE benchmark SET environment = ? WHERE id = ?")
                .params(
                        tools.jackson.databind.json.JsonMapper.builder().build().writeValueAsString(environment),
                        benchmark)
                .update();
    }

    @Test
    void comparisonSaysWhenTheTwoRanOnDifferentEnvironments() {
        String html =
                get("/compare?a=" + before + "&b=" + after + "&threshold=2").body();

        assertThat(html)
                .contains("A and B ran on different environments")
                .contains("<li>kernel: 6.1.0 → 6.8.0</li>")
                .contains("<li>frequency governor: performance → powersave</li>")
                .doesNotContain("turbo/boost: on");
    }

    private String row(String html, String approach, String metric) {
        String key = "data-scenario=\"compare-lane\" data-approach=\"" + approach + "\" data-metric=\"" + metric + "\"";
        int start = html.indexOf(key);
        assertThat(start).as("row %s %s", approach, metric).isPositive();
        return html.substring(start, html.indexOf("</tr>", start));
    }

    @Test
    void comparisonShowsChangeVerdictAndNoise() {
        HttpResponse<String> page = get("/compare?a=" + before + "&b=" + after + "&threshold=2");

        assertThat(page.statusCode()).isEqualTo(200);
        String html = page.body();
        assertThat(html).contains("#" + after + " jdk25</span> vs <span>#" + before + " jdk21");
        assertThat(row(html, "loom-tomcat", "latency_millis_p50"))
                .contains("<td class=\"num change\">+49.")
                .contains("verdict-worse\">worse</span>")
                .contains("outside the noise");
        assertThat(row(html, "platform-tomcat", "latency_millis_p50"))
                .contains("<td class=\"num change\">0.0 %</td>")
                .contains("verdict-same\">same</span>");
        assertThat(row(html, "loom-tomcat", "requests_ok")).contains("verdict-same\">same</span>");
        assertThat(html).contains("href=\"/api/compare.csv?a=" + before + "&amp;b=" + after + "&amp;threshold=2.0\"");
    }

    @Test
    void badChoicesAreFieldMessagesAndALinkWithOnlyAIsQuiet() {
        String html = get("/compare?a=abc&b=999999&threshold=-1").body();

        assertThat(html)
                .contains("a must be a benchmark id, got &#39;abc&#39;")
                .contains("there is no benchmark 999999")
                .contains("threshold must be a percentage between 0 and 1000, got &#39;-1&#39;")
                .doesNotContain("id=\"comparison\"");

        String preselected = get("/compare?a=" + before).body();
        assertThat(preselected)
                .contains("<option value=\"" + before + "\" selected=\"selected\">#" + before + " jdk21")
                .doesNotContain("field-error");
    }

    @Test
    void csvDownload() {
        HttpResponse<String> csv = get("/api/compare.csv?a=" + before + "&b=" + after);

        assertThat(csv.statusCode()).isEqualTo(200);
        assertThat(csv.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"compare-" + before + "-vs-" + after + ".csv\"");
        List<String> lines = csv.body().lines().toList();
        assertThat(lines.getFirst()).isEqualTo(String.join(",", ComparisonCsv.HEADER));
        assertThat(lines)
                .anySatisfy(line -> assertThat(line)
                        .startsWith("compare-lane,loom-tomcat,latency_millis_p50,lower,")
                        .endsWith(",worse,true"));

        HttpResponse<String> bad = get("/api/compare.csv?a=" + before + "&threshold=x");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(bad.body()).contains("\"field\":\"b\"").contains("\"field\":\"threshold\"");
    }
}
