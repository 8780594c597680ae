package io.threadbench.controller.loadgen;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.loadgen.SecondBucket.ReservoirLimits;
import org.junit.jupiter.api.Test;

class LatencyRecorderTests {

    private static final long T = 1_800_000_000L; // an epoch second
    private final RecordingListener listener = new RecordingListener();
    private final LatencyRecorder recorder = new LatencyRecorder(listener, false, new ReservoirLimits(5, 3));

    private static long at(long second, int millis) {
        return second * 1000 + millis;
    }

    @Test
    void emitsASecondOnceASampleAQuarterSecondPastItsEndArrives() {
        recorder.recordRequest(at(T, 10), 100_000, 200, true);
        recorder.recordRequest(at(T + 1, 10), 100_000, 200, true);
        recorder.recordRequest(at(T + 1, 249), 100_000, 200, true);
        assertThat(listener.seconds).isEmpty();
        recorder.recordRequest(at(T + 1, 250), 100_000, 200, true);
        assertThat(listener.epochSeconds()).containsExactly(T);
        recorder.recordRequest(at(T + 2, 10), 100_000, 200, true);
        assertThat(listener.epochSeconds()).containsExactly(T);
        recorder.finish();
        assertThat(listener.epochSeconds()).containsExactly(T, T + 1, T + 2);
        assertThat(listener.seconds).extracting(LatencySecond::requestsOk).containsExactly(1L, 3L, 1L);
    }

    @Test
    void k6sClockCompletesSecondsWhenNoNewerSampleComes() {
        recorder.recordRequest(at(T, 10), 2_000_000, 200, true);
        recorder.clock(at(T + 1, 249));
        assertThat(listener.seconds).isEmpty();
        recorder.clock(at(T + 1, 250));
        assertThat(listener.epochSeconds()).containsExactly(T);
        recorder.clock(at(T + 4, 250));
        assertThat(listener.epochSeconds())
                .as("seconds the clock passed without an answer are seconds: a stall shows as zeros while it lasts")
                .containsExactly(T, T + 1, T + 2, T + 3);
        assertThat(listener.seconds.subList(1, 4)).allSatisfy(second -> {
            assertThat(second.requestsOk() + second.requestsError()).isZero();
            assertThat(second.histogram().getTotalCount()).isZero();
        });
        recorder.recordRequest(at(T + 3, 500), 2_000_000, 200, true); // too late for T + 3
        recorder.recordRequest(at(T + 4, 999), 2_000_000, 200, true);
        recorder.finish();
        assertThat(listener.epochSeconds()).containsExactly(T, T + 1, T + 2, T + 3, T + 4);
        assertThat(listener.seconds.get(4).requestsOk()).isEqualTo(2);
        assertThat(recorder.lateSamples()).isEqualTo(1);
    }

    @Test
    void theClockCreatesNoSecondBeforeTheFirstAnswer() {
        recorder.clock(at(T, 0));
        recorder.clock(at(T + 3, 0));
        assertThat(listener.seconds).isEmpty();
        recorder.recordRequest(at(T + 3, 100), 1000, 200, true);
        recorder.finish();
        assertThat(listener.epochSeconds()).containsExactly(T + 3);
    }

    @Test
    void aBurstEverySecondSecondLeavesNoGap() {
        // a pool answering in bursts: answers in T, T + 2, T + 4; k6's clock ticks in between
        for (long second = T; second <= T + 4; second += 2) {
            recorder.recordRequest(at(second, 900), 1_000_000, 200, true);
            recorder.clock(at(second + 1, 300));
        }
        recorder.finish();
        assertThat(listener.epochSeconds()).containsExactly(T, T + 1, T + 2, T + 3, T + 4);
        assertThat(listener.seconds).extracting(LatencySecond::requestsOk).containsExactly(1L, 0L, 1L, 0L, 1L);
    }

    @Test
    void aSampleAfterEverySecondWasEmittedStillFillsTheSecondsBetween() {
        recorder.recordRequest(at(T, 10), 1000, 200, true);
        recorder.clock(at(T + 1, 300)); // emits T; nothing is open
        recorder.recordDroppedIterations(at(T + 3, 0), 1); // no clock tick came in between
        recorder.finish();
        assertThat(listener.epochSeconds()).containsExactly(T, T + 1, T + 2, T + 3);
    }

