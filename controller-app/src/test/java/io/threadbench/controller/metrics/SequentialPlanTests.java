package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The bookkeeping of repetitions until decided: what each look spends, and that all looks together hold α. */
class SequentialPlanTests {

    private static final SequentialPlan TEN = new SequentialPlan(10);

    @Test
    void theLooksSpendAlphaTimesTheSquareOfTheInformationAndAllOfItByTheBudget() {
        assertThat(TEN.spentBy(1)).isZero();
        assertThat(TEN.spentBy(2)).isCloseTo(0.05 * 0.04, within(1e-12));
        assertThat(TEN.spentBy(5)).isCloseTo(0.05 * 0.25, within(1e-12));
        assertThat(TEN.spentBy(10)).isCloseTo(0.05, within(1e-12));
        assertThat(TEN.spentBy(12)).as("nothing beyond the budget").isCloseTo(0.05, within(1e-12));
        assertThat(TEN.left(4)).isEqualTo(6);
        assertThat(TEN.left(10)).isZero();
    }

    @Test
    void theFirstLookJudgesAtWhatItSpendsAndLaterOnesAboveTheirIncrementButBelowTheWhole() {
        // the first look has nothing before it: its boundary is the plain quantile of what it spends
        assertThat(TEN.levelAt(2)).isCloseTo(TEN.spentBy(2), within(1e-9));
        double previous = 0;
        for (int n = 3; n <= 10; n++) {
            double increment = TEN.spentBy(n) - TEN.spentBy(n - 1);
            // the looks are correlated, so each may judge at more than its increment, never at the whole α
            assertThat(TEN.levelAt(n))
                    .as("look after %d", n)
                    .isGreaterThan(increment)
                    .isLessThan(0.05);
            assertThat(TEN.levelAt(n)).as("levels grow as α is spent").isGreaterThan(previous);
            previous = TEN.levelAt(n);
        }
        assertThat(TEN.levelAt(1)).isZero();
        assertThat(TEN.levelAt(11)).as("no look beyond the budget").isZero();
    }

    /**
     * The boundaries hold α over all looks: 200,000 simulated runs of a statistic with no difference (a Gaussian
     * random walk, one step per repetition) cross some look's nominal boundary in 5 % ± 0.15 % of runs; looking every
     * time at 5 % would cross in about 19 %.
     */
    @Test
    void allLooksTogetherCrossTheirBoundariesAtAlphaUnderNoDifference() {
        SplittableRandom random = new SplittableRandom(36);
        org.apache.commons.math3.distribution.NormalDistribution normal =
                new org.apache.commons.math3.distribution.NormalDistribution(null, 0, 1);
        double[] boundary = new double[11];
        for (int n = 2; n <= 10; n++) {
            boundary[n] = normal.inverseCumulativeProbability(1 - TEN.levelAt(n) / 2);
        }
        double naive = normal.inverseCumulativeProbability(0.975);
        int runs = 200_000;
        int crossed = 0;
        int crossedNaively = 0;
        for (int run = 0; run < runs; run++) {
            double sum = gaussian(random);
            boolean once = false;
            boolean naively = false;
            for (int n = 2; n <= 10; n++) {
                sum += gaussian(random);
                double z = Math.abs(sum) / Math.sqrt(n);
                once |= z >= boundary[n];
                naively |= z >= naive;
            }
            crossed += once ? 1 : 0;
            crossedNaively += naively ? 1 : 0;
        }
        assertThat((double) crossed / runs).isCloseTo(0.05, within(0.0015));
        assertThat((double) crossedNaively / runs).isGreaterThan(0.15);
    }

    @Test
    void describesALookInWords() {
        assertThat(TEN.describe(4)).matches("look 3 of at most 9, at 0\\.5\\d %; 0\\.80 % of the 5 % spent");
    }

    @Test
    void aBudgetBelowTwoHasNoLook() {
        assertThatThrownBy(() -> new SequentialPlan(1))
                .hasMessage("a sequential run needs a budget of 2 repetitions or more");
    }

    private static double gaussian(SplittableRandom random) {
        double u = 1 - random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
