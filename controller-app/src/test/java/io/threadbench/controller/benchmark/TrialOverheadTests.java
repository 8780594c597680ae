package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import io.threadbench.controller.variant.Approach;
import io.threadbench.controller.variant.Variant;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The learnt per-trial overhead and a benchmark's planned seconds, on crafted trials. */
class TrialOverheadTests {

    private static final Instant T0 = Instant.parse("2026-11-23T10:00:00Z");
    /** 2 s warm-up + 10 s measured. */
    private static final Scenario SCENARIO = Scenario.builder("s")
            .workload(Workload.EPOCH_MILLIS)
            .loadShape(LoadShape.CONSTANT_VUS)
            .vus(5)
            .delayMillis(100)
            .warmupSeconds(2)
            .durationSeconds(10)
            .build();

    private static Trial trial(RunStatus status, Instant started, Instant finished) {
        return new Trial(
                1,
                1,
                1,
                "s",
                Variant.builtin(Approach.LOOM_TOMCAT, null),
                1,
                SCENARIO,
                status,
                null,
                null,
                false,
                null,
                List.of(),
                null,
                null,
                null,
                null,
                null,
                started,
                finished,
                null);
    }

    /** A succeeded trial that took its 12 planned seconds plus {@code overhead}. */
    private static Trial took(long overhead) {
        return trial(RunStatus.SUCCEEDED, T0, T0.plusSeconds(12 + overhead));
    }

    @Test
    void medianOfTheOverheadsBeyondThePlannedSeconds() {
        assertThat(TrialOverhead.estimate(List.of(took(5), took(30), took(6)))).isEqualTo(6);
        assertThat(TrialOverhead.estimate(List.of(took(5), took(30), took(6), took(7))))
                .isEqualTo(7); // (6+7)/2 rounded up
    }

    @Test
    void defaultUntilThereAreEnoughTrials() {
        assertThat(TrialOverhead.estimate(List.of())).isEqualTo(TrialOverhead.DEFAULT_SECONDS);
        assertThat(TrialOverhead.estimate(List.of(took(40), took(40)))).isEqualTo(TrialOverhead.DEFAULT_SECONDS);
    }

    @Test
    void aTrialFasterThanPlannedCountsAsNoOverhead() {
        Trial early = trial(RunStatus.SUCCEEDED, T0, T0.plusSeconds(10));
        assertThat(TrialOverhead.estimate(List.of(early, early, early))).isZero();
    }

    @Test
    void plannedSecondsCountWhatFinishedTrialsTookAndExpectTheRest() {
        Instant now = T0.plusSeconds(100);
        List<Trial> trials = List.of(
                trial(RunStatus.SUCCEEDED, T0, T0.plusSeconds(30)), // took 30
                trial(RunStatus.FAILED, T0, T0.plusSeconds(4)), // took 4
                trial(RunStatus.RUNNING, now.minusSeconds(5), null), // 12 + 6 expected, 5 gone: 18
                trial(RunStatus.QUEUED, null, null), // 18
                trial(RunStatus.CANCELLED, null, null)); // never began: 0
        assertThat(TrialOverhead.plannedSeconds(trials, now, 6)).isEqualTo(30 + 4 + 18 + 18);
    }

    @Test
    void aRunningTrialThatOverrunsCountsWhatItHasTakenSoFar() {
        Instant now = T0.plusSeconds(100);
        List<Trial> trials = List.of(trial(RunStatus.RUNNING, now.minusSeconds(50), null));
        assertThat(TrialOverhead.plannedSeconds(trials, now, 6)).isEqualTo(50);
    }
}
