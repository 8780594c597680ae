package io.threadbench.controller.report;

import static io.threadbench.controller.report.SvgLineChartTests.elements;
import static io.threadbench.controller.report.SvgLineChartTests.parse;
import static io.threadbench.controller.report.SvgLineChartTests.texts;
import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.results.ResultsAppTestSupport;
import io.threadbench.controller.results.ResultsService;
import io.threadbench.controller.results.export.ResultsCsv;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.variant.Approach;
import java.io.IOException;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The HTML report of a stored benchmark (real SQLite, metrics by the real summaries): well-formed, the summary
 * equal to results.csv, the heatmap and one chart per trial that ran, failures with their log tails, nothing
 * fetched from elsewhere, everything escaped; and its download from the dashboard.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HtmlReportTests extends ResultsAppTestSupport {

    static final String XSS_DESCRIPTION = "<script>alert('x')</script> & \"quoted\"";
    static final String XSS_NOTES = "<img src=x onerror=alert(1)> notes";

    @Autowired
    HtmlReport report;

    @Autowired
    ResultsService stored;

    private long benchmark;
    private long failedTrial;
    private List<Long> ranTrials;
    private String html;
    private Document document;

    @BeforeAll
    void storeABenchmarkAndRenderIt() throws Exception {
        ReportFixture fixture = new ReportFixture(jdbc, seconds, summaries);
        Scenario hostile = ReportFixture.scenario("report-xss", XSS_DESCRIPTION, 2, 6);
        Scenario plain = ReportFixture.scenario("report-plain", "plain scenario", 1, 5);
        Instant start = Instant.parse("2026-11-23T10:00:00Z");
        benchmark = fixture.benchmark(
                "report <test>",
                XSS_NOTES,
                RunStatus.FAILED,
                List.of(hostile, plain),
                List.of(Approach.LOOM_TOMCAT, Approach.WEBFLUX_NETTY),
                1,
                start);
        ranTrials = List.of(
                fixture.succeeded(benchmark, 1, hostile, Approach.LOOM_TOMCAT, 1, 20, false, start),
                fixture.succeeded(benchmark, 2, hostile, Approach.WEBFLUX_NETTY, 1, 12, true, start.plusSeconds(20)),
                fixture.succeeded(benchmark, 3, plain, Approach.LOOM_TOMCAT, 1, 30, false, start.plusSeconds(40)));
        failedTrial = fixture.failed(
                benchmark,
                4,
                plain,
                Approach.WEBFLUX_NETTY,
                1,
                "the SUT did not answer its health check within 60 s",
                start.plusSeconds(60));
        html = report.render(benchmark);
        document = parse(html);
    }

    @Test
    void headerNamesTheBenchmarkItsOutcomeAndVersion() throws Exception {
        assertThat(texts(document, "//*[local-name()='title']"))
                .first()
                .isEqualTo("Threadbench report: report <test> (#" + benchmark + ")");
        assertThat(texts(document, "//*[local-name()='h1']")).containsExactly("report <test>");
        // the status under the name, the verdict next, what ran and when after it
        assertThat(texts(document, "//*[local-name()='header']//*[@class='status-line']"))
                .containsExactly("failed 4 trials: 3 succeeded, 1 failed · benchmark #" + benchmark);
        assertThat(texts(document, "//*[local-name()='h2']").subList(0, 2))
                .containsExactly("Verdict", "About this benchmark");
        Map<String, String> facts = facts("section[@id='about']");
        assertThat(facts)
                .containsEntry("Benchmark", "#" + benchmark)
                .containsEntry("Started", "2026-11-23 10:00:00 UTC")
                .containsEntry("Finished", "2026-11-23 10:01:35 UTC")
                .containsEntry("Duration", "1:35")
                .containsEntry("Trials", "4: 3 succeeded, 1 failed")
                .containsEntry("Threadbench", "0.1.0-test")
                .containsEntry("Notes", XSS_NOTES);
        Map<String, String> environment = facts("section[@id='environment']");
        assertThat(environment)
                .containsEntry("JDK of the SUT", "Eclipse Adoptium 25.0.1+8-LTS")
                .containsEntry("Kernel", "6.12.0-test")
                .containsEntry("CPU", "Crafted CPU @ 3.0GHz")
                .containsEntry("Cores", "2 physical, 4 logical")
                .containsEntry("RAM", "8.0 GiB")
                .containsEntry("k6", "v1.8.1")
                .containsEntry("JVM options", "-Xmx512m -XX:+UseG1GC")
                .containsEntry("SMT", "on")
                .containsEntry("frequency governor", "performance")
                .containsEntry("turbo/boost", "unknown")
                .containsEntry("net.core.somaxconn", "4096")
                .containsEntry("net.ipv4.tcp_max_syn_backlog", "2048")
                .containsEntry("net.ipv4.ip_local_port_range", "32768 60999")
                .containsEntry("net.ipv4.tcp_tw_reuse", "2")
                .containsEntry("open files (soft/hard)", "20000/20000");
    }

    @Test
    void summaryHasOneRowPerCellWithTheValuesOfResultsCsv() throws Exception {
        List<Element> rows = elements(document, "//*[local-name()='tr'][@data-scenario]");
        assertThat(rows)
                .extracting(row -> row.getAttribute("data-scenario") + " × " + row.getAttribute("data-approach"))
                .containsExactly(
                        "report-xss × loom-tomcat",
                        "report-xss × webflux-netty",
                        "report-plain × loom-tomcat",
                        "report-plain × webflux-netty");
        List<CSVRecord> csv =
                csv(ResultsCsv.perCell(stored.ofBenchmark(benchmark).orElseThrow()));
        assertThat(csv).hasSize(3); // the failed cell has no row in results.csv ...
        for (CSVRecord record : csv) {
            for (String metric :
                    List.of("latency_millis_p50", "latency_millis_p99", "requests_ok", "cpu_sut_percent_avg")) {
                assertThat(elements(
                                document,
                                "//*[local-name()='tr'][@data-scenario='" + record.get("scenario")
                                        + "'][@data-approach='" + record.get("approach") + "']/*[@data-metric='"
                                        + metric + "']"))
                        .singleElement()
                        .extracting(cell -> cell.getAttribute("data-value"))
                        .as(metric)
                        .isEqualTo(record.get(metric));
            }
        }
        assertThat(rows.getLast().getTextContent()).contains("no successful trial"); // ... and says so here
        assertThat(rows.get(1).getTextContent()).contains("requests failed").doesNotContain("REQUEST_ERRORS");
        assertThat(texts(document, "//*[@class='reasons']/*"))
                .singleElement()
                .asString()
                .startsWith("report-xss × webflux-netty: requests failed: 2 of 240 requests failed");
        // one repetition each: the heatmap names no winner, so the faster value is not bold either (issue 38)
        assertThat(elements(
                                document,
                                "//*[@data-approach='webflux-netty'][@data-scenario='report-xss']"
                                        + "/*[@data-metric='latency_millis_p50']")
                        .getFirst()
                        .getAttribute("class"))
                .isEqualTo("num");
        assertThat(elements(document, "//*[@id='summary']//*[contains(@class, 'best')]"))
                .isEmpty();
    }

    @Test
    void theHeatmapIsInlineSvgWithItsLegend() throws Exception {
        List<Element> heatmap = elements(document, "//*[@id='heatmap']//*[local-name()='svg']");
        assertThat(heatmap).hasSize(1);
        assertThat(heatmap.getFirst().getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(heatmap.getFirst().getTextContent())
                .contains("Benchmark winners: report <test>", "latency_millis_p50", "webflux-netty");
        assertThat(elements(document, "//*[@id='heatmap']//*[@class='hm-legend']"))
                .hasSize(1);
    }

    @Test
    void everyTrialThatRanHasItsChartsWithOnePointPerStoredSecond() throws Exception {
        for (long trial : ranTrials) {
            int stored = seconds.read(trial).size();
            Element latency = elements(document, "//*[@data-chart='latency-" + trial + "']")
                    .getFirst();
            for (String series : List.of("p50", "p90", "p99")) {
                assertThat(points(latency, series))
                        .as("trial %d %s", trial, series)
                        .isEqualTo(stored);
            }
            Element requests = elements(document, "//*[@data-chart='requests-" + trial + "']")
                    .getFirst();
            assertThat(points(requests, "ok")).isEqualTo(stored);
            assertThat(elements(document, "//*[@id='trial-" + trial + "']//*[@class='shade']"))
                    .hasSize(2);
        }
        // the trial with errors has a mark for each second with failed requests (seconds 3 of 0..5)
        assertThat(texts(document, "//*[@data-chart='latency-" + ranTrials.get(1) + "']//*[@class='mark']"))
                .containsExactly("2 failed requests in second 3");
        assertThat(elements(document, "//*[@data-chart]")).hasSize(2 * ranTrials.size());
    }

    @Test
    void aFailedTrialShowsItsErrorAndLogTailsInsteadOfCharts() throws Exception {
        Element failed =
                elements(document, "//*[@id='trial-" + failedTrial + "']").getFirst();
        assertThat(failed.getAttribute("data-status")).isEqualTo("FAILED");
        assertThat(texts(document, "//*[@id='trial-" + failedTrial + "']//*[@class='error']"))
                .containsExactly("the SUT did not answer its health check within 60 s");
        assertThat(texts(document, "//*[@id='trial-" + failedTrial + "']//*[@class='log']"))
                .containsExactly("Starting SutApplication\nERROR: port 8080 <in use> & refused", "(empty)");
        assertThat(elements(document, "//*[@id='trial-" + failedTrial + "']//*[local-name()='svg']"))
                .isEmpty();
    }

    @Test
    void linksAreRelativeAndNothingIsFetchedFromElsewhere() throws Exception {
        assertThat(elements(document, "//*[@src]")).isEmpty();
        assertThat(elements(
                        document,
                        "//*[local-name()='script' or local-name()='link' or local-name()='img' "
                                + "or local-name()='iframe' or local-name()='object']"))
                .isEmpty();
        List<String> links = elements(document, "//*[@href]").stream()
                .map(a -> a.getAttribute("href"))
                .toList();
        assertThat(links)
                .contains(
                        "results.csv",
                        "results-per-repetition.csv",
                        "#heatmap",
                        "series/001-report-xss-loom-tomcat-rep1.csv",
                        "series/003-report-plain-loom-tomcat-rep1.csv");
        assertThat(links)
                .allSatisfy(link -> assertThat(link).doesNotContain(":").doesNotStartWith("/"));
        String withoutNamespaces = html.replaceAll(" xmlns=\"http://www\\.w3\\.org/[0-9]{4}/(xhtml|svg)\"", "");
        assertThat(withoutNamespaces)
                .doesNotContain("http://")
                .doesNotContain("https://")
                .doesNotContain("url(http")
                .doesNotContain("@import");
    }

    @Test
    void scenarioNotesAndNamesComeOutEscaped() throws Exception {
        assertThat(html).doesNotContain("<script").doesNotContain("<img");
        assertThat(html).contains("&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; &quot;quoted&quot;");
        assertThat(texts(document, "//*[@id='scenarios']//*[local-name()='dd']/*[1]"))
                .contains(XSS_DESCRIPTION);
        assertThat(Pattern.compile("<[a-z]+[^>]*\\son[a-z]+=").matcher(html).find())
                .isFalse();
    }

    @Test
    void theDashboardServesTheSameBytesAsAnAttachment() {
        assertThat(get("/benchmarks/" + benchmark).body())
                .contains("href=\"/benchmarks/" + benchmark
                        + "/report.html\" id=\"download-report\" download>HTML report</a>");
        HttpResponse<String> response = get("/benchmarks/" + benchmark + "/report.html");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("text/html;charset=UTF-8");
        assertThat(response.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"benchmark-" + benchmark + "-report.html\"");
        assertThat(response.body()).isEqualTo(report.render(benchmark, ReportFiles.Placement.ALONE));

        HttpResponse<String> unknown = get("/benchmarks/987654/report.html");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).contains("no benchmark with id 987654");
    }

    @Test
    void aBenchmarkStillRunningHasNoReportYet() {
        ReportFixture fixture = new ReportFixture(jdbc, seconds, summaries);
        long running = fixture.benchmark(
                "still running",
                "",
                RunStatus.RUNNING,
                List.of(ReportFixture.scenario("report-running", "", 0, 3)),
                List.of(Approach.LOOM_NETTY),
                1,
                Instant.now());
        try {
            HttpResponse<String> response = get("/benchmarks/" + running + "/report.html");
            assertThat(response.statusCode()).isEqualTo(409);
            assertThat(response.body())
                    .isEqualTo("benchmark " + running + " has not finished yet; its report is ready when it has");
        } finally {
            jdbc.sql("UPDATE benchmark SET status = 'CANCELLED' WHERE id = ?")
                    .param(running)
                    .update();
        }
    }

    /** Points of a series in a chart: the pairs of its polylines plus its lone dots. */
    private static int points(Element chart, String series) {
        int count = 0;
        var nodes = chart.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element element = (Element) nodes.item(i);
            if (series.equals(element.getAttribute("data-series"))) {
                count += element.getLocalName().equals("polyline")
                        ? element.getAttribute("points").split(" ").length
                        : 1;
            }
        }
        return count;
    }

    private Map<String, String> facts(String container) throws Exception {
        List<String> terms = texts(
                document,
                "//*[local-name()='" + container.replaceFirst("\\[.*", "") + "']"
                        + container.replaceFirst("^[a-z]+", "") + "/*[local-name()='dl']/*[local-name()='dt']");
        List<String> values = texts(
                document,
                "//*[local-name()='" + container.replaceFirst("\\[.*", "") + "']"
                        + container.replaceFirst("^[a-z]+", "") + "/*[local-name()='dl']/*[local-name()='dd']");
        assertThat(terms).hasSameSizeAs(values);
        java.util.LinkedHashMap<String, String> facts = new java.util.LinkedHashMap<>();
        for (int i = 0; i < terms.size(); i++) {
            facts.put(terms.get(i), values.get(i));
        }
        return facts;
    }

    private static List<CSVRecord> csv(String text) throws IOException {
        try (CSVParser parser = CSVParser.parse(
                new StringReader(text),
                CSVFormat.DEFAULT
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .get())) {
            return parser.getRecords();
        }
    }
}
