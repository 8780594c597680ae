package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class StallMetricsTests {

    /** A second with {@code requests} answers, each taking {@code millis}. */
    private static TrialSecondRow second(long index, int requests, long millis) {
        Histogram histogram = new Histogram(3);
        for (int i = 0; i < requests; i++) {
            histogram.recordValue(millis * 1000);
        }
        return new TrialSecondRow(index, 1_800_000_000L + index, false, requests, 0, 0, histogram, null);
    }

    private static List<TrialSecondRow> series(int[] answers, long[] millis) {
        List<TrialSecondRow> rows = new ArrayList<>();
        for (int i = 0; i < answers.length; i++) {
            rows.add(second(i, answers[i], millis[i]));
        }
        return rows;
    }

    @Test
    void silentSecondsFollowedByAnswersThatWaitedThroughThemAreStalls() {
        // a pool answering every other second with requests that waited 2-4 s; then a 3 s freeze
        StallMetrics.Stalls stalls = StallMetrics.of(
                series(new int[] {10, 0, 10, 0, 10, 0, 0, 0, 10}, new long[] {2000, 0, 4000, 0, 4000, 0, 0, 0, 3100}));
        assertThat(stalls.totalSeconds()).isEqualTo(5);
        assertThat(stalls.longestSeconds()).isEqualTo(3);
    }

    @Test
    void quietSecondsOfALowRateAreNotStalls() {
        // 0.5 req/s answered in 10 ms: nothing was waiting in the empty seconds
        StallMetrics.Stalls stalls = StallMetrics.of(series(new int[] {1, 0, 1, 0, 1}, new long[] {10, 0, 10, 0, 10}));
        assertThat(stalls).isEqualTo(new StallMetrics.Stalls(0, 0));
    }

    @Test
    void aRunOfSilenceLongerThanTheAnswersAfterItWaitedIsNotCounted() {
        // 3 silent seconds, then answers of 1.5 s: sent during the silence, so the service was idle before them
        StallMetrics.Stalls stalls = StallMetrics.of(series(new int[] {5, 0, 0, 0, 5}, new long[] {10, 0, 0, 0, 1500}));
        assertThat(stalls.totalSeconds()).isZero();
    }
}
