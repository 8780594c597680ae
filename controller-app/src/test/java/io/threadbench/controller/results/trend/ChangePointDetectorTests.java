package io.threadbench.controller.results.trend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntToDoubleFunction;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class ChangePointDetectorTests {

    /** A history of n benchmarks (ids 101, 102, …): level(i) plus Gaussian noise of sd 1. */
    private static List<ChangePoint> detect(int n, IntToDoubleFunction level, long seed, boolean higherIsBetter) {
        Random random = new Random(seed);
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            values.add(level.applyAsDouble(i) + random.nextGaussian());
        }
        return ChangePointDetector.detect(
                values, LongStream.range(101, 101 + n).boxed().toList(), higherIsBetter);
    }

    @Test
    void aStepIsFoundWhereItHappensAndCalledWorseForLatency() {
        // p50 100 ms for 12 benchmarks, then 105 ms: a step of 5 noise sd
        List<ChangePoint> changes = detect(24, i -> i < 12 ? 100 : 105, 1, false);

        assertThat(changes).hasSize(1);
        ChangePoint step = changes.getFirst();
        assertThat(step.index()).isEqualTo(12);
        assertThat(step.benchmarkId()).isEqualTo(113);
        assertThat(step.worse()).isTrue();
        assertThat(step.meanAfter() - step.meanBefore()).isCloseTo(5, within(1.5));
        assertThat(step.pValue()).isLessThan(ChangePointDetector.ALPHA);
    }

    @Test
    void aStepUpInRequestsPerSecondIsAnImprovement() {
        List<ChangePoint> changes = detect(20, i -> i < 10 ? 1000 : 1010, 2, true);

        assertThat(changes).singleElement().satisfies(change -> {
            assertThat(change.index()).isEqualTo(10);
            assertThat(change.worse()).isFalse();
        });
    }

    @Test
    void pureNoiseHasNoChangePoint() {
        for (long seed = 1; seed <= 20; seed++) {
            assertThat(detect(30, i -> 100, seed, false)).as("seed " + seed).isEmpty();
        }
    }

    @Test
    void aSteepDriftShowsAsWorseningChangesAndASlowOneAsNone() {
        // 1 noise sd per benchmark: windows five apart differ by 5 sd, so the drift is found, every change worse
        List<ChangePoint> steep = detect(30, i -> 100 + i, 3, false);
        assertThat(steep)
                .isNotEmpty()
                .allSatisfy(change -> assertThat(change.worse()).isTrue());
        // 0.05 sd per benchmark: adjacent windows differ by a quarter sd, which is noise
        assertThat(detect(30, i -> 100 + 0.05 * i, 3, false)).isEmpty();
    }

    @Test
    void tooShortAHistoryHasNoTest() {
        assertThat(detect(5, i -> i < 2 ? 100 : 200, 4, false)).isEmpty();
    }

    @Test
    void welchPOfIdenticalConstantWindowsIsOneAndOfDifferentOnesZero() {
        assertThat(ChangePointDetector.welchP(List.of(5.0, 5.0, 5.0), List.of(5.0, 5.0, 5.0)))
                .isEqualTo(1);
        assertThat(ChangePointDetector.welchP(List.of(5.0, 5.0, 5.0), List.of(6.0, 6.0, 6.0)))
                .isZero();
        // textbook: means 1 and 4, sd 1 each, n 3 each: t = 3.67, df = 4, p = 0.0213
        assertThat(ChangePointDetector.welchP(List.of(0.0, 1.0, 2.0), List.of(3.0, 4.0, 5.0)))
                .isCloseTo(0.0213, within(0.0005));
    }
}
