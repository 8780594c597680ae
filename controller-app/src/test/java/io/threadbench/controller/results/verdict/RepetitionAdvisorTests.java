package io.threadbench.controller.results.verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.threadbench.controller.metrics.ConfidenceInterval;
import io.threadbench.controller.metrics.MetricTable;
import io.threadbench.controller.metrics.TrialSummaryService;
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
    void aClearDifferenceNeedsThreeRepetitions() {
        // sd 1 each, difference 10: n = 2 gives 12.706·2/√2 = 18.0 > 10, n = 3 gives 4.303·2/√3 = 4.97 < 10
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 102.0, 101.0))
                .addAll("s", "b", P50, List.of(110.0, 112.0, 111.0))
                .build();

        RepetitionAdvice advice = p50(table);

        assertThat(advice.best()).isEqualTo("a");
        assertThat(advice.second()).isEqualTo("b");
        assertThat(advice.difference()).isEqualTo(10.0);
        assertThat(advice.spreadBest()).isCloseTo(1.0, within(1e-12));
        assertThat(advice.needed()).isEqualTo(3);
        assertThat(advice.text()).isEqualTo("a vs b: enough, 3 repetitions separate them at this spread (has 3)");
    }

    @Test
    void aSmallDifferenceNeedsEighteen() {
        // difference 1, sd 1 each: 2.120·2/√17 = 1.028 ≥ 1, 2.110·2/√18 = 0.995 < 1
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 102.0, 101.0))
                .addAll("s", "b", P50, List.of(101.0, 103.0, 102.0))
                .build();

        RepetitionAdvice advice = p50(table);

        assertThat(advice.needed()).isEqualTo(18);
        assertThat(advice.text()).isEqualTo("a vs b: about 18 repetitions each would separate them (has 3)");
    }

    @Test
    void aTinyDifferenceCannotBeSeparatedWithinTwenty() {
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 102.0, 101.0))
                .addAll("s", "b", P50, List.of(100.2, 102.2, 101.2))
                .build();

        RepetitionAdvice advice = p50(table);

        assertThat(advice.needed()).isNull();
        assertThat(advice.text()).isEqualTo("a vs b: cannot be separated within 20 repetitions at this difference");
    }

    @Test
    void oneRepetitionUsesTheTrialsOwnNoise() {
        // within-trial half-widths 1.96 → sd 1 each; difference 10 > 1.96·2 at n = 1
        MetricTable table = MetricTable.builder()
                .add("s", "a", P50, 100.0)
                .add("s", "b", P50, 110.0)
                .addWithinTrial("s", "a", P50, TrialSummaryService.withinTrial(98.04, 101.96))
                .addWithinTrial("s", "b", P50, TrialSummaryService.withinTrial(108.04, 111.96))
                .build();

        RepetitionAdvice advice = p50(table);

        assertThat(advice.spreadBest()).isCloseTo(1.0, within(1e-4));
        assertThat(advice.needed()).isEqualTo(1);
        assertThat(advice.repetitions()).isEqualTo(1);
    }

    @Test
    void withinTrialNoiseIsAFloorUnderTwoCloseRepetitions() {
        // two repetitions agree to 0.1 but each trial's own seconds say sd 2: the floor decides
        ConfidenceInterval wide = TrialSummaryService.withinTrial(96.08, 103.92);
        MetricTable table = MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 100.1))
                .addAll("s", "b", P50, List.of(103.0, 103.1))
                .addWithinTrial("s", "a", P50, wide)
                .addWithinTrial("s", "a", P50, wide)
                .build();

        RepetitionAdvice advice = p50(table);

        assertThat(advice.spreadBest()).isCloseTo(2.0, within(1e-3));
        assertThat(advice.spreadSecond()).isCloseTo(Math.sqrt(0.005), within(1e-9));
        // q·(2 + 0.07)/√n < 3: n = 3 → 4.303·2.07/1.73 = 5.1, n = 5 → 2.776·2.07/2.24 = 2.57
        assertThat(advice.needed()).isEqualTo(5);
    }

    @Test
    void noSpreadWithOneBareRepetitionAndNoAdviceWhenTheBestHadErrors() {
        MetricTable bare = MetricTable.builder()
                .add("s", "a", P50, 100.0)
                .add("s", "b", P50, 110.0)
                .build();
        assertThat(p50(bare).needed()).isNull();
        assertThat(p50(bare).text()).contains("no spread known");

        MetricTable errors = MetricTable.builder()
                .addAll("s", "a", P50, List.of(100.0, 101.0))
                .addAll("s", "b", P50, List.of(110.0, 111.0))
                .errors("s", "a")
                .build();
        assertThat(RepetitionAdvisor.advise(errors)).isEmpty();
    }
}
