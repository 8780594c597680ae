package io.threadbench.controller.benchmark;

import io.threadbench.controller.benchmark.LaunchStep.Launched;
import io.threadbench.controller.capacity.CapacityResult;
import io.threadbench.controller.capacity.CapacityStepRepository;
import io.threadbench.controller.seconds.TrialSecondRepository;
import java.io.IOException;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/**
 * The measured part of a {@code capacity} scenario (DESIGN "Capacity (as built)"): one k6 run per step against the
 * same warm SUT, each at the rate the search names, judged once its seconds are stored.
 */
@Component
class CapacitySearchStep {

    private static final Logger log = LoggerFactory.getLogger(CapacitySearchStep.class);

    private final TrialSecondRepository seconds;
    private final CapacityStepRepository capacitySteps;
    private final ApplicationEventPublisher events;

    CapacitySearchStep(
            TrialSecondRepository seconds, CapacityStepRepository capacitySteps, ApplicationEventPublisher events) {
        this.seconds = seconds;
        this.capacitySteps = capacitySteps;
        this.events = events;
    }

    /**
     * Runs the search's steps; returns the figures of the last step's k6 runners (when there were several) and
     * the search's summary metrics (capacity_rps, ...), none when it was cancelled before its answer.
     */
    Figures search(TrialContext run, TrialLoads loads, Launched launched, Recording recording)
            throws IOException, TrialFailure, InterruptedException {
        CapacityRun search = new CapacityRun(run.trial(), seconds, capacitySteps, events);
        Map<String, Double> runnerMetrics = Map.of();
        while (!search.done() && !run.cancelled()) {
            int rate = search.nextRate().getAsInt();
            TrialLoads.awaitSecondAfter(search.lastEpochSecond());
            long stepStart = java.time.Instant.now().getEpochSecond();
            LoadLeg leg = LoadLeg.capacityStep(run.scenario(), rate, search.stepSeconds(), search.stepsJudged());
            Map<String, Double> ofStep = loads.run(leg, launched.sut(), recording);
            // the figures of the latest step that had several runners
            runnerMetrics = ofStep.isEmpty() ? runnerMetrics : ofStep;
            if (run.cancelled()) {
                return new Figures(runnerMetrics, Map.of());
            }
            search.stepEnded(rate, stepStart);
        }
        if (!search.done()) {
            return new Figures(runnerMetrics, Map.of());
        }
        CapacityResult result = search.result();
        log.info("trial {}: capacity {}", run.id(), result.describe());
        return new Figures(runnerMetrics, result.metrics());
    }

    /** A search's figures for the trial's summary. */
    record Figures(Map<String, Double> runnerMetrics, Map<String, Double> capacityMetrics) {}
}
