package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.RecordComponent;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A sample joined with its second of the flight recorder keeps every other figure as it was. */
class TelemetrySampleTests {

    private static final Set<String> JFR_FIELDS = Set.of(
            "pinnedEvents",
            "pinnedMillis",
            "pinnedMillisMax",
            "submitFailed",
            "gcPauses",
            "gcPauseMillis",
            "gcPauseMillisMax");

    @Test
    void withJfrTakesTheRecordersFiguresAndKeepsEveryOtherField() throws Exception {
        TelemetrySample sample = TelemetrySample.builder(1_700_000_000L)
                .cpu(1.0, 2.0, 3.0, 4.0)
                .ramUsedPercent(5.0)
                .tcpEstablished(6)
                .loopback(7.0, 8.0)
                .primary(9.0, 10.0)
                .sut(11.0, 12.0, 13.0, 14)
                .loadgen(15.0, 16.0, 17)
                .database(18.0)
                .controller(19.0, 20.0, 21)
                .heap(22.0, 23.0)
                .gc(24L, 25L)
                .platformThreads(26)
                .jvmProcessCpuPercent(27.0)
                .virtualThreads(28, 29)
                .carriers(30, 31)
                .jvmUnavailableReason("none")
                .jfr(new JfrSecond(1, 1.5, 1.25, 2, 3, 4.5, 2.25))
                .build();

        TelemetrySample joined = sample.withJfr(new JfrSecond(40, 41.5, 42.5, 43, 44, 45.5, 46.5));

        assertThat(joined.pinnedEvents()).isEqualTo(40);
        assertThat(joined.pinnedMillis()).isEqualTo(41.5);
        assertThat(joined.pinnedMillisMax()).isEqualTo(42.5);
        assertThat(joined.submitFailed()).isEqualTo(43);
        assertThat(joined.gcPauses()).isEqualTo(44);
        assertThat(joined.gcPauseMillis()).isEqualTo(45.5);
        assertThat(joined.gcPauseMillisMax()).isEqualTo(46.5);
        for (RecordComponent component : TelemetrySample.class.getRecordComponents()) {
            if (!JFR_FIELDS.contains(component.getName())) {
                Object before = component.getAccessor().invoke(sample);
                assertThat(before)
                        .as(component.getName() + " is set in the sample")
                        .isNotNull();
                assertThat(component.getAccessor().invoke(joined))
                        .as(component.getName())
                        .isEqualTo(before);
            }
        }
        assertThat(sample.withJfr(null)).isSameAs(sample);
    }
}
