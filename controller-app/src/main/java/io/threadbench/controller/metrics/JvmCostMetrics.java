package io.threadbench.controller.metrics;

import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.seconds.TrialSecondRow;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * What the SUT's JVM spent over the measured seconds (DESIGN §6): bytes its threads allocated per request (the
 * JMH {@code gc.alloc.rate.norm} of a whole server, over the {@link FullSeconds}) and the JIT's work (its compiler
 * threads' CPU time, JvmFigures). Absent when not measured
 * (JMX unavailable, a JVM before 21 for allocation, one without a JIT for compilation).
 */
@Component
public class JvmCostMetrics implements MetricContributor {

    private static final double KIB = 1024.0;

    @Override
    public void contribute(Scenario scenario, List<TrialSecondRow> measuredSeconds, Map<String, Double> metrics) {
        // a sum over a sum, as for network per request, over the full seconds that measured allocation: a half-empty
        // last second still holds a whole second of the server's own allocation (its timers, the JMX reads)
        double bytes = 0;
        long requests = 0;
        boolean measured = false;
        for (TrialSecondRow row : FullSeconds.of(measuredSeconds)) {
            Long allocated =
                    row.telemetry() == null ? null : row.telemetry().jvm().allocatedBytesDelta();
            if (allocated != null) {
                measured = true;
                bytes += allocated;
                requests += row.requestsOk() + row.requestsError();
            }
        }
        if (measured && requests > 0) {
            metrics.put("allocated_kib_per_request", bytes / KIB / requests);
        }
        Double compilation = SeriesStats.of(measuredSeconds, s -> s.jvm().jitCompilationMillisDelta())
                .sumOrNull();
        if (compilation != null) {
            metrics.put("jit_compilation_millis_total", compilation);
        }
    }
}
