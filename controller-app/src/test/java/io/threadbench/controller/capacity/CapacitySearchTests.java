package io.threadbench.controller.capacity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.threadbench.controller.scenario.CapacityPlan;
import io.threadbench.controller.scenario.CapacityPlan.Slo;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/** The search's decisions on crafted steps: a service whose latency is a function of the offered rate. */
class CapacitySearchTests {

    private static final Slo SLO = new Slo(150.0, 1.0, null);

    /** Climbs ×2 from 50 to at most 800 req/s, 5 % precision. */
    private static final CapacityPlan PLAN = new CapacityPlan(SLO, 50, 2.0, null, 5, 1, 800, null);

    private static StepMeasurement step(int rate, double p99) {
        return new StepMeasurement(rate, rate, p99 * 0.8, p99, 0, 0, 20.0, 4);
    }

    /** A pool that carries {@code capacity} req/s: 105 ms below it, above the 150 ms SLO from one req/s beyond. */
    private static IntFunction<StepMeasurement> poolOf(int capacity) {
        return rate -> step(rate, rate <= capacity ? 105 : 155 + 10.0 * (rate - capacity));
    }

    private static CapacityResult run(CapacityPlan plan, IntFunction<StepMeasurement> service) {
        CapacitySearch search = new CapacitySearch(plan);
        int guard = 0;
        while (!search.done()) {
            assertThat(guard++).as("steps").isLessThan(100);
            search.record(service.apply(search.nextRate().getAsInt()));
        }
        return search.result();
    }

    private static List<Integer> rates(CapacityResult result) {
        return result.steps().stream().map(s -> s.measurement().offeredRate()).toList();
    }

    @Test
    void twoMissesInARowEndTheClimbAndBisectionNarrowsToThePrecision() {
        CapacityResult result = run(PLAN, poolOf(300));

        // climb 50, 100, 200 pass; 400, 800 miss; bisect between 200 and 400
        assertThat(rates(result)).startsWith(50, 100, 200, 400, 800, 300);
        assertThat(result.steps().subList(0, 5)).noneMatch(CapacityStep::bisecting);
        assertThat(result.steps().get(5).bisecting()).isTrue();
        assertThat(result.capacityRps()).isBetween(300 - 15, 300);
        assertThat(result.limit()).isEqualTo(CapacityLimit.SLO_LATENCY);
        assertThat(result.capacityP99Millis()).isEqualTo(105.0);
        int lowestFail = result.steps().stream()
                .filter(s -> s.verdict().miss())
                .mapToInt(s -> s.measurement().offeredRate())
                .min()
                .orElseThrow();
        assertThat(lowestFail - result.capacityRps()).isLessThanOrEqualTo((int) Math.ceil(result.capacityRps() * 0.05));
    }

    @Test
    void bisectionIsBetweenTheLastPassAndTheFirstOfTheTwoMisses() {
        CapacityResult result = run(PLAN, poolOf(120));

        // 50, 100 pass; 200, 400 miss; bisect 150 (miss, offered again: miss), 125 (miss twice), 112 (pass),
        // 118 (pass), 121 (miss twice): a miss while bisecting counts only when the same rate misses again
        assertThat(rates(result)).containsExactly(50, 100, 200, 400, 150, 150, 125, 125, 112, 118, 121, 121);
        assertThat(result.capacityRps()).isEqualTo(118);
        assertThat(result.steps().stream().map(CapacityStep::verdict).toList())
                .containsExactly(
                        StepOutcome.PASS,
                        StepOutcome.PASS,
                        StepOutcome.MISS_LATENCY,
                        StepOutcome.MISS_LATENCY,
                        StepOutcome.MISS_LATENCY,
                        StepOutcome.MISS_LATENCY,
                        StepOutcome.MISS_LATENCY,
                        StepOutcome.MISS_LATENCY,
                        StepOutcome.PASS,
                        StepOutcome.PASS,
                        StepOutcome.MISS_LATENCY,
                        StepOutcome.MISS_LATENCY);
    }

    /** Issue 26: a single noisy miss while bisecting is offered again, as in the climb, and passes then. */
    @Test
    void aNoisyMissWhileBisectingIsOfferedAgain() {
        int[] calls = new int[1];
        // 150 misses once (a neighbour), then passes: the service carries 150
        IntFunction<StepMeasurement> noisy = rate -> {
            if (rate == 150 && calls[0]++ == 0) {
                return step(rate, 400);
            }
            return poolOf(160).apply(rate);
        };

        CapacityResult result = run(PLAN, noisy);

        assertThat(rates(result)).startsWith(50, 100, 200, 400, 150, 150);
        assertThat(result.capacityRps()).isGreaterThanOrEqualTo(150);
    }

