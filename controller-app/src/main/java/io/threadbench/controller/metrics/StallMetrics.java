package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * Stalls (DESIGN §8): runs of measured seconds in which no answer completed while requests were outstanding. A run
 * of {@code n} seconds without answers counts when an answer of the second after it took at least {@code n}
 * seconds: that request was sent before the run began, or in its first second, and waited through it, so the
 * service had work and answered nothing. A quiet second of an open-loop shape at a low rate (nothing sent, nothing
 * due) does not count, nor does a run at the end of the measured window, whose requests were never answered in it.
 */
@Component
public class StallMetrics implements MetricContributor {

    @Override
    public void contribute(Scenario scenario, List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics) {
        if (measuredSeconds.isEmpty()) {
            return;
        }
        Stalls stalls = of(measuredSeconds);
        metrics.put("stall_seconds_total", (double) stalls.totalSeconds());
        metrics.put("stall_seconds_longest", (double) stalls.longestSeconds());
    }

    /** The stalls of a series of seconds in time order, one row per second. */
    public static Stalls of(List<TrialSecondRow> seconds) {
        int total = 0;
        int longest = 0;
        int run = 0;
        for (TrialSecondRow row : seconds) {
            if (answers(row) == 0) {
                run++;
                continue;
            }
            if (run > 0 && row.histogram() != null && row.histogram().getMaxValue() >= run * 1_000_000L) {
                total += run;
                longest = Math.max(longest, run);
            }
            run = 0;
        }
        return new Stalls(total, longest);
    }

    private static long answers(TrialSecondRow row) {
        return row.requestsOk() + row.requestsError();
    }

    /** Seconds without answers while requests waited: in all, and the longest run of them. */
    public record Stalls(int totalSeconds, int longestSeconds) {}
}
