package io.threadbench.controller.results.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.results.CraftedSeconds;
import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

class SeriesCsvTests {

    private final List<TrialSecondRow> seconds = List.of(
            CraftedSeconds.second(-1, 10, 0, CraftedSeconds.millis(10, 50)),
            CraftedSeconds.second(
                    0,
                    8,
                    2,
                    CraftedSeconds.millis(4, 1, 2),
                    TelemetrySample.builder(1_700_000_000L)
                            .cpuTotalPercent(12.5)
                            .gc(1L, 3L)
                            .build()),
            CraftedSeconds.second(1, 0, 3, null));

    @Test
    void seriesHasOneRowPerSecondWithLatencyAndTelemetryColumns() throws IOException {
        List<CSVRecord> rows = CSVFormat.RFC4180
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .get()
                .parse(new StringReader(SeriesCsv.series(seconds)))
                .getRecords();

        assertThat(SeriesCsv.seriesHeader())
                .startsWith("second", "epoch_second", "warmup", "requests_ok")
                .contains("cpu_total_percent", "gc_count_delta", "heap_used_mib", "jvm_unavailable_reason")
                .doesNotContain("epochSecond");
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0).get("warmup")).isEqualTo("true");
        assertThat(Double.parseDouble(rows.get(0).get("latency_millis_p50"))).isCloseTo(50, within(0.05));
        assertThat(rows.get(1).get("requests_error")).isEqualTo("2");
        // k6-style: 8 values, p50 at rank 3.5 lies halfway between 1 ms and 2 ms
        assertThat(Double.parseDouble(rows.get(1).get("latency_millis_p50"))).isCloseTo(1.5, within(0.001));
        assertThat(Double.parseDouble(rows.get(1).get("latency_millis_max"))).isCloseTo(2, within(0.002));
        assertThat(rows.get(1).get("cpu_total_percent")).isEqualTo("12.5");
        assertThat(rows.get(1).get("gc_count_delta")).isEqualTo("1");
        assertThat(rows.get(1).get("heap_used_mib")).isEmpty();
        assertThat(rows.get(2).get("latency_millis_p99")).isEmpty();
        assertThat(rows.get(2).get("cpu_total_percent")).isEmpty();
    }

    /** The telemetry columns go part by part (system, processes, JVM, flight recorder), each in its record's order. */
    @Test
    void telemetryColumnsFollowTheSamplesParts() {
        assertThat(String.join(",", SeriesCsv.seriesHeader()))
                .contains("epoch_second,warmup,")
                .contains(",latency_millis_max,cpu_user_percent,cpu_system_percent,cpu_iowait_percent,"
                        + "cpu_total_percent,ram_used_percent,tcp_established,loopback_bytes_per_second,"
                        + "loopback_packets_per_second,primary_bytes_per_second,primary_packets_per_second,"
                        + "sut_cpu_percent,sut_cpu_millis,sut_rss_mib,sut_threads,loadgen_cpu_percent,loadgen_rss_mib,"
                        + "loadgen_threads,controller_cpu_percent,controller_rss_mib,controller_threads,"
                        + "database_cpu_percent,database_memory_mib,upstream_cpu_percent,upstream_memory_mib,heap_used_mib,heap_max_mib,heap_committed_mib,gc_count_delta,gc_time_millis_delta,"
                        + "platform_threads,jvm_process_cpu_percent,virtual_threads_mounted,virtual_threads_queued,"
                        + "carrier_parallelism,carrier_pool_size,allocated_bytes_delta,jit_compilation_millis_delta,"
                        + "jvm_unavailable_reason,pinned_events,pinned_millis,"
                        + "pinned_millis_max,submit_failed,gc_pauses,gc_pause_millis,gc_pause_millis_max,errors_");
    }

    @Test
    void histogramLogReadsBackWithWarmupTagged() {
        byte[] log = HistogramLog.of(7, seconds);

        HistogramLogReader reader = new HistogramLogReader(new ByteArrayInputStream(log));
        List<Histogram> intervals = new ArrayList<>();
        for (Histogram h; (h = (Histogram) reader.nextIntervalHistogram()) != null; ) {
            intervals.add(h);
        }
        assertThat(intervals).hasSize(2); // the third second had no responses, hence no histogram
        assertThat(intervals.get(0).getTag()).isEqualTo(HistogramLog.WARMUP_TAG);
        assertThat(intervals.get(0).getTotalCount()).isEqualTo(10);
        assertThat(intervals.get(1).getTag()).isNull();
        assertThat(intervals.get(1).getTotalCount()).isEqualTo(8);
        assertThat(intervals.get(1).getStartTimeStamp()).isEqualTo(1_700_000_000_000L);
        assertThat(new String(log, StandardCharsets.UTF_8)).contains("values in microseconds");
    }

    @Test
    void snakeCaseOfRecordComponents() {
        assertThat(SeriesCsv.snakeCase("loopbackBytesPerSecond")).isEqualTo("loopback_bytes_per_second");
        assertThat(SeriesCsv.snakeCase("heapUsedMib")).isEqualTo("heap_used_mib");
    }
}
