package io.threadbench.controller.capacity;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.seconds.TrialSecondRow;
import io.threadbench.controller.telemetry.TelemetrySample;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** A step's measurement from its stored seconds: only the whole seconds after the settle time count. */
class StepMeasurerTests {

    /** A second with {@code requests} answers of {@code millis} each, k6 at 20 %, the host 60 % busy of 2 cores. */
    private static TrialSecondRow second(long epoch, int requests, long millis, long errors, long dropped) {
        Histogram histogram = new Histogram(3);
        histogram.recordValueWithCount(millis * 1000, requests);
        TelemetrySample telemetry = TelemetrySample.builder(epoch)
                .cpuTotalPercent(60.0)
                .sut(50.0, null, null, null)
                .loadgen(20.0, null, null)
                .controller(10.0, null, null)
                .build();
        return new TrialSecondRow(epoch - 100, epoch, false, requests, errors, dropped, histogram, telemetry);
    }

    @Test
    void theSettleSecondAndTheDrainAreLeftOut() {
        List<TrialSecondRow> rows = new ArrayList<>();
        rows.add(second(100, 30, 900, 0, 0)); // partial first second: settle
        rows.add(second(101, 50, 100, 0, 0));
        rows.add(second(102, 50, 110, 1, 0));
        rows.add(second(103, 50, 120, 0, 2));
        rows.add(second(104, 20, 5000, 0, 0)); // partial last second and requests draining after k6's duration

        StepMeasurement m = StepMeasurer.measure(50, rows, 4, 1, 2);

        assertThat(m.offeredRate()).isEqualTo(50);
        assertThat(m.seconds()).isEqualTo(3);
        assertThat(m.achievedRps()).isEqualTo(151 / 3.0);
        assertThat(m.p99Millis()).isBetween(119.0, 121.0);
        assertThat(m.p50Millis()).isBetween(109.0, 111.0);
        assertThat(m.errorPercent()).isEqualTo(100.0 / 151);
        assertThat(m.droppedIterations()).isEqualTo(2);
        assertThat(m.loadgenCpuPercent()).isEqualTo(20.0);
        // 60 % of 2 cores = 120 % of one, less SUT 50, k6 20 and controller 10
        assertThat(m.otherCpuPercent()).isEqualTo(40.0);
    }

    @Test
    void aStepWithoutAnyStoredSecondAnsweredNothing() {
        StepMeasurement m = StepMeasurer.measure(80, List.of(), 4, 1, 2);

        assertThat(m.achievedRps()).isZero();
        assertThat(m.p99Millis()).isNaN();
        assertThat(m.seconds()).isZero();
    }
}
