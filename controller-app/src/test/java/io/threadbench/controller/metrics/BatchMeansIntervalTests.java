package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class BatchMeansIntervalTests {

    @Test
    void fiveBatchesGiveTheStudentIntervalWithFourDegreesOfFreedom() {
        ConfidenceInterval interval = BatchMeansInterval.of(10, new double[] {9, 10, 11, 10, 10});

        // s = √0.5, t(0.975, 4) = 2.7764: 2.7764 · 0.7071 / √5 = 0.8780
        assertThat(interval.low()).isCloseTo(9.1220, within(1e-4));
        assertThat(interval.high()).isCloseTo(10.8780, within(1e-4));
        assertThat(interval.method()).isEqualTo(ConfidenceInterval.Method.BATCH_MEANS);
        assertThat(interval.method().withinTrial()).isTrue();
    }

    @Test
    void theIntervalIsCentredOnTheTrialsValueNotOnTheBatchesMean() {
        ConfidenceInterval interval = BatchMeansInterval.of(12, new double[] {9, 10, 11, 10, 10});

        assertThat((interval.low() + interval.high()) / 2).isCloseTo(12, within(1e-9));
    }

    @Test
    void countsDoNotGoBelowZero() {
        ConfidenceInterval interval = BatchMeansInterval.of(1, new double[] {0, 0, 0, 0, 5});

        assertThat(interval.low()).isZero();
        assertThat(interval.high()).isGreaterThan(3);
    }

    @Test
    void oneBatchIsNoInterval() {
        assertThatThrownBy(() -> BatchMeansInterval.of(1, new double[] {1}))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