    /** Issue 26: a step passes only when the SUT answered at least 95 % of the offered rate. */
    @Test
    void aStepThatAnswersLessThanNinetyFivePercentOfTheRateIsAMiss() {
        StepJudge.Judgement short_ =
                StepJudge.judge(PLAN.slo(), new StepMeasurement(200, 180, 10, 20, 0, 0, 10.0, 4, null));
        StepJudge.Judgement carried =
                StepJudge.judge(PLAN.slo(), new StepMeasurement(200, 192, 10, 20, 0, 0, 10.0, 4, null));

        assertThat(short_.verdict()).isEqualTo(StepOutcome.MISS_THROUGHPUT);
        assertThat(short_.reason()).isEqualTo("answered 180.0 req/s of 200 offered (below 95 %)");
        assertThat(carried.verdict()).isEqualTo(StepOutcome.PASS);
        assertThat(CapacityLimit.of(StepOutcome.MISS_THROUGHPUT)).isEqualTo(CapacityLimit.THROUGHPUT);
    }

    @Test
    void aSingleNoisyMissIsSteppedOver() {
        // 100 req/s has one bad step (a GC pause, a neighbour); the service really carries 300
        IntFunction<StepMeasurement> noisy =
                rate -> rate == 100 ? step(rate, 400) : poolOf(300).apply(rate);

        CapacityResult result = run(PLAN, noisy);

        assertThat(rates(result)).startsWith(50, 100, 200, 400, 800);
        assertThat(result.steps().get(1).verdict()).isEqualTo(StepOutcome.MISS_LATENCY);
        assertThat(result.steps().get(2).verdict()).isEqualTo(StepOutcome.PASS);
        assertThat(result.capacityRps()).isBetween(285, 300);
    }

    private static StepMeasurement busy(StepMeasurement m, double otherCpuPercent) {
        return new StepMeasurement(
                m.offeredRate(),
                m.achievedRps(),
                m.p50Millis(),
                m.p99Millis(),
                m.errorPercent(),
                m.droppedIterations(),
                m.loadgenCpuPercent(),
                m.seconds(),
                otherCpuPercent);
    }

    @Test
    void aMissWhileNeighboursTookTheHostsCpuIsRunAgainOnce() {
        // at 100 and 200 req/s a neighbour's burst spoils the first try; the pool really carries 300
        java.util.Set<Integer> spoiled = new java.util.HashSet<>(List.of(100, 200));
        IntFunction<StepMeasurement> neighbour = rate -> spoiled.remove(rate)
                ? busy(step(rate, 400), 120)
                : busy(poolOf(300).apply(rate), 10);

        CapacityResult result = run(PLAN, neighbour);

        assertThat(rates(result)).startsWith(50, 100, 100, 200, 200, 400, 800);
        assertThat(result.steps().get(1).verdict()).isEqualTo(StepOutcome.REPEATED_HOST_BUSY);
        assertThat(result.steps().get(1).reason())
                .isEqualTo("p99 400.0 ms > 150.0 ms; other processes used 120 % of a core");
        assertThat(result.capacityRps()).isBetween(285, 300);
    }

    @Test
    void aSecondBusyMissInARowCounts() {
        // the neighbour never stops: each miss is tried twice, then counts, so the search still ends
        IntFunction<StepMeasurement> alwaysBusy = rate -> busy(poolOf(120).apply(rate), 90);

        CapacityResult result = run(PLAN, alwaysBusy);

        assertThat(rates(result)).startsWith(50, 100, 200, 200, 400, 400, 150, 150);
        assertThat(result.capacityRps()).isBetween(114, 120);
        assertThat(result.limit()).isEqualTo(CapacityLimit.SLO_LATENCY);
    }

    @Test
    void aBusyHostDoesNotRepeatAPass() {
        CapacityResult result = run(PLAN, rate -> busy(poolOf(10_000).apply(rate), 150));

        assertThat(rates(result)).containsExactly(50, 100, 200, 400, 800);
        assertThat(result.limit()).isEqualTo(CapacityLimit.MAXIMUM_RATE);
    }

    @Test
    void errorsAboveTheObjectiveAreAnErrorLimit() {
        IntFunction<StepMeasurement> failing =
                rate -> rate <= 100 ? step(rate, 105) : new StepMeasurement(rate, rate, 90, 120, 5.0, 0, 20.0, 4);

        CapacityResult result = run(PLAN, failing);

        assertThat(result.limit()).isEqualTo(CapacityLimit.SLO_ERRORS);
        assertThat(result.capacityRps()).isBetween(95, 100);
        assertThat(result.steps().get(2).reason()).isEqualTo("errors 5.00 % > 1.00 %");
    }

