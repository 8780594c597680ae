package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.json.Json;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** A sample joined with its second of the flight recorder keeps every other figure as it was. */
class TelemetrySampleTests {

    @Test
    void withJfrTakesTheRecordersFiguresAndKeepsEveryOtherField() {
        TelemetrySample sample = TelemetrySample.builder(1_700_000_000L)
                .cpu(1.0, 2.0, 3.0, 4.0)
                .ramUsedPercent(5.0)
                .tcpEstablished(6)
                .loopback(7.0, 8.0)
                .primary(9.0, 10.0)
                .sut(11.0, 12.0, 13.0, 14)
                .loadgen(15.0, 16.0, 17)
                .database(18.0, 18.5)
                .upstream(34.0, 35.0)
                .controller(19.0, 20.0, 21)
                .heap(22.0, 23.0)
                .heapCommitted(22.5)
                .gc(24L, 25L)
                .platformThreads(26)
                .jvmProcessCpuPercent(27.0)
                .virtualThreads(28, 29)
                .carriers(30, 31)
                .allocationAndJit(32L, 33L)
                .jvmUnavailableReason("none")
                .jfr(new JfrSecond(1, 1.5, 1.25, 2, 3, 4.5, 2.25))
                .build();

        TelemetrySample joined = sample.withJfr(new JfrSecond(40, 41.5, 42.5, 43, 44, 45.5, 46.5));

        assertThat(joined.jfr().pinnedEvents()).isEqualTo(40);
        assertThat(joined.jfr().pinnedMillis()).isEqualTo(41.5);
        assertThat(joined.jfr().pinnedMillisMax()).isEqualTo(42.5);
        assertThat(joined.jfr().submitFailed()).isEqualTo(43);
        assertThat(joined.jfr().gcPauses()).isEqualTo(44);
        assertThat(joined.jfr().gcPauseMillis()).isEqualTo(45.5);
        assertThat(joined.jfr().gcPauseMillisMax()).isEqualTo(46.5);
        assertThat(sample.system()).hasNoNullFieldsOrProperties();
        assertThat(sample.processes()).hasNoNullFieldsOrProperties();
        assertThat(sample.jvm()).hasNoNullFieldsOrProperties();
        assertThat(joined.epochSecond()).isEqualTo(sample.epochSecond());
        assertThat(joined.system()).isEqualTo(sample.system());
        assertThat(joined.processes()).isEqualTo(sample.processes());
        assertThat(joined.jvm()).isEqualTo(sample.jvm());
        assertThat(sample.withJfr(null)).isSameAs(sample);
    }

    /** The JSON is flat: two parts naming a figure alike would write one over the other. */
    @Test
    void everyFigureOfEveryPartHasItsFlatNameOnce() {
        Stream<String> names = Arrays.stream(TelemetrySample.class.getRecordComponents())
                .flatMap(component -> component.getType().isRecord()
                        ? Arrays.stream(component.getType().getRecordComponents())
                        : Stream.of(component))
                .map(RecordComponent::getName);

        assertThat(names)
                .doesNotHaveDuplicates()
                .hasSize(46)
                .contains(
                        "epochSecond",
                        "pinnedEvents",
                        "allocatedBytesDelta",
                        "jitCompilationMillisDelta",
                        "databaseMemoryMib",
                        "upstreamCpuPercent",
                        "upstreamMemoryMib",
                        "heapCommittedMib");
    }

    @Test
    void partsLeftOutAreNotMeasured() {
        TelemetrySample sample = new TelemetrySample(7L, null, null, null, null);

        assertThat(sample.system()).isEqualTo(SystemFigures.NONE);
        assertThat(sample.processes()).isEqualTo(ProcessFigures.NONE);
        assertThat(sample.jvm()).isEqualTo(JvmFigures.NONE);
        assertThat(sample.jfr()).isNull();
        assertThat(Json.MAPPER.writeValueAsString(sample)).isEqualTo("{\"epochSecond\":7}");
        assertThat(Json.STRICT.writeValueAsString(sample)).isEqualTo("{\"epochSecond\":7}");
        assertThat(TelemetrySample.jfrFigure(JfrSecond::pinnedEvents).apply(sample))
                .isNull();
    }
}
