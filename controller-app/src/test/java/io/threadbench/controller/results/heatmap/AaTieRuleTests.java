package io.threadbench.controller.results.heatmap;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricTable;
import java.util.List;
import java.util.Random;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

/**
 * The A/A check on crafted data: the same distribution under two labels must come out unwon (the same or could not
 * tell) in most
 * cells; clearly different distributions must come out as wins.
 */
class AaTieRuleTests {

    private static final int SCENARIOS = 100;
    private static final List<String> LATENCIES = List.of("latency_millis_p50", "latency_millis_p90");

    @Test
    void sameDistributionUnderTwoLabelsIsMostlyTies() {
        for (int repetitions : new int[] {2, 3, 5, 8}) {
            Legend legend = heatmap(repetitions, 100, 100).legend();

            double tieShare = legend.equivalentSharePercent() + legend.inconclusiveSharePercent();
            System.out.printf(
                    "A/A, %d repetitions: %d of %d cells the same, %d could not tell (%.1f %% not won)%n",
                    repetitions, legend.equivalent(), legend.inconclusive(), legend.ratedCells(), tieShare);
            assertThat(legend.ratedCells()).isEqualTo(SCENARIOS * LATENCIES.size());
            assertThat(tieShare)
                    .as("tie share with %d repetitions", repetitions)
                    .isGreaterThanOrEqualTo(85.0);
        }
    }

    @Test
    void clearlyDifferentDistributionsAreWins() {
        for (int repetitions : new int[] {3, 5, 8}) {
            Legend legend = heatmap(repetitions, 100, 160).legend();

            System.out.printf(
                    "100 vs 160, %d repetitions: %d of %d cells won by the faster one%n",
                    repetitions, legend.entries().getFirst().wins(), legend.ratedCells());
            assertThat(legend.entries().getFirst().approach()).isEqualTo("loom-netty-a");
            assertThat(legend.entries().getFirst().wins())
                    .as("wins with %d repetitions", repetitions)
                    .isGreaterThanOrEqualTo(195);
        }
    }

    @Test
    void twoRepetitionsAreConservative() {
        // t(0.975, 1) = 12.7: with two repetitions each interval spans about 6 times their difference, so
        // even a 60 % difference at 5 % noise is often a tie; but never a win for the slower approach.
        Legend legend = heatmap(2, 100, 160).legend();

        System.out.printf(
                "100 vs 160, 2 repetitions: %d of %d cells won by the faster one, %d not told apart%n",
                legend.entries().getFirst().wins(), legend.ratedCells(), legend.inconclusive());
        assertThat(legend.entries())
                .extracting(LegendEntry::approach, LegendEntry::wins)
                .contains(Tuple.tuple("loom-netty-b", 0));
        assertThat(legend.entries().getFirst().wins()).isPositive();
        assertThat(legend.inconclusive()
                        + legend.equivalent()
                        + legend.entries().getFirst().wins())
                .isEqualTo(legend.ratedCells());
    }

    /** Two labels, latency ~ N(mean, 5 % of mean) per repetition, a fixed seed per repetition count. */
    private static Heatmap heatmap(int repetitions, double meanA, double meanB) {
        Random random = new Random(20_240_000L + repetitions);
        MetricTable.Builder table = MetricTable.builder();
        for (int s = 0; s < SCENARIOS; s++) {
            for (String metric : LATENCIES) {
                for (int r = 0; r < repetitions; r++) {
                    table.add("s" + s, "loom-netty-a", metric, meanA * (1 + 0.05 * random.nextGaussian()));
                    table.add("s" + s, "loom-netty-b", metric, meanB * (1 + 0.05 * random.nextGaussian()));
                }
            }
        }
        return HeatmapBuilder.build(table.build(), HeatmapOptions.all());
    }
}