    @Test
    void fillsGapsWithEmptySecondsAndKeepsDroppedIterations() {
        recorder.recordRequest(at(T, 0), 1000, 200, true);
        recorder.recordDroppedIterations(at(T + 1, 500), 4);
        recorder.recordRequest(at(T + 4, 0), 1000, 200, true);
        recorder.finish();
        assertThat(listener.epochSeconds()).containsExactly(T, T + 1, T + 2, T + 3, T + 4);
        assertThat(listener.seconds.get(1).droppedIterations()).isEqualTo(4);
        assertThat(listener.seconds.get(2).histogram().getTotalCount()).isZero();
        assertThat(listener.seconds.get(2).requestsOk()).isZero();
    }

    @Test
    void placesSlightlyOutOfOrderSamplesInTheirOwnSecond() {
        recorder.recordRequest(at(T + 1, 0), 1000, 200, true);
        recorder.recordRequest(at(T, 999), 2000, 200, true); // earlier than the first sample seen
        recorder.recordRequest(at(T + 2, 0), 3000, 200, true);
        recorder.recordRequest(at(T + 1, 5), 4000, 200, true);
        recorder.finish();
        assertThat(listener.epochSeconds()).containsExactly(T, T + 1, T + 2);
        assertThat(listener.seconds).extracting(LatencySecond::requestsOk).containsExactly(1L, 2L, 1L);
        assertThat(listener.seconds.get(0).histogram().getMaxValue()).isEqualTo(2000);
        assertThat(recorder.lateSamples()).isZero();
    }

    @Test
    void countsALateSampleInTheOldestOpenSecondSoNoRequestIsLost() {
        recorder.recordRequest(at(T, 0), 1000, 200, true);
        recorder.recordRequest(at(T + 3, 0), 1000, 200, true); // T and T+1 complete
        recorder.recordRequest(at(T, 500), 1000, 200, true); // too late for T
        recorder.finish();
        assertThat(listener.epochSeconds()).containsExactly(T, T + 1, T + 2, T + 3);
        assertThat(listener.seconds).extracting(LatencySecond::requestsOk).containsExactly(1L, 0L, 1L, 1L);
        assertThat(recorder.lateSamples()).isEqualTo(1);
    }

    @Test
    void keepsConnectionFailuresOutOfTheHistogramButCountsThem() {
        recorder.recordRequest(at(T, 1), 0, 0, false);
        recorder.recordRequest(at(T, 2), 50_000, 500, false);
        recorder.recordRequest(at(T, 3), 20_000, 200, true);
        recorder.finish();
        LatencySecond second = listener.seconds.getFirst();
        assertThat(second.requestsOk()).isEqualTo(1);
        assertThat(second.requestsError()).isEqualTo(2);
        assertThat(second.histogram().getTotalCount())
                .as("500 counted, status 0 not")
                .isEqualTo(2);
        assertThat(second.samples()).extracting(LatencyPoint::status).containsExactly(0, 500, 200);
        assertThat(second.samples()).extracting(LatencyPoint::error).containsExactly(true, true, false);
    }

    @Test
    void boundsTheReservoirAndKeepsErrorsUpToTheirCap() {
        for (int i = 0; i < 1000; i++) {
            recorder.recordRequest(at(T, i), 1000 + i, 200, true);
        }
        for (int i = 0; i < 10; i++) {
            recorder.recordRequest(at(T, i), 9000, 503, false);
        }
        recorder.finish();
        LatencySecond second = listener.seconds.getFirst();
        assertThat(second.requestsOk()).isEqualTo(1000);
        assertThat(second.histogram().getTotalCount()).isEqualTo(1010);
        assertThat(second.samples()).filteredOn(LatencyPoint::error).hasSize(3);
        assertThat(second.samples())
                .filteredOn(point -> !point.error())
                .hasSize(5)
                .as("sampled across the second, not the first five")
                .anySatisfy(point -> assertThat(point.epochMillis()).isGreaterThan(at(T, 5)));
        assertThat(second.samples()).isSortedAccordingTo(java.util.Comparator.comparingLong(LatencyPoint::epochMillis));
    }

    @Test
    void keepsReadingWhenTheListenerFails() {
        LatencyRecorder failing = new LatencyRecorder(
                second -> {
                    if (second.epochSecond() == T) {
                        throw new IllegalStateException("boom");
                    }
                    listener.onSecond(second);
                },
                true,
                ReservoirLimits.DEFAULT);
        failing.recordRequest(at(T, 0), 1000, 200, true);
        failing.recordRequest(at(T + 1, 0), 1000, 200, true);
        failing.finish();
        assertThat(listener.epochSeconds()).containsExactly(T + 1);
        assertThat(listener.seconds.getFirst().warmup()).isTrue();
        assertThat(failing.listenerFailures()).isEqualTo(1);
    }
}
