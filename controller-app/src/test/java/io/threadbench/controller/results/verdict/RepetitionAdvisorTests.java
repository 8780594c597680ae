package io.threadbench.controller.results.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.PowerCalculator;
import java.util.List;
import org.junit.jupiter.api.Test;

class RepetitionAdvisorTests {

    private static final String P50 = "latency_millis_p50";

    private static RepetitionAdvice p50(MetricTable table) {
        return RepetitionAdvisor.advise(table).stream()
                .filter(a -> a.metric().equals(P50))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aClearDifferenceNeedsFewRepetitionsAndTheAdviceReachesEightyPercentPower() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 102.0, 101.0))
                .addAll("s", "b", P50, List.of(110.0, 112.0, 111.0))
                .build();

        RepetitionAdvice advice = p50(table);

        assertThat(advice.best()).isEqualTo("a");
        assertThat(advice.second()).isEqualTo("b");
        assertThat(advice.factor()).isCloseTo(111.0 / 101, within(1e-9));
        assertThat(advice.needed()).isLessThanOrEqualTo(3);
        assertThat(advice.text())
                .startsWith("a vs b: enough; ")
                .contains("with 80 % probability")
                .contains("(this run has 3); run-to-run noise up to ±");
    }

    @Test
    void aSmallDifferenceNeedsMoreRepetitionsThanItHasAndSaysHowMany() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 102.0, 101.0))
                .addAll("s", "b", P50, List.of(102.0, 104.0, 103.0))
                .build();

        RepetitionAdvice advice = p50(table);

        // log spread 0.0098 per repetition, bounded above at 80 % confidence; a 2 % difference
        double delta = Math.log(103.0 / 101);
        double bound = advice.noisePercent() / 100;
        assertThat(advice.needed()).isGreaterThan(3);
        assertThat(PowerCalculator.power(delta, bound, advice.needed(), 0.05)).isGreaterThanOrEqualTo(0.8);
        assertThat(PowerCalculator.power(delta, bound, advice.needed() - 1, 0.05))
                .isLessThan(0.8);
        assertThat(advice.text())
                .isEqualTo("a vs b: " + advice.needed() + " repetitions each would find a 1.02× difference with 80 %"
                        + " probability (this run has 3); run-to-run noise up to ±"
                        + String.format(java.util.Locale.ROOT, "%.1f", advice.noisePercent())
                        + " % per repetition");
    }

    @Test
    void aTinyDifferenceIsBelowWhatThirtyRepetitionsCanFind() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 102.0, 101.0))
                .addAll("s", "b", P50, List.of(100.2, 102.2, 101.2))
                .build();

        RepetitionAdvice advice = p50(table);

        assertThat(advice.needed()).isNull();
        assertThat(advice.text())
                .as("a 1.002× difference reads 1×: no size to name (a real A/A run said 'a 1× difference')")
                .containsPattern("^a vs b: this difference is below what 30 repetitions can find at run-to-run noise up"
                        + " to ±[\\d.]+ % per repetition$")
                .doesNotContain("1×");
    }

    @Test
    void oneRepetitionGivesNoSpreadAndSaysHowToGetOneAndNoAdviceWhenTheBestHadErrors() {
        MetricTable bare = MetricTable.builder()
                .add("s", "a", P50, 100.0)
                .add("s", "b", P50, 110.0)
                .build();
        assertThat(p50(bare).needed()).isNull();
        assertThat(p50(bare).noisePercent()).isNull();
        assertThat(p50(bare).text()).contains("one repetition shows no run-to-run noise; run 3 repetitions each");

        MetricTable errors = MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 101.0))
                .addAll("s", "b", P50, List.of(110.0, 111.0))
                .errors("s", "a")
                .build();
        assertThat(RepetitionAdvisor.advise(errors)).isEmpty();
    }
}
