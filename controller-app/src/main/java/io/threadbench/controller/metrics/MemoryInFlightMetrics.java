package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.springframework.stereotype.Component;

/**
 * Memory per request in flight (DESIGN §6): what the SUT held under load beyond what it held idle before the load,
 * over the requests it had in flight on average. The in-flight count is Little's law on the {@link FullSeconds}:
 * their mean throughput times the mean latency. The memory is RSS (cgroup memory in a container) in parts: the heap
 * in use, and outside the heap (thread stacks, code, buffers: RSS growth beyond the heap's committed growth).
 *
 * <p>The seconds give the figures under load; the idle ones ({@link #IDLE}) are read once before the load and come
 * with the trial, so {@link #perRequestInFlight} derives the answer from both.
 */
@Component
public class MemoryInFlightMetrics implements MetricContributor {

    public static final String IN_FLIGHT = "requests_in_flight_mean";
    public static final String RSS_IDLE = "rss_sut_mib_idle";
    public static final String HEAP_USED_IDLE = "heap_used_mib_idle";
    public static final String HEAP_COMMITTED_IDLE = "heap_committed_mib_idle";
    static final String HEAP_USED = "heap_used_mib_avg";
    static final String HEAP_COMMITTED = "heap_committed_mib_avg";
    public static final String MEMORY = "memory_kib_per_request_in_flight";
    public static final String HEAP = "heap_kib_per_request_in_flight";
    public static final String OUTSIDE_HEAP = "outside_heap_kib_per_request_in_flight";

    /** The figures read from the idle SUT before its load, named as stored. */
    public static final List<String> IDLE = List.of(RSS_IDLE, HEAP_USED_IDLE, HEAP_COMMITTED_IDLE);

    private static final double KIB_PER_MIB = 1024.0;

    @Override
    public void contribute(Scenario scenario, List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics) {
        List<TrialSecondRow> full = FullSeconds.of(measuredSeconds);
        Histogram latency = LatencyMetrics.merged(full);
        if (!full.isEmpty() && latency != null) {
            double perSecond = full.stream().mapToLong(FullSeconds::requests).sum() / (double) full.size();
            metrics.put(IN_FLIGHT, perSecond * latency.getMean() / 1e6);
        }
        put(metrics, HEAP_USED, SeriesStats.of(full, s -> s.jvm().heapUsedMib()).avg());
        put(
                metrics,
                HEAP_COMMITTED,
                SeriesStats.of(full, s -> s.jvm().heapCommittedMib()).avg());
    }

    /**
     * The per-request-in-flight figures from a trial's metrics (under load and idle); a part is left out when one
     * of its inputs was not measured or nothing was in flight.
     */
    public static Map<String, Double> perRequestInFlight(Map<String, Double> metrics) {
        Map<String, Double> derived = new HashMap<>();
        Double inFlight = metrics.get(IN_FLIGHT);
        if (inFlight == null || inFlight <= 0) {
            return derived;
        }
        Double rssGrowth = growth(metrics, "rss_sut_mib_avg", RSS_IDLE);
        Double heapGrowth = growth(metrics, HEAP_USED, HEAP_USED_IDLE);
        Double committedGrowth = growth(metrics, HEAP_COMMITTED, HEAP_COMMITTED_IDLE);
        put(derived, MEMORY, perRequest(rssGrowth, inFlight));
        put(derived, HEAP, perRequest(heapGrowth, inFlight));
        if (rssGrowth != null && committedGrowth != null) {
            put(derived, OUTSIDE_HEAP, perRequest(rssGrowth - committedGrowth, inFlight));
        }
        return derived;
    }

    private static Double growth(Map<String, Double> metrics, String underLoad, String idle) {
        Double load = metrics.get(underLoad);
        Double before = metrics.get(idle);
        return load == null || before == null ? null : load - before;
    }

    private static Double perRequest(Double growthMib, double inFlight) {
        return growthMib == null ? null : growthMib * KIB_PER_MIB / inFlight;
    }

    private static void put(Map<String, Double> metrics, String name, Double value) {
        if (value != null && Double.isFinite(value)) {
            metrics.put(name, value);
        }
    }
}
