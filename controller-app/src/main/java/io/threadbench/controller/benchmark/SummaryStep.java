package io.threadbench.controller.benchmark;

import io.threadbench.controller.metrics.TrialSummaryService;
import io.threadbench.controller.metrics.TrustFlag;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Computes and stores the summary metrics of a trial that reached its measured run, with the figures measured
 * outside its seconds (k6 runners, a capacity search, the SUT's start-up and idle memory) and the trust flags the trial raised itself.
 */
@Component
class SummaryStep {

    private static final Logger log = LoggerFactory.getLogger(SummaryStep.class);

    private final TrialSummaryService summaries;

    SummaryStep(TrialSummaryService summaries) {
        this.summaries = summaries;
    }

    /** Why the summary could not be computed; empty when it was stored. */
    Optional<String> summarise(TrialContext run, LoadStep.Outcome outcome, List<TrustFlag> flags) {
        try {
            Map<String, Double> elsewhere = new HashMap<>(outcome.runnerMetrics());
            elsewhere.putAll(outcome.capacityMetrics());
            elsewhere.putAll(outcome.beforeLoad());
            summaries.summarize(run.id(), run.scenario(), elsewhere, flags);
            return Optional.empty();
        } catch (RuntimeException e) {
            log.error("summary of trial {} failed", run.id(), e);
            return Optional.of("summary metrics could not be computed: " + e);
        }
    }
}
