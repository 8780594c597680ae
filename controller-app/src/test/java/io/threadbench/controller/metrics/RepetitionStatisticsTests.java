package io.threadbench.controller.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class RepetitionStatisticsTests {

    @Test
    void medianOfOddAndEvenCountsIgnoresInputOrder() {
        assertThat(RepetitionStatistics.median(List.of(5.0, 1.0, 3.0))).isEqualTo(3.0);
        assertThat(RepetitionStatistics.median(List.of(4.0, 1.0, 3.0, 2.0))).isEqualTo(2.5);
        assertThat(RepetitionStatistics.median(List.of(7.0))).isEqualTo(7.0);
    }

    @Test
    void singleRepetitionHasNoInterval() {
        RepetitionSummary summary = RepetitionStatistics.summarize(List.of(42.0));

        assertThat(summary.median()).isEqualTo(42.0);
        assertThat(summary.n()).isEqualTo(1);
        assertThat(summary.hasInterval()).isFalse();
    }

    @Test
    void singleRepetitionShowsItsWithinTrialInterval() {
        ConfidenceInterval within = TrialSummaryService.withinTrial(40, 44);

        RepetitionSummary summary = RepetitionStatistics.summarize(List.of(42.0), List.of(within));

        assertThat(summary.interval()).isEqualTo(within);
        assertThat(summary.interval().method().withinTrial()).isTrue();
    }

    @Test
    void twoOrMoreRepetitionsAreTheBasisWhateverTheirSecondsSay() {
        // the within-trial intervals are far wider than the repetitions' spread: they no longer widen it
        List<ConfidenceInterval> withinTrial =
                List.of(TrialSummaryService.withinTrial(0, 30), TrialSummaryService.withinTrial(0, 30));

        RepetitionSummary summary = RepetitionStatistics.summarize(List.of(14.0, 10.0, 12.0), withinTrial);

        assertThat(summary.interval())
                .isEqualTo(RepetitionStatistics.summarize(List.of(14.0, 10.0, 12.0))
                        .interval());
        assertThat(summary.interval().method()).isEqualTo(ConfidenceInterval.Method.STUDENT_T);
        assertThat(summary.interval().high()).isCloseTo(16.968276, within(1e-6));
    }

    @Test
    void threeRepetitionsGiveStudentTIntervalOfTheMean() {
        // mean 12, s = 2, t(0.975, 2) = 4.302653: half width = 4.302653 * 2 / sqrt(3) = 4.968276
        RepetitionSummary summary = RepetitionStatistics.summarize(List.of(14.0, 10.0, 12.0));

        assertThat(summary.median()).isEqualTo(12.0);
        assertThat(summary.interval().method()).isEqualTo(ConfidenceInterval.Method.STUDENT_T);
        assertThat(summary.interval().low()).isCloseTo(7.031724, within(1e-6));
        assertThat(summary.interval().high()).isCloseTo(16.968276, within(1e-6));
        assertThat(summary.interval().coverage()).isEqualTo(0.95);
    }

    @Test
    void twoRepetitionsGiveTheWideIntervalOfOneDegreeOfFreedom() {
        // mean 11, s = sqrt(2), half width = 12.706205 * sqrt(2) / sqrt(2) = 12.706205
        ConfidenceInterval ci =
                RepetitionStatistics.summarize(List.of(10.0, 12.0)).interval();

        assertThat(ci.low())
                .as("−1.706205, held at 0: neither value is below it")
                .isZero();
        assertThat(ci.high()).isCloseTo(23.706205, within(1e-6));
        ConfidenceInterval signed =
                RepetitionStatistics.summarize(List.of(-10.0, 12.0)).interval();
        assertThat(signed.low())
                .as("a figure that can be negative keeps its interval")
                .isNegative();
    }

    @Test
    void identicalRepetitionsGiveAZeroWidthInterval() {
        ConfidenceInterval ci =
                RepetitionStatistics.summarize(List.of(100.0, 100.0, 100.0)).interval();

        assertThat(ci.low()).isEqualTo(100.0);
        assertThat(ci.high()).isEqualTo(100.0);
    }

    @Test
    void studentTIntervalContainsTheMedianOfASkewedSample() {
        RepetitionSummary summary = RepetitionStatistics.summarize(List.of(1.0, 1.0, 1.0, 1.0, 100.0));

        assertThat(summary.median()).isEqualTo(1.0);
        assertThat(summary.interval().low()).isLessThanOrEqualTo(1.0);
        assertThat(summary.interval().high()).isGreaterThan(100.0 / 5);
    }

    @Test
    void sixRepetitionsGiveMinToMaxWithExactBinomialCoverage() {
        RepetitionSummary summary = RepetitionStatistics.summarize(List.of(6.0, 2.0, 4.0, 1.0, 5.0, 3.0));

        assertThat(summary.median()).isEqualTo(3.5);
        assertThat(summary.interval().method()).isEqualTo(ConfidenceInterval.Method.ORDER_STATISTIC);
        assertThat(summary.interval().low()).isEqualTo(1.0);
        assertThat(summary.interval().high()).isEqualTo(6.0);
        assertThat(summary.interval().coverage()).isCloseTo(1 - 2.0 / 64, within(1e-12)); // 0.96875
    }

    @Test
    void tenRepetitionsUseSecondSmallestAndSecondLargest() {
        // P(Bin(10, 1/2) <= 1) = 11/1024: coverage of [x(2), x(9)] = 1 - 22/1024; [x(3), x(8)] would be 0.891
        ConfidenceInterval ci = RepetitionStatistics.summarize(values(1, 10)).interval();

        assertThat(ci.low()).isEqualTo(2.0);
        assertThat(ci.high()).isEqualTo(9.0);
        assertThat(ci.coverage()).isCloseTo(1 - 22.0 / 1024, within(1e-12));
    }

    @Test
    void twentyRepetitionsUseSixthOrderStatistic() {
        // sum C(20, i) for i = 0..5 = 21700; coverage = 1 - 2 * 21700 / 2^20
        assertThat(RepetitionStatistics.orderStatisticRank(20)).isEqualTo(6);
        assertThat(RepetitionStatistics.orderStatisticCoverage(20, 6)).isCloseTo(1 - 43400.0 / 1048576, within(1e-12));
        ConfidenceInterval ci = RepetitionStatistics.summarize(values(1, 20)).interval();
        assertThat(ci.low()).isEqualTo(6.0);
        assertThat(ci.high()).isEqualTo(15.0);
    }

    @Test
    void rejectsEmptyAndNonFiniteValues() {
        assertThatThrownBy(() -> RepetitionStatistics.summarize(List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no values");
        assertThatThrownBy(() -> RepetitionStatistics.summarize(Arrays.asList(1.0, null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("value 1");
        assertThatThrownBy(() -> RepetitionStatistics.summarize(List.of(1.0, Double.NaN)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("NaN");
    }

    @Test
    void touchingIntervalsOverlap() {
        ConfidenceInterval a = new ConfidenceInterval(1, 2, 0.95, ConfidenceInterval.Method.STUDENT_T);
        ConfidenceInterval b = new ConfidenceInterval(2, 3, 0.95, ConfidenceInterval.Method.STUDENT_T);
        ConfidenceInterval c = new ConfidenceInterval(2.001, 3, 0.95, ConfidenceInterval.Method.STUDENT_T);

        assertThat(a.overlaps(b)).isTrue();
        assertThat(b.overlaps(a)).isTrue();
        assertThat(a.overlaps(c)).isFalse();
    }

    private static List<Double> values(int from, int to) {
        List<Double> values = new ArrayList<>();
        for (int v = to; v >= from; v--) {
            values.add((double) v);
        }
        return values;
    }
}
