package io.threadbench.controller.metrics;

import io.threadbench.controller.loadgen.ErrorKind;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * The measured run's failed requests by kind ({@code errors_refused}, {@code errors_http_5xx}, …): every kind,
 * zeros included, once the seconds count kinds; absent for seconds stored before they did.
 */
@Component
public class ErrorKindMetrics implements MetricContributor {

    @Override
    public void contribute(Scenario scenario, List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics) {
        if (measuredSeconds.stream().allMatch(row -> row.errorKinds() == null)) {
            return;
        }
        for (ErrorKind kind : ErrorKind.values()) {
            long count = measuredSeconds.stream()
                    .filter(row -> row.errorKinds() != null)
                    .mapToLong(row -> row.errorKinds().getOrDefault(kind, 0L))
                    .sum();
            metrics.put(kind.metric(), (double) count);
        }
    }
}
