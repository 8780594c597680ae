package io.threadbench.controller.benchmark;

import io.threadbench.controller.capacity.CapacityResult;
import io.threadbench.controller.capacity.CapacitySearch;
import io.threadbench.controller.capacity.CapacityStep;
import io.threadbench.controller.capacity.CapacityStepRepository;
import io.threadbench.controller.capacity.StepMeasurer;
import io.threadbench.controller.scenario.CapacityPlan;
import io.threadbench.controller.seconds.TrialSecondRepository;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import java.util.OptionalInt;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;

/**
 * One trial's capacity search while it runs: which rate the next step offers, and, once a step's k6 run has
 * ended and its seconds are stored, that step's measurement, judgement, stored row and live event. The trial
 * runner runs the steps (one k6 run each, against the same warm SUT).
 */
final class CapacityRun {

    private static final Logger log = LoggerFactory.getLogger(CapacityRun.class);

    private final Trial trial;
    private final CapacityPlan plan;
    private final CapacitySearch search;
    private final TrialSecondRepository seconds;
    private final CapacityStepRepository steps;
    private final ApplicationEventPublisher events;
    /** The last stored second of the steps so far; a step's own rows come after it. */
    private long lastEpochSecond;

    private int stepsJudged;

    CapacityRun(
            Trial trial,
            TrialSecondRepository seconds,
            CapacityStepRepository steps,
            ApplicationEventPublisher events) {
        this.trial = trial;
        this.plan = trial.snapshot().capacity();
        this.search = new CapacitySearch(plan);
        this.seconds = seconds;
        this.steps = steps;
        this.events = events;
        steps.clear(trial.id());
    }

    /** The rate of the next step; empty when the search is over. */
    OptionalInt nextRate() {
        return search.nextRate();
    }

    /** Steps judged so far; also the index of the next one. */
    int stepsJudged() {
        return stepsJudged;
    }

    int stepSeconds() {
        return plan.stepSeconds();
    }

    /** The seconds before the next step may start: after the last stored one, so no two steps share a second. */
    long lastEpochSecond() {
        return lastEpochSecond;
    }

    /**
     * Judges the step just run at {@code rate}, started in wall-clock second {@code startEpochSecond}, from its
     * stored seconds (the seconds between steps, stored without answers, are not the step's), stores it and tells
     * the live pages.
     */
    CapacityStep stepEnded(int rate, long startEpochSecond) {
        List<TrialSecondRow> rows = seconds.read(trial.id()).stream()
                .filter(row -> !row.warmup() && row.epochSecond() >= Math.max(startEpochSecond, lastEpochSecond + 1))
                .toList();
        if (!rows.isEmpty()) {
            lastEpochSecond = rows.getLast().epochSecond();
        }
        CapacityStep step = search.record(StepMeasurer.measure(rate, rows, plan.stepSeconds(), plan.settleSeconds()));
        steps.append(trial.id(), step);
        stepsJudged++;
        log.info(
                "trial {} capacity step {} at {} req/s: {} ({})",
                trial.id(),
                step.index(),
                rate,
                step.verdict().label(),
                step.reason());
        events.publishEvent(new CapacityStepEvent(
                trial.benchmarkId(), trial.id(), trial.scenarioName(), trial.label(), plan.slo(), step));
        return step;
    }

    boolean done() {
        return search.done();
    }

    /** The answer, once {@link #done()}. */
    CapacityResult result() {
        return search.result();
    }
}
