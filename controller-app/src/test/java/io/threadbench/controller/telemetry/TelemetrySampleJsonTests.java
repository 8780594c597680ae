package io.threadbench.controller.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * A sample's JSON is the flat object it was before the sample was split into parts: rows stored by earlier versions
 * load, and what is written is the same object (same names and values, nothing measured left out; readers go by name,
 * so the order of the names may differ). The fixtures were written by the flat record, with every figure set and with
 * few.
 */
class TelemetrySampleJsonTests {

    /** Every figure measured, as the flat 43-field record wrote it. */
    static final String EVERY_FIGURE = "{\"epochSecond\":1700000000,\"cpuUserPercent\":1.5,\"cpuSystemPercent\":2.25,"
            + "\"cpuIowaitPercent\":3.0,\"cpuTotalPercent\":6.75,\"ramUsedPercent\":41.2,\"tcpEstablished\":64,"
            + "\"loopbackBytesPerSecond\":123456.0,\"loopbackPacketsPerSecond\":789.0,"
            + "\"primaryBytesPerSecond\":2048.5,\"primaryPacketsPerSecond\":12.0,\"sutCpuPercent\":150.25,"
            + "\"sutCpuMillis\":1502.5,\"sutRssMib\":380.0,\"sutThreads\":42,\"loadgenCpuPercent\":35.5,"
            + "\"loadgenRssMib\":120.75,\"controllerCpuPercent\":2.5,\"controllerRssMib\":260.0,"
            + "\"heapUsedMib\":96.5,\"heapMaxMib\":1024.0,\"gcCountDelta\":3,\"gcTimeMillisDelta\":17,"
            + "\"platformThreads\":33,\"jvmProcessCpuPercent\":148.0,\"virtualThreadsMounted\":8,"
            + "\"virtualThreadsQueued\":2,\"jvmUnavailableReason\":\"attach pending\",\"loadgenThreads\":17,"
            + "\"controllerThreads\":51,\"databaseCpuPercent\":12.5,\"pinnedEvents\":5,\"pinnedMillis\":1.75,"
            + "\"pinnedMillisMax\":0.5,\"submitFailed\":1,\"gcPauses\":2,\"gcPauseMillis\":4.25,"
            + "\"gcPauseMillisMax\":3.5,\"carrierParallelism\":2,\"carrierPoolSize\":3}";

    /** A JVM that could not be read: most figures absent. */
    static final String FEW_FIGURES = "{\"epochSecond\":1700000001,\"cpuTotalPercent\":12.0,\"sutRssMib\":380.0,"
            + "\"jvmUnavailableReason\":\"JMX attach failed\"}";

    private static final List<JsonMapper> MAPPERS = List.of(Json.MAPPER, Json.STRICT);

    @Test
    void aStoredRowWithEveryFigureLoadsIntoItsPartsAndWritesBackTheSame() {
        TelemetrySample sample = Json.MAPPER.readValue(EVERY_FIGURE, TelemetrySample.class);

        assertThat(sample.epochSecond()).isEqualTo(1_700_000_000L);
        assertThat(sample.system().cpuTotalPercent()).isEqualTo(6.75);
        assertThat(sample.system().tcpEstablished()).isEqualTo(64);
        assertThat(sample.processes().sutCpuMillis()).isEqualTo(1502.5);
        assertThat(sample.processes().loadgenThreads()).isEqualTo(17);
        assertThat(sample.processes().databaseCpuPercent()).isEqualTo(12.5);
        assertThat(sample.jvm().gcCountDelta()).isEqualTo(3L);
        assertThat(sample.jvm().carrierPoolSize()).isEqualTo(3);
        assertThat(sample.jvm().jvmUnavailableReason()).isEqualTo("attach pending");
        assertThat(sample.jfr()).isEqualTo(new JfrSecond(5, 1.75, 0.5, 1, 2, 4.25, 3.5));
        for (JsonMapper mapper : MAPPERS) {
            assertThat(mapper.readValue(EVERY_FIGURE, TelemetrySample.class)).isEqualTo(sample);
            assertThat(mapper.readTree(mapper.writeValueAsString(sample))).isEqualTo(mapper.readTree(EVERY_FIGURE));
        }
    }

    @Test
    void aStoredRowWithFewFiguresKeepsTheRestUnmeasured() {
        TelemetrySample sample = Json.MAPPER.readValue(FEW_FIGURES, TelemetrySample.class);

        assertThat(sample.system().cpuTotalPercent()).isEqualTo(12.0);
        assertThat(sample.system().cpuUserPercent()).isNull();
        assertThat(sample.processes().sutRssMib()).isEqualTo(380.0);
        assertThat(sample.processes().sutCpuPercent()).isNull();
        assertThat(sample.jvm()).isEqualTo(JvmFigures.unavailable("JMX attach failed"));
        assertThat(sample.jfr()).as("not streamed").isNull();
        for (JsonMapper mapper : MAPPERS) {
            assertThat(mapper.readValue(FEW_FIGURES, TelemetrySample.class)).isEqualTo(sample);
            assertThat(mapper.readTree(mapper.writeValueAsString(sample))).isEqualTo(mapper.readTree(FEW_FIGURES));
        }
    }

    @Test
    void aSecondStreamedWithNothingSeenKeepsItsZeros() {
        TelemetrySample sample = TelemetrySample.builder(1_700_000_002L)
                .jfr(new JfrSecond(0, 0, 0, 0, 0, 0, 0))
                .build();

        String json = Json.MAPPER.writeValueAsString(sample);

        assertThat(Json.MAPPER.readTree(json))
                .isEqualTo(Json.MAPPER.readTree("{\"epochSecond\":1700000002,\"pinnedEvents\":0,\"pinnedMillis\":0.0,"
                        + "\"pinnedMillisMax\":0.0,\"submitFailed\":0,\"gcPauses\":0,\"gcPauseMillis\":0.0,"
                        + "\"gcPauseMillisMax\":0.0}"));
        assertThat(Json.MAPPER.readValue(json, TelemetrySample.class)).isEqualTo(sample);
    }

    @Test
    void aNameThisVersionDoesNotKnowIsIgnored() {
        TelemetrySample sample = Json.MAPPER.readValue(
                "{\"epochSecond\":1700000003,\"cpuTotalPercent\":7.5,\"fanSpeedRpm\":900}", TelemetrySample.class);

        assertThat(sample)
                .isEqualTo(TelemetrySample.builder(1_700_000_003L)
                        .cpuTotalPercent(7.5)
                        .build());
    }

    @Test
    void theBuilderMakesTheSameSampleAsTheStoredRow() {
        TelemetrySample built = TelemetrySample.builder(1_700_000_000L)
                .cpu(1.5, 2.25, 3.0, 6.75)
                .ramUsedPercent(41.2)
                .tcpEstablished(64)
                .loopback(123456.0, 789.0)
                .primary(2048.5, 12.0)
                .sut(150.25, 1502.5, 380.0, 42)
                .loadgen(35.5, 120.75, 17)
                .database(12.5)
                .controller(2.5, 260.0, 51)
                .heap(96.5, 1024.0)
                .gc(3L, 17L)
                .platformThreads(33)
                .jvmProcessCpuPercent(148.0)
                .virtualThreads(8, 2)
                .carriers(2, 3)
                .jvmUnavailableReason("attach pending")
                .jfr(new JfrSecond(5, 1.75, 0.5, 1, 2, 4.25, 3.5))
                .build();

        assertThat(built).isEqualTo(Json.MAPPER.readValue(EVERY_FIGURE, TelemetrySample.class));
    }
}
