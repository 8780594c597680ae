package io.threadbench.controller.capacity;

import io.threadbench.controller.scenario.CapacityPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The decisions of a capacity search, free of any I/O: it names the next rate to offer, takes what that step
 * measured, and ends with a {@link CapacityResult}.
 *
 * <p>Climbing: from the start rate by the plan's step rule; a pass resets the count of misses, so a single noisy
 * miss is stepped over; two misses in a row (or a pass at the maximum) end the climb. The maximum, once missed,
 * is offered again for the second judgement. Bisection then halves the gap between the last passing rate and the
 * first of the two misses until it is within the plan's precision of the passing rate (or one request/s). A step
 * the load generator could not offer ends the search at once: whatever passed until then is a lower bound. A miss
 * while other processes took much of the host's CPU is run again at the same rate once before it counts, so a busy
 * neighbour does not end a climb.
 */
public final class CapacitySearch {

    private enum Phase {
        CLIMBING,
        BISECTING,
        DONE
    }

    private final CapacityPlan plan;
    private final List<CapacityStep> steps = new ArrayList<>();
    private Phase phase = Phase.CLIMBING;
    private int next;
    private StepMeasurement lastPass;
    /** The first miss of the current run of misses while climbing; the lowest failing step while bisecting. */
    private StepMeasurement failing;

    private StepOutcome failingOutcome;
    private int missesInARow;
    private CapacityLimit limit;
    /** The last step was a miss on a busy host, run again now; a second one in a row counts. */
    private boolean repeating;
    /** A miss while bisecting, offered again before it counts. */
    private boolean bisectionRetry;

    public CapacitySearch(CapacityPlan plan) {
        if (!plan.climbs() || plan.slo() == null) {
            throw new IllegalArgumentException("a capacity search needs a valid plan: " + plan);
        }
        this.plan = plan;
        this.next = plan.startRate();
    }

    /** The rate of the next step; empty once the search is over. */
    public OptionalInt nextRate() {
        return phase == Phase.DONE ? OptionalInt.empty() : OptionalInt.of(next);
    }

    public boolean done() {
        return phase == Phase.DONE;
    }

    /** Judges the step just run (at {@link #nextRate()}) and decides the next one. */
    public CapacityStep record(StepMeasurement measurement) {
        if (phase == Phase.DONE) {
            throw new IllegalStateException("the search is over");
        }
        StepJudge.Judgement judgement = StepJudge.judge(plan.slo(), measurement);
        if (judgement.verdict().miss() && StepJudge.hostWasBusy(measurement) && !repeating) {
            repeating = true;
            CapacityStep step = new CapacityStep(
                    steps.size(),
                    phase == Phase.BISECTING,
                    measurement,
                    StepOutcome.REPEATED_HOST_BUSY,
                    judgement.repeated(measurement).reason());
            steps.add(step);
            next = measurement.offeredRate();
            return step;
        }
        repeating = false;
        CapacityStep step = new CapacityStep(
                steps.size(), phase == Phase.BISECTING, measurement, judgement.verdict(), judgement.reason());
        steps.add(step);
        int rate = measurement.offeredRate();
        if (judgement.verdict() == StepOutcome.LIMITED_BY_LOAD_GENERATOR) {
            finish(CapacityLimit.LOAD_GENERATOR);
        } else if (phase == Phase.CLIMBING) {
            climb(measurement, judgement.verdict(), rate);
        } else {
            if (judgement.verdict() == StepOutcome.PASS) {
                lastPass = measurement;
                bisectionRetry = false;
            } else if (!bisectionRetry) {
                // as in the climb, one miss is not enough: the same rate is offered once more
                bisectionRetry = true;
                next = rate;
                return step;
            } else {
                failing = measurement;
                failingOutcome = judgement.verdict();
                bisectionRetry = false;
            }
            bisectOrFinish();
        }
        return step;
    }

    private void climb(StepMeasurement measurement, StepOutcome verdict, int rate) {
        if (verdict == StepOutcome.PASS) {
            lastPass = measurement;
            missesInARow = 0;
            failing = null;
            if (rate >= plan.maxRate()) {
                finish(CapacityLimit.MAXIMUM_RATE);
            } else {
                next = plan.nextRate(rate);
            }
            return;
        }
        missesInARow++;
        if (missesInARow == 1) {
            failing = measurement;
            failingOutcome = verdict;
            next = rate >= plan.maxRate() ? rate : plan.nextRate(rate);
            return;
        }
        phase = Phase.BISECTING;
        bisectOrFinish();
    }

    private void bisectOrFinish() {
        if (lastPass == null) {
            finish(CapacityLimit.of(failingOutcome));
            return;
        }
        int low = lastPass.offeredRate();
        int high = failing.offeredRate();
        double precision = Math.max(1, low * plan.precisionPercent() / 100);
        if (high - low <= precision) {
            finish(CapacityLimit.of(failingOutcome));
        } else {
            next = low + (high - low) / 2;
        }
    }

    private void finish(CapacityLimit reason) {
        phase = Phase.DONE;
        limit = reason;
    }

    /** The answer; only once {@link #done()}. */
    public CapacityResult result() {
        if (phase != Phase.DONE) {
            throw new IllegalStateException("the search is still running");
        }
        return new CapacityResult(
                lastPass == null ? 0 : lastPass.offeredRate(),
                lastPass == null ? Double.NaN : lastPass.p99Millis(),
                limit,
                steps);
    }
}
