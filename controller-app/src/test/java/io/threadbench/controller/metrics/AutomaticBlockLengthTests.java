package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class AutomaticBlockLengthTests {

    /** An AR(1) series around 100 started in its stationary law, innovations of sd 1. */
    static double[] ar1(int n, double phi, long seed) {
        Random random = new Random(seed);
        double[] series = new double[n];
        double x = random.nextGaussian() / Math.sqrt(1 - phi * phi);
        for (int i = 0; i < n; i++) {
            series[i] = 100 + x;
            x = phi * x + random.nextGaussian();
        }
        return series;
    }

    private static int block(double[] series) {
        return AutomaticBlockLength.of(series);
    }

    @Test
    void independentSecondsNeedNoBlocks() {
        assertThat(block(ar1(600, 0, 1))).isEqualTo(1);
    }

    @Test
    void theBlockGrowsWithTheAutocorrelation() {
        int weak = block(ar1(2000, 0.3, 2));
        int medium = block(ar1(2000, 0.6, 2));
        int strong = block(ar1(2000, 0.9, 2));

        assertThat(weak).isLessThan(medium);
        assertThat(medium).isLessThan(strong);
        // AR(1) 0.6: g = 4, G = 7.5 (σ² = 1), so (2G²/(4/3·g²) · n)^(1/3) = 1.74 · 2000^(1/3) = 21.9
        assertThat(medium).isBetween(15, 30);
    }

    @Test
    void aCorrelationThatSkipsTheFirstLagsStillCounts() {
        // x(t) = e(t) + e(t−3): ρ(1) = ρ(2) = 0, ρ(3) = 0.5; a lag-1 rule sees independent seconds
        Random random = new Random(3);
        double[] e = new double[603];
        for (int i = 0; i < e.length; i++) {
            e[i] = random.nextGaussian();
        }
        double[] series = new double[600];
        for (int i = 0; i < series.length; i++) {
            series[i] = e[i + 3] + e[i];
        }

        // γ(0) = 2, γ(3) = 1: g = 4, G = 6, so (2·36/(4/3·16) · 600)^(1/3) = 12.7
        assertThat(block(series)).isBetween(8, 18);
    }

    @Test
    void aConstantSeriesHasBlocksOfOne() {
        assertThat(block(new double[] {5, 5, 5, 5, 5, 5, 5, 5, 5, 5})).isEqualTo(1);
    }

    @Test
    void theLongestBlockLeavesThreeInTheTrial() {
        assertThat(AutomaticBlockLength.longest(20)).isEqualTo(6);
        assertThat(AutomaticBlockLength.longest(900)).isEqualTo(90);
        assertThat(block(ar1(30, 0.99, 4))).isLessThanOrEqualTo(10);
    }
}