    @Test
    void theOptionalMedianObjectiveCounts() {
        CapacityPlan withMedian = new CapacityPlan(new Slo(150.0, 1.0, 50.0), 50, 2.0, null, 5, 1, 800, null);

        CapacityResult result = run(withMedian, rate -> step(rate, 105)); // p50 84 ms

        assertThat(result.capacityRps()).isZero();
        assertThat(result.capacityP99Millis()).isNaN();
        assertThat(result.limit()).isEqualTo(CapacityLimit.SLO_LATENCY);
        assertThat(result.steps()).hasSize(2);
        assertThat(result.steps().getFirst().reason()).isEqualTo("p50 84.0 ms > 50.0 ms");
        assertThat(result.metrics()).containsEntry("capacity_rps", 0.0).doesNotContainKey("capacity_p99_millis");
    }

    @Test
    void droppedIterationsWhileTheSloHoldsAreTheLoadGeneratorsLimitNotTheServices() {
        IntFunction<StepMeasurement> vuBound =
                rate -> rate <= 200 ? step(rate, 105) : new StepMeasurement(rate, 250, 84, 105, 0, 150, 30.0, 4);

        CapacityResult result = run(PLAN, vuBound);

        assertThat(rates(result)).containsExactly(50, 100, 200, 400);
        assertThat(result.steps().getLast().verdict()).isEqualTo(StepOutcome.LIMITED_BY_LOAD_GENERATOR);
        assertThat(result.limit()).isEqualTo(CapacityLimit.LOAD_GENERATOR);
        assertThat(result.capacityRps()).isEqualTo(200);
        assertThat(result.metrics()).containsEntry("capacity_limit", 3.0);
    }

    @Test
    void aLoadGeneratorNearAFullCoreLimitsEvenWhenLatencyIsBad() {
        IntFunction<StepMeasurement> busyK6 =
                rate -> rate <= 100 ? step(rate, 105) : new StepMeasurement(rate, rate * 0.8, 300, 900, 0, 0, 97.0, 4);

        CapacityResult result = run(PLAN, busyK6);

        assertThat(result.limit()).isEqualTo(CapacityLimit.LOAD_GENERATOR);
        assertThat(result.capacityRps()).isEqualTo(100);
        assertThat(result.steps().getLast().reason()).isEqualTo("k6 used 97 % of a core (limit 90 %)");
    }

    @Test
    void droppedIterationsBesideAMissedSloAreAMiss() {
        // a saturated pool: requests queue, hold k6's VUs, and k6 drops iterations
        IntFunction<StepMeasurement> saturated =
                rate -> rate <= 100 ? step(rate, 105) : new StepMeasurement(rate, 100, 900, 2000, 0, 500, 30.0, 4);

        CapacityResult result = run(PLAN, saturated);

        assertThat(result.limit()).isEqualTo(CapacityLimit.SLO_LATENCY);
        assertThat(result.capacityRps()).isBetween(95, 100);
    }

    @Test
    void theMaximumRateReachedEndsTheSearch() {
        CapacityPlan byIncrement = new CapacityPlan(SLO, 100, null, 150, 5, 1, 400, null);

        CapacityResult result = run(byIncrement, poolOf(10_000));

        assertThat(rates(result)).containsExactly(100, 250, 400);
        assertThat(result.limit()).isEqualTo(CapacityLimit.MAXIMUM_RATE);
        assertThat(result.capacityRps()).isEqualTo(400);
        assertThat(result.metrics()).containsEntry("capacity_limit", 4.0).containsEntry("capacity_rps", 400.0);
    }

    @Test
    void aMaximumMissedOnceIsOfferedAgainBeforeBisecting() {
        CapacityPlan byIncrement = new CapacityPlan(SLO, 100, null, 150, 5, 1, 400, null);

        CapacityResult result = run(byIncrement, poolOf(330));

        assertThat(rates(result)).startsWith(100, 250, 400, 400, 325);
        assertThat(result.capacityRps()).isBetween(314, 330);
        assertThat(result.limit()).isEqualTo(CapacityLimit.SLO_LATENCY);
    }

    @Test
    void aFinishedSearchTakesNoMoreSteps() {
        CapacitySearch search = new CapacitySearch(new CapacityPlan(SLO, 100, null, 10, 5, 1, 100, null));
        search.record(step(100, 105));

        assertThat(search.done()).isTrue();
        assertThat(search.nextRate()).isEmpty();
        assertThatThrownBy(() -> search.record(step(100, 105))).isInstanceOf(IllegalStateException.class);
    }
}
