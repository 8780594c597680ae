package io.threadbench.controller.results.verdict;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.PowerCalculator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 35: advice for the smallest difference that matters, never for the difference seen. */
class RepetitionAdvisorTests {

    private static final String P50 = "latency_millis_p50";

    private static RepetitionAdvice p50(MetricTable table) {
        return RepetitionAdvisor.advise(table).stream()
                .filter(a -> a.metric().equals(P50))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void theAdviceDependsOnTheSpreadAndTheSmallestDifferenceNotOnTheDifferenceSeen() {
        RepetitionAdvice near = p50(MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 102.0, 101.0))
                .addAll("s", "b", P50, List.of(101.0, 103.0, 102.0))
                .build());
        RepetitionAdvice far = p50(MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 102.0, 101.0))
                .addAll("s", "b", P50, List.of(150.0, 153.0, 151.5))
                .build());

        assertThat(near.needed()).isGreaterThan(3).isEqualTo(far.needed());
        assertThat(near.text())
                .isEqualTo("a vs b: " + near.needed() + " repetitions each would settle a difference of 2 % (find one"
                        + " twice as large, or show the two the same within it) with 80 % probability (this run has"
                        + " 3); run-to-run noise up to ±"
                        + String.format(java.util.Locale.ROOT, "%.1f", near.noisePercent()) + " % per repetition");
    }

    @Test
    void aLargerSmallestDifferenceNeedsFewerRepetitions() {
        MetricTable.Builder values = MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 102.0, 101.0))
                .addAll("s", "b", P50, List.of(101.0, 103.0, 102.0));
        Integer atTwo = p50(values.build()).needed();
        Integer atFive = p50(values.smallestDifferencePercent(5).build()).needed();

        assertThat(atFive).isLessThan(atTwo);
        assertThat(p50(values.smallestDifferencePercent(5).build()).text()).contains("a difference of 5 %");
    }

    @Test
    void quietRepetitionsAreEnoughAndIdenticalOnesPromiseNothingFromZeroSpread() {
        RepetitionAdvice quiet = p50(MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 100.1, 100.05))
                .addAll("s", "b", P50, List.of(100.0, 100.1, 100.05))
                .build());
        assertThat(quiet.needed()).isLessThanOrEqualTo(3);
        assertThat(quiet.text()).startsWith("a vs b: enough; ");

        // 101 ms in every repetition: known only to its histogram bucket (64 µs), never exactly
        RepetitionAdvice identical = p50(MetricTable.builder()
                .addAll("s", "a", P50, List.of(101.0, 101.0))
                .addAll("s", "b", P50, List.of(101.0, 101.0))
                .build());
        assertThat(identical.noisePercent()).isPositive();
    }

    @Test
    void aLoudMachineNeedsMoreThanThirtyAndSaysWhatWouldDo() {
        RepetitionAdvice advice = p50(MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 120.0, 90.0))
                .addAll("s", "b", P50, List.of(100.0, 80.0, 115.0))
                .build());

        assertThat(advice.needed()).isNull();
        assertThat(advice.text())
                .startsWith("a vs b: more than " + PowerCalculator.MAX_REPETITIONS + " repetitions each would be"
                        + " needed to settle a difference of 2 %")
                .endsWith("a larger smallest difference, longer trials or a quieter machine would do");
    }

    @Test
    void oneRepetitionGivesNoSpreadAndSaysHowToGetOneAndNoAdviceWhenTheBestFails() {
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
