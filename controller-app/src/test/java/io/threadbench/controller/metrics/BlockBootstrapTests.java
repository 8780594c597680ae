package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BlockBootstrapTests {

    private static final double Z = 1.959964;

    /** Width of the bootstrap interval of the mean. */
    private static double widthOfMean(double[] series) {
        double[] replicates = BlockBootstrap.replicates(
                series.length,
                BlockBootstrap.blockLength(series),
                indices -> Arrays.stream(indices)
                        .mapToDouble(i -> series[i])
                        .average()
                        .orElseThrow());
        double mean = Arrays.stream(series).average().orElseThrow();
        ConfidenceInterval interval = BlockBootstrap.percentileInterval(replicates, mean);
        return interval.high() - interval.low();
    }

    private static double[] ar1(int n, double phi, double innovationSd, long seed) {
        Random random = new Random(seed);
        double[] series = new double[n];
        double x = random.nextGaussian() * innovationSd / Math.sqrt(1 - phi * phi); // start in the stationary law
        for (int i = 0; i < n; i++) {
            series[i] = 100 + x;
            x = phi * x + random.nextGaussian() * innovationSd;
        }
        return series;
    }

    @Test
    void independentSecondsGiveTheTextbookWidthWithBlocksOfOne() {
        int n = 600;
        double sd = 10;
        double[] series = ar1(n, 0, sd, 1);

        assertThat(BlockBootstrap.blockLength(series)).isEqualTo(1);
        // 2 · 1.96 · σ/√n = 1.60
        assertThat(widthOfMean(series)).isCloseTo(2 * Z * sd / Math.sqrt(n), within(0.1 * 2 * Z * sd / Math.sqrt(n)));
    }

    @Test
    void autocorrelatedSecondsWidenTheIntervalAsTheAr1VarianceSays() {
        int n = 2000;
        double phi = 0.6;
        double[] series = ar1(n, phi, 1, 2);
        double marginalSd = 1 / Math.sqrt(1 - phi * phi);
        // Var(mean) ≈ σ²/n · (1 + φ)/(1 − φ) for AR(1)
        double theory = 2 * Z * marginalSd / Math.sqrt(n) * Math.sqrt((1 + phi) / (1 - phi));
        double naive = 2 * Z * marginalSd / Math.sqrt(n);

        int block = BlockBootstrap.blockLength(series);
        double width = widthOfMean(series);

        // (3n/2)^(1/3) · (2φ/(1−φ²))^(2/3) = 14.4 · 1.77 ≈ 25
        assertThat(block).isBetween(20, 31);
        assertThat(width).isCloseTo(theory, within(0.2 * theory));
        assertThat(width).isGreaterThan(1.6 * naive);
    }

    @Test
    void lag1AutocorrelationOfAnAr1SeriesIsItsCoefficient() {
        assertThat(BlockBootstrap.lag1Autocorrelation(ar1(5000, 0.6, 1, 3))).isCloseTo(0.6, within(0.05));
        assertThat(BlockBootstrap.lag1Autocorrelation(new double[] {5, 5, 5, 5}))
                .isZero();
    }

    @Test
    void sameSeriesSameInterval() {
        double[] series = ar1(300, 0.3, 2, 4);

        assertThat(widthOfMean(series)).isEqualTo(widthOfMean(series.clone()));
    }

    @Test
    void percentileIntervalAlwaysHoldsThePointValue() {
        ConfidenceInterval interval = BlockBootstrap.percentileInterval(new double[] {10, 10, 10, 10}, 12);

        assertThat(interval.low()).isEqualTo(10);
        assertThat(interval.high()).isEqualTo(12);
        assertThat(interval.method().withinTrial()).isTrue();
    }
}
