package io.threadbench.controller.metrics;

import static io.threadbench.controller.metrics.TelemetryMetricsTests.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JvmCostMetricsTests {

    @Test
    void allocationPerRequestIsTheBytesOverTheRequestsOfTheFullSecondsThatMeasuredIt() {
        // a half-covered first and last second (edges), between them 100 requests with 6.4 MiB, 10 failed requests
        // with 1 MiB, and a second JMX missed (its bytes fold into the next read): 7.4 MiB over 110 requests, not a
        // mean of the seconds' ratios, and not the edges' whole seconds of allocation for a few requests
        List<TrialSecondRow> rows = List.of(
                row(0, 5, 0, s -> s.allocationAndJit(3_000_000L, 900L)),
                row(1, 100, 0, s -> s.allocationAndJit(6_553_600L, 120L)),
                row(2, 0, 10, s -> s.allocationAndJit(1_048_576L, 0L)),
                row(3, 100, 0, s -> s.jvmUnavailableReason("the SUT's JVM did not answer JMX within 300 ms")),
                row(4, 3, 0, s -> s.allocationAndJit(3_000_000L, 30L)));

        Map<String, Double> metrics = contribute(rows);

        assertThat(metrics.get("allocated_kib_per_request")).isCloseTo(7_602_176 / 1024.0 / 110, within(1e-9));
        assertThat(metrics).as("every measured second").containsEntry("jit_compilation_millis_total", 1050.0);
    }

    @Test
    void aJvmThatCannotTellLeavesBothAbsentNeverZero() {
        // a JDK 17 SUT has no TotalThreadAllocatedBytes; -Xint has no compiler
        Map<String, Double> metrics = contribute(List.of(row(0, 100, 0, s -> s.heap(10.0, 64.0))));

        assertThat(metrics).doesNotContainKeys("allocated_kib_per_request", "jit_compilation_millis_total");
    }

    private static Map<String, Double> contribute(List<TrialSecondRow> rows) {
        Map<String, Double> metrics = new HashMap<>();
        new JvmCostMetrics().contribute(null, rows, metrics);
        return metrics;
    }
}
