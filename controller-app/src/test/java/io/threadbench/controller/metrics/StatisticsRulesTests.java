package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;

/** The tests behind a cell's verdict: Welch on log values, Benjamini–Hochberg, and the power calculation. */
class StatisticsRulesTests {

    @Test
    void welchOnLogValuesMatchesAnIndependentImplementationAndGivesARatioInterval() {
        List<Double> a = List.of(120.0, 131.0, 118.0, 125.0);
        List<Double> b = List.of(810.0, 845.0, 790.0);

        Difference d = DifferenceTest.compare(b, a);

        double[] logA = a.stream().mapToDouble(Math::log).toArray();
        double[] logB = b.stream().mapToDouble(Math::log).toArray();
        assertThat(d.scale()).isEqualTo(Difference.Scale.RATIO);
        assertThat(d.pValue()).isCloseTo(new TTest().tTest(logB, logA), within(1e-9));
        double geometric = Math.exp(DifferenceTest.mean(logB) - DifferenceTest.mean(logA));
        assertThat(d.estimate()).isCloseTo(geometric, within(1e-9)).isCloseTo(6.60, within(0.01));
        assertThat(d.low()).isLessThan(d.estimate()).isGreaterThan(5.5);
        assertThat(d.high()).isGreaterThan(d.estimate()).isLessThan(7.8);
        assertThat(d.intervalExcludesNone()).isTrue();
    }

    @Test
    void zerosFallBackToADifferenceOfMeansAndOneRepetitionHasNoBasis() {
        Difference d = DifferenceTest.compare(List.of(0.0, 2.0, 1.0), List.of(0.0, 0.0, 0.0));
        assertThat(d.scale()).isEqualTo(Difference.Scale.DIFFERENCE);
        assertThat(d.estimate()).isEqualTo(1.0);

        Difference none = DifferenceTest.compare(List.of(10.0), List.of(20.0, 21.0));
        assertThat(none.hasBasis()).isFalse();
        assertThat(none.pValue()).isNaN();

        Difference equal = DifferenceTest.compare(List.of(5.0, 5.0), List.of(5.0, 5.0));
        assertThat(equal.pValue()).isEqualTo(1.0);
    }

    @Test
    void benjaminiHochbergKeepsEveryPValueUpToTheLargestBelowItsLine() {
        assertThat(FalseDiscoveryRate.cutoff(List.of(0.01, 0.02, 0.03, 0.04, 0.05), 0.05))
                .as("every p-value on or below its line: all are discoveries")
                .isEqualTo(0.05);
        assertThat(FalseDiscoveryRate.cutoff(List.of(0.03, Double.NaN, 0.2, 0.3), 0.05))
                .as("3 tested, none below its line: the level is 0.05 / 3, under 0.03")
                .isCloseTo(0.05 / 3, within(1e-12));
        assertThat(FalseDiscoveryRate.cutoff(List.of(0.5, 0.001, 0.02), 0.05)).isCloseTo(2 * 0.05 / 3, within(1e-12));
        assertThat(FalseDiscoveryRate.cutoff(List.of(0.04), 0.05))
                .as("a family of one: 5 %")
                .isEqualTo(0.05);
    }

    @Test
    void repetitionsToSettleFollowTheSpreadAgainstTheMargin() {
        // (t.975 + t.90) · σ · √(2/n) ≤ margin: with σ = margin about 2 · (1.96 + 1.28)² = 21 per side at large n
        Integer equal = PowerCalculator.repetitionsToSettle(1.0, 1.0, 0.05);
        assertThat(equal).isBetween(21, 25);
        assertThat(PowerCalculator.repetitionsToSettle(1.0, 0.5, 0.05))
                .as("half the spread: about a quarter of the repetitions")
                .isBetween(6, 8);
        assertThat(PowerCalculator.repetitionsToSettle(1.0, 0.1, 0.05))
                .as("never fewer than 2")
                .isEqualTo(2);
        assertThat(PowerCalculator.repetitionsToSettle(1.0, 2.0, 0.05))
                .as("beyond 30")
                .isNull();
        // the spread's 80 % upper bound with 4 degrees of freedom: √(4 / χ²(0.2; 4)) = √(4 / 1.649) = 1.558
        assertThat(PowerCalculator.spreadUpperBound(1.0, 4)).isCloseTo(1.558, within(0.001));
    }
}
