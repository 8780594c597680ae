package io.threadbench.controller.seconds;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class SecondGapsTests {

    private static final long T = 1_800_000_000L;

    private static TrialSecondRow row(long second, long requests) {
        Histogram histogram = new Histogram(3);
        for (int i = 0; i < requests; i++) {
            histogram.recordValue(2_000_000);
        }
        return new TrialSecondRow(second, T + second, second < 0, requests, 0, 0, histogram, null);
    }

    @Test
    void aTrialStoredWithHolesReadsWithEverySecond() {
        // as trials were stored before seconds without answers were kept: -3, -1, 2, 4
        List<TrialSecondRow> filled = SecondGaps.filled(List.of(row(-3, 5), row(-1, 5), row(2, 10), row(4, 10)));
        assertThat(filled).extracting(TrialSecondRow::second).containsExactly(-3L, -2L, -1L, 0L, 1L, 2L, 3L, 4L);
        assertThat(filled)
                .extracting(TrialSecondRow::warmup)
                .containsExactly(true, true, true, false, false, false, false, false);
        assertThat(filled)
                .extracting(TrialSecondRow::epochSecond)
                .containsExactly(T - 3, T - 2, T - 1, T, T + 1, T + 2, T + 3, T + 4);
        assertThat(filled).extracting(TrialSecondRow::requestsOk).containsExactly(5L, 0L, 5L, 0L, 0L, 10L, 0L, 10L);
        assertThat(filled.get(1).histogram().getTotalCount()).isZero();
        assertThat(filled.get(1).telemetry()).isNull();
    }

    @Test
    void aMeasuredRunStartsAtSecondZeroEvenWithoutAWarmUp() {
        assertThat(SecondGaps.filled(List.of(row(2, 1))))
                .extracting(TrialSecondRow::second)
                .containsExactly(0L, 1L, 2L);
    }

    @Test
    void aCompleteSeriesIsReturnedAsItIs() {
        List<TrialSecondRow> complete = List.of(row(-1, 1), row(0, 1), row(1, 0));
        assertThat(SecondGaps.filled(complete)).isSameAs(complete);
        assertThat(SecondGaps.filled(List.of())).isEmpty();
    }
}
