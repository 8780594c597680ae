package io.threadbench.controller.web.pages;

import io.threadbench.controller.benchmark.Benchmark;
import io.threadbench.controller.benchmark.RunStatus;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.benchmark.TrialOverhead;
import io.threadbench.controller.markup.PageFormat;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * How far a benchmark has got: trial i of N, elapsed against planned time, and what runs now.
 *
 * @param current        the running trial, or null between trials and when not running
 * @param finishedTrials trials in a final state
 * @param plannedSeconds what the trials took or are expected to take ({@link TrialOverhead#plannedSeconds})
 * @param waiting        for whom a QUEUED benchmark waits when another Threadbench measures; null otherwise
 */
public record ProgressView(
        Benchmark benchmark,
        Trial current,
        int finishedTrials,
        int totalTrials,
        long elapsedSeconds,
        long plannedSeconds,
        String waiting) {

    static ProgressView of(
            Benchmark benchmark, List<Trial> trials, Instant now, TrialOverhead overhead, String waiting) {
        Trial current = trials.stream()
                .filter(trial -> trial.status() == RunStatus.RUNNING)
                .findFirst()
                .orElse(null);
        int finished =
                (int) trials.stream().filter(trial -> trial.status().finished()).count();
        Instant end = benchmark.finishedAt() != null ? benchmark.finishedAt() : now;
        long elapsed = benchmark.startedAt() == null
                ? 0
                : Math.max(0, Duration.between(benchmark.startedAt(), end).toSeconds());
        long planned = overhead.plannedSeconds(trials, now);
        return new ProgressView(benchmark, current, finished, trials.size(), elapsed, planned, waiting);
    }

    /** The 1-based number of the trial running now, or of the next one. */
    public int trialNumber() {
        return current != null ? current.seq() : Math.min(finishedTrials + 1, totalTrials);
    }

    public int percent() {
        if (plannedSeconds == 0) {
            return 0;
        }
        return (int) Math.min(99, elapsedSeconds * 100 / plannedSeconds);
    }

    public String elapsed() {
        return PageFormat.clock(elapsedSeconds);
    }

    public String planned() {
        return PageFormat.clock(plannedSeconds);
    }
}
