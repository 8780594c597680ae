package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.LoadShape;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.LatencyPercentiles;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.springframework.stereotype.Component;

/**
 * Latency percentiles corrected for coordinated omission (DESIGN §6), beside the raw ones. A closed-loop user
 * (constant or ramping VUs) waits for each answer before it sends the next, so a stall hides the requests it would
 * have sent meanwhile; HdrHistogram's expected-interval correction adds them back, one for every
 * {@link #expectedIntervalMicros interval} a recorded answer took beyond it. An arrival rate sends on schedule
 * whatever the answers do, so its corrected figures are its raw ones, and the share of iterations k6 dropped (the
 * requests it could not send on time) stands beside them.
 */
@Component
public class CoordinatedOmissionMetrics implements MetricContributor {

    @Override
    public void contribute(Scenario scenario, List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics) {
        Histogram raw = LatencyMetrics.merged(measuredSeconds);
        if (scenario == null || raw == null) {
            return;
        }
        Histogram corrected = raw;
        if (arrivalRate(scenario.load().shape())) {
            long dropped = measuredSeconds.stream()
                    .mapToLong(TrialSecondRow::droppedIterations)
                    .sum();
            long requests =
                    measuredSeconds.stream().mapToLong(FullSeconds::requests).sum();
            metrics.put("dropped_iterations_percent", 100.0 * dropped / (requests + dropped));
        } else {
            long interval = expectedIntervalMicros(scenario, raw);
            metrics.put("co_interval_millis", interval / 1000.0);
            corrected = raw.copyCorrectedForCoordinatedOmission(interval);
        }
        LatencyPercentiles percentiles = LatencyPercentiles.of(corrected);
        metrics.put("latency_millis_p50_corrected", percentiles.p50Millis());
        metrics.put("latency_millis_p90_corrected", percentiles.p90Millis());
        metrics.put("latency_millis_p99_corrected", percentiles.p99Millis());
        metrics.put("latency_millis_p999_corrected", percentiles.p999Millis());
    }

    static boolean arrivalRate(LoadShape shape) {
        return shape == LoadShape.CONSTANT_RATE || shape == LoadShape.CAPACITY;
    }

    /**
     * How often one user means to send when the SUT answers as usual: its mean think time (the ramping shapes;
     * constant VUs have none) plus the median answer; constant VUs under a rate cap of {@code rps} send at most every
     * {@code vus / rps} seconds each.
     */
    static long expectedIntervalMicros(Scenario scenario, Histogram raw) {
        Scenario.Load load = scenario.load();
        boolean thinks = load.shape() != LoadShape.CONSTANT_VUS;
        double thinkMicros = thinks ? (load.thinkTimeMinMillis() + load.thinkTimeMaxMillis()) * 500.0 : 0;
        double interval = thinkMicros + raw.getValueAtPercentile(50);
        if (!thinks && load.rps() != null && load.rps() > 0) {
            interval = Math.max(interval, 1e6 * load.vus() / load.rps());
        }
        return Math.max(1, Math.round(interval));
    }
}
