package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.MetricNames;
import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import java.util.List;

/**
 * The figures that decide a scenario, by its load shape (DESIGN §8): capacity within the SLO for a capacity search;
 * for a fixed arrival rate, whether each variant carried the rate, then p99 and p50 at that rate; for closed-loop
 * users, throughput as the mean rate answered over the measured seconds (requests/s; not the median second, which can
 * read double when users answered in lockstep alternate full and empty seconds; a benchmark from before the mean
 * rate is read by its answered requests), then p99 and p50 corrected for coordinated omission (a closed loop's raw percentiles leave out the requests a stall delayed), and the question
 * says so. CPU per request, memory, allocation and memory per request in flight are the efficiency figures in every case.
 *
 * @param openModel the load is an arrival rate the SUT must carry (a variant that fell behind lost)
 */
record DecidingFigures(String question, List<String> metrics, boolean openModel) {

    static final List<String> EFFICIENCY = List.of(
            "cpu_millis_per_request",
            "rss_sut_mib_max",
            "allocated_kib_per_request",
            "memory_kib_per_request_in_flight");

    /** The suffix of a latency percentile corrected for coordinated omission ({@code CoordinatedOmissionMetrics}). */
    static final String CORRECTED = "_corrected";

    static final String CORRECTED_NOTE =
            " (Latency corrected for coordinated omission: each user waits for its answer before sending the next, so"
                    + " a stall would hide the requests it delayed.)";

    static DecidingFigures of(Scenario scenario) {
        if (scenario == null) {
            return new DecidingFigures(
                    "Which variant serves more requests per second, faster?",
                    List.of(MetricNames.THROUGHPUT, "latency_millis_p99", "latency_millis_p50"),
                    false);
        }
        if (scenario.load().shape() == LoadShape.CAPACITY) {
            return new DecidingFigures(
                    "Which variant carries the highest arrival rate within the SLO?", List.of("capacity_rps"), false);
        }
        if (scenario.load().arrivalRate() != null) {
            return new DecidingFigures(
                    "At " + scenario.load().arrivalRate()
                            + " req/s, which variant carries the rate and answers fastest?",
                    List.of("latency_millis_p99", "latency_millis_p50"),
                    true);
        }
        return new DecidingFigures(
                "With " + scenario.load().vus() + " users, which variant serves more requests per second, faster?"
                        + CORRECTED_NOTE,
                List.of(MetricNames.THROUGHPUT, "latency_millis_p99" + CORRECTED, "latency_millis_p50" + CORRECTED),
                false);
    }

    /**
     * These figures as a benchmark measured them: a benchmark from before the corrected percentiles is read by its
     * raw ones, and its question does not claim the correction; one from before the mean rate by its answered
     * requests.
     */
    DecidingFigures measuredIn(List<String> measured) {
        boolean raw = metrics.stream().anyMatch(m -> m.endsWith(CORRECTED) && !measured.contains(m));
        List<String> read = metrics.stream()
                .map(m -> raw && m.endsWith(CORRECTED) ? m.substring(0, m.length() - CORRECTED.length()) : m)
                .map(m -> m.equals(MetricNames.THROUGHPUT) && !measured.contains(m) ? MetricNames.REQUESTS_OK : m)
                .toList();
        return new DecidingFigures(raw ? question.replace(CORRECTED_NOTE, "") : question, read, openModel);
    }
}
