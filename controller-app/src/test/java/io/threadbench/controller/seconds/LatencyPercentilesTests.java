package io.threadbench.controller.seconds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyPercentilesTests {

    /** k6's Trend percentile: rank p × (n − 1), linear interpolation between neighbours of the sorted values. */
    private static double k6Percentile(double[] sorted, double percent) {
        double index = percent / 100 * (sorted.length - 1);
        double low = sorted[(int) Math.floor(index)];
        double high = sorted[(int) Math.ceil(index)];
        return low + (high - low) * (index - Math.floor(index));
    }

    @Test
    void matchesK6sInterpolationWithinATenthOfAPercent() {
        SplittableRandom random = new SplittableRandom(7);
        for (int n : new int[] {2, 3, 10, 101, 997, 20_000}) {
            double[] micros = new double[n];
            Histogram histogram = new Histogram(3);
            for (int i = 0; i < n; i++) {
                micros[i] = Math.round(Math.exp(Math.log(20_000) + random.nextGaussian()) + 1000);
                histogram.recordValue((long) micros[i]);
            }
            Arrays.sort(micros);
            LatencyPercentiles percentiles = LatencyPercentiles.of(histogram);
            assertThat(percentiles.count()).isEqualTo(n);
            assertThat(percentiles.p50Millis()).isCloseTo(k6Percentile(micros, 50) / 1000, withinPercentage(0.1));
            assertThat(percentiles.p90Millis()).isCloseTo(k6Percentile(micros, 90) / 1000, withinPercentage(0.1));
            assertThat(percentiles.p99Millis()).isCloseTo(k6Percentile(micros, 99) / 1000, withinPercentage(0.1));
            assertThat(percentiles.p999Millis()).isCloseTo(k6Percentile(micros, 99.9) / 1000, withinPercentage(0.1));
            assertThat(percentiles.maxMillis()).isCloseTo(micros[n - 1] / 1000, withinPercentage(0.1));
            assertThat(percentiles.minMillis()).isCloseTo(micros[0] / 1000, withinPercentage(0.1));
        }
    }

    @Test
    void interpolatesBetweenTwoValuesLikeK6() {
        Histogram histogram = new Histogram(3);
        histogram.recordValue(1000);
        histogram.recordValue(2000);
        // k6: p(90) of [1, 2] ms = 1 + 0.9 × (2 − 1); HdrHistogram alone would answer 2
        assertThat(LatencyPercentiles.millisAt(histogram, 90)).isCloseTo(1.9, withinPercentage(0.05));
        assertThat(LatencyPercentiles.millisAt(histogram, 50)).isCloseTo(1.5, withinPercentage(0.05));
        assertThat(LatencyPercentiles.of(histogram).meanMillis()).isCloseTo(1.5, withinPercentage(0.05));
    }

    @Test
    void usesMergedHistograms() {
        Histogram first = new Histogram(3);
        Histogram second = new Histogram(3);
        for (int i = 1; i <= 100; i++) {
            first.recordValue(i * 1000L);
            second.recordValue(1_000_000);
        }
        Histogram merged = new Histogram(3);
        merged.add(first);
        merged.add(second);
        // a mean of the seconds' medians would say 525 ms; the merged median is between 100 ms and 1 s
        assertThat(LatencyPercentiles.of(merged).p50Millis()).isCloseTo(550, withinPercentage(0.1));
    }

    @Test
    void emptyHistogramGivesNaNAndBadPercentsAreRejected() {
        Histogram empty = new Histogram(3);
        assertThat(LatencyPercentiles.of(empty).count()).isZero();
        assertThat(LatencyPercentiles.of(empty).p99Millis()).isNaN();
        assertThat(LatencyPercentiles.millisAt(empty, 50)).isNaN();
        Histogram one = new Histogram(3);
        one.recordValue(5000);
        assertThat(LatencyPercentiles.millisAt(one, 99)).as("bucket median").isCloseTo(5.0, withinPercentage(0.05));
        assertThatThrownBy(() -> LatencyPercentiles.microsAt(one, new double[] {50, 10}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ascending");
        assertThatThrownBy(() -> LatencyPercentiles.millisAt(one, 101)).isInstanceOf(IllegalArgumentException.class);
    }
}
