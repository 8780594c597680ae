package io.threadbench.controller.results.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricTable;
import java.io.StringReader;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

class ComparisonCsvTests {

    @Test
    void writesHeaderAndOneRecordPerRow() throws Exception {
        MetricTable a = MetricTable.builder()
                .addAll("s,1", "loom-netty", "latency_millis_p99", List.of(10.0, 10.1, 10.2))
                .add("s,1", "loom-netty", "requests_per_second_p50", 100.0)
                .add("s,1", "webflux-netty", "latency_millis_p99", 8.0)
                .build();
        MetricTable b = MetricTable.builder()
                .addAll("s,1", "loom-netty", "latency_millis_p99", List.of(12.0, 12.1, 12.2))
                .add("s,1", "loom-netty", "requests_per_second_p50", 0.00001)
                .add("s,1", "loom-netty", "requests_error", 3.0)
                .errors("s,1", "loom-netty")
                .build();

        String csv = ComparisonCsv.toCsv(BenchmarkComparator.compare("A", a, "B", b, 2));
        List<CSVRecord> records = CSVFormat.RFC4180
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .get()
                .parse(new StringReader(csv))
                .getRecords();

        assertThat(csv).startsWith(String.join(",", ComparisonCsv.HEADER) + "\n");
        assertThat(records).hasSize(4);
        CSVRecord errors = records.get(0);
        assertThat(errors.get("metric")).isEqualTo("requests_error");
        assertThat(errors.get("verdict")).isEqualTo("only_in_b");
        assertThat(errors.get("a_median")).isEmpty();
        assertThat(errors.get("b_errors")).isEqualTo("true");

        CSVRecord rps = records.get(1);
        assertThat(rps.get("scenario")).isEqualTo("s,1");
        assertThat(rps.get("direction")).isEqualTo("higher");
        assertThat(rps.get("a_median")).isEqualTo("100");
        assertThat(rps.get("b_median")).isEqualTo("0.00001");
        assertThat(rps.get("a_ci_low")).isEmpty();
        assertThat(rps.get("change_percent")).isEqualTo("-100"); // -99.99999 rounded to 3 decimals
        assertThat(rps.get("verdict")).as("one repetition a side").isEqualTo("not_judged");
        assertThat(rps.get("outside_noise")).isEmpty();

        CSVRecord p99 = records.get(2);
        assertThat(p99.get("direction")).isEqualTo("lower");
        assertThat(p99.get("a_median")).isEqualTo("10.1");
        assertThat(p99.get("a_n")).isEqualTo("3");
        assertThat(Double.parseDouble(p99.get("a_ci_low"))).isBetween(9.85, 9.86);
        assertThat(p99.get("change_percent")).isEqualTo("19.802");
        assertThat(p99.get("verdict")).isEqualTo("worse");
        assertThat(p99.get("outside_noise")).isEqualTo("true");
        assertThat(p99.get("a_errors")).isEqualTo("false");
        assertThat(p99.get("b_errors")).isEqualTo("true");

        assertThat(records.get(3).get("approach")).isEqualTo("webflux-netty");
        assertThat(records.get(3).get("verdict")).isEqualTo("only_in_a");
    }
}
