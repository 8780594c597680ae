package io.threadbench.controller.results.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.metrics.FlagCode;
import io.threadbench.controller.results.CraftedBenchmarks;
import io.threadbench.controller.results.ResultsDatabase;
import io.threadbench.controller.results.ResultsService;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ResultsCsvTests {

    private static final ResultsDatabase DB = new ResultsDatabase();
    private static final ResultsService STORED = new ResultsService(DB.jdbc);
    private static long benchmark;

    @BeforeAll
    static void craft() {
        CraftedBenchmarks crafted = new CraftedBenchmarks(DB.jdbc, DB.seconds, DB.summaries);
        benchmark = crafted.benchmark(
                "csv", List.of("slow-upstream", "raw-json"), List.of("platform-tomcat", "loom-tomcat"), 3);
        // loom-tomcat in slow-upstream: 10, 20, 40 ms → median 20; platform-tomcat: 30 ms with errors
        crafted.finishedTrial(benchmark, "slow-upstream", "loom-tomcat", 1, 10, 3, 100, 0);
        crafted.finishedTrial(benchmark, "slow-upstream", "platform-tomcat", 1, 30, 3, 100, 2);
        crafted.finishedTrial(benchmark, "slow-upstream", "loom-tomcat", 2, 40, 3, 100, 0);
        crafted.finishedTrial(benchmark, "slow-upstream", "loom-tomcat", 3, 20, 3, 100, 0);
        crafted.finishedTrial(benchmark, "raw-json", "platform-tomcat", 1, 1, 3, 100, 0);
        long failed = crafted.trial(benchmark, "raw-json", "loom-tomcat", 1, "FAILED");
        DB.jdbc
                .sql("INSERT INTO trial_metric (trial_id, name, value) VALUES (?, 'requests_ok', 5)")
                .param(failed)
                .update();
    }

    @AfterAll
    static void close() {
        DB.close();
    }

    private static List<CSVRecord> parse(String csv) throws IOException {
        return CSVFormat.RFC4180
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .get()
                .parse(new StringReader(csv))
                .getRecords();
    }

    @Test
    void perCellHasTheReferenceColumnsFirstAndMediansOfSuccessfulRepetitions() throws IOException {
        String csv = ResultsCsv.perCell(STORED.ofBenchmark(benchmark).orElseThrow());

        String header = csv.lines().findFirst().orElseThrow();
        assertThat(header)
                .startsWith("scenario,approach,requests_ok,requests_error,requests_per_second_p50,"
                        + "requests_per_second_p90,requests_per_second_max,latency_millis_min,latency_millis_p50,")
                // the crafted trials stored no pinning, telemetry or error kinds: those columns are left out
                .endsWith(",dropped_iterations,error_rate_percent,warmup_seconds_to_steady_p99,steady_p99_millis,"
                        + "requests_per_second_mean,repetitions,flagged_repetitions");
        List<CSVRecord> rows = parse(csv);
        assertThat(rows)
                .extracting(r -> r.get("scenario") + "/" + r.get("approach"))
                .containsExactly(
                        "slow-upstream/platform-tomcat", "slow-upstream/loom-tomcat", "raw-json/platform-tomcat");
        CSVRecord loom = rows.get(1);
        assertThat(loom.get("repetitions")).isEqualTo("3");
        assertThat(loom.get("requests_ok")).isEqualTo("300");
        // min of the median repetition (20 ms), within HdrHistogram's precision
        assertThat(Double.parseDouble(loom.get("latency_millis_min"))).isCloseTo(20, within(0.02));
        // no telemetry in any trial: its columns are left out rather than left empty
        assertThat(header).doesNotContain("cpu_use_percent_avg", "cpu_db_percent_avg", "gc_pause_millis_max");
        assertThat(loom.get("flagged_repetitions")).isEqualTo("0");
        CSVRecord platform = rows.get(0);
        assertThat(platform.get("requests_error")).isEqualTo("6");
        assertThat(platform.get("flagged_repetitions")).isEqualTo("1");
        assertThat(parse(ResultsCsv.perRepetition(STORED.ofBenchmark(benchmark).orElseThrow()))
                        .getFirst()
                        .get("flags"))
                .as("the codes are in the per-repetition file")
                .isEqualTo(FlagCode.REQUEST_ERRORS.name());
    }

    /** loom-webflux-benchmarks' chart script reads every column after scenario,approach as a number. */
    @Test
    void everyColumnAfterScenarioAndApproachIsANumber() throws IOException {
        String csv = ResultsCsv.perCell(STORED.ofBenchmark(benchmark).orElseThrow());

        for (CSVRecord row : parse(csv)) {
            for (int column = 2; column < row.size(); column++) {
                String value = row.get(column);
                assertThat(value)
                        .as("%s/%s column %d", row.get(0), row.get(1), column)
                        .isNotEmpty();
                assertThatCode(() -> Double.parseDouble(value))
                        .as("%s/%s column %d", row.get(0), row.get(1), column)
                        .doesNotThrowAnyException();
            }
        }
    }

    @Test
    void perRepetitionListsEverySummarisedTrialWithItsStatus() throws IOException {
        List<CSVRecord> rows =
                parse(ResultsCsv.perRepetition(STORED.ofBenchmark(benchmark).orElseThrow()));

        assertThat(rows)
                .extracting(r -> r.get("approach") + "#" + r.get("repetition") + ":" + r.get("status"))
                .containsExactly(
                        "platform-tomcat#1:succeeded",
                        "loom-tomcat#1:succeeded",
                        "loom-tomcat#2:succeeded",
                        "loom-tomcat#3:succeeded",
                        "platform-tomcat#1:succeeded",
                        "loom-tomcat#1:failed");
        assertThat(Double.parseDouble(rows.get(2).get("latency_millis_min"))).isCloseTo(40, within(0.04));
        assertThat(rows.get(5).get("requests_ok")).isEqualTo("5");
        // the failed trial stored requests_ok only: its other cells say NaN, which float() reads
        assertThat(rows.get(5).get("latency_millis_p50")).isEqualTo(ResultsCsv.MISSING);
    }
}
