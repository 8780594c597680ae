package io.threadbench.controller.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import io.threadbench.controller.scenario.CapacityPlan;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.scenario.Workload;
import org.junit.jupiter.api.Test;

/** Which k6 run a trial prepares first, and what each run offers, for how long and into which log. */
class LoadLegTests {

    private static final Scenario CONSTANT = Scenario.builder("constant")
            .workload(Workload.EPOCH_MILLIS)
            .loadShape(LoadShape.CONSTANT_VUS)
            .vus(10)
            .delayMillis(2500)
            .delayCallDepth(1)
            .durationSeconds(30)
            .build();

    private static final Scenario CAPACITY = Scenario.builder("capacity")
            .workload(Workload.EPOCH_MILLIS)
            .loadShape(LoadShape.CAPACITY)
            .vus(150)
            .durationSeconds(60)
            .capacity(new CapacityPlan(new CapacityPlan.Slo(250.0, 1.0, null), 60, 1.5, null, 4, 1, 200, null))
            .build();

    @Test
    void theFirstRunIsTheWarmUpWhenThereIsOneElseTheMeasuredRun() {
        LoadLeg warmup = LoadLeg.first(CONSTANT.toBuilder().warmupSeconds(5).build());
        assertThat(warmup.warmup()).isTrue();
        assertThat(warmup.seconds()).isEqualTo(5);
        assertThat(warmup.logName()).isEqualTo("k6-warmup.log");

        LoadLeg measured = LoadLeg.first(CONSTANT);
        assertThat(measured.warmup()).isFalse();
        assertThat(measured.seconds()).isEqualTo(30);
        assertThat(measured.logName()).isEqualTo("k6.log");
        assertThat(measured.scenario()).isEqualTo(CONSTANT);
    }

    @Test
    void aCapacitySearchStartsAtItsFirstRateForOneStep() {
        LoadLeg first = LoadLeg.first(CAPACITY);
        assertThat(first.scenario().load().rps()).isEqualTo(60);
        assertThat(first.seconds()).isEqualTo(4);
        assertThat(first.warmup()).isFalse();

        LoadLeg warmup = LoadLeg.first(CAPACITY.toBuilder().warmupSeconds(3).build());
        assertThat(warmup.scenario().load().rps()).isEqualTo(60);
        assertThat(warmup.seconds()).isEqualTo(3);

        LoadLeg step = LoadLeg.capacityStep(CAPACITY, 135, 4, 2);
        assertThat(step.scenario().load().rps()).isEqualTo(135);
        assertThat(step.logName()).isEqualTo("k6-step-2.log");
    }

    @Test
    void requestsInFlightMayTakeTheScenariosWaitsUpToAMinute() {
        assertThat(LoadLeg.measured(CONSTANT).inFlightSeconds()).isEqualTo(2500 * 2 / 1000 + 2);
        Scenario slow = CONSTANT.toBuilder().delayMillis(60_000).build();
        assertThat(LoadLeg.measured(slow).inFlightSeconds()).isEqualTo(60);
    }
}
