package io.threadbench.controller.capacity;

import io.threadbench.controller.scenario.CapacityPlan.Slo;
import java.util.Locale;

/**
 * Judges a step against the SLO. A k6 near a full core measures itself, so that step is the load generator's
 * whatever its latency. Otherwise the SLO comes first: a service that falls behind makes requests wait, the
 * waiting requests hold k6's VUs and the VUs run out, so dropped iterations beside a missed SLO are the
 * service's doing. Dropped iterations while the SLO holds mean the VU budget, not the service, was the limit.
 */
final class StepJudge {

    /** k6's CPU, in % of one core, from which it cannot be trusted to keep its schedule. */
    static final double LOADGEN_CPU_LIMIT_PERCENT = 90;

    private StepJudge() {}

    record Judgement(StepVerdict verdict, String reason) {}

    static Judgement judge(Slo slo, StepMeasurement m) {
        if (m.loadgenCpuPercent() != null && m.loadgenCpuPercent() >= LOADGEN_CPU_LIMIT_PERCENT) {
            return new Judgement(
                    StepVerdict.LIMITED_BY_LOAD_GENERATOR,
                    format(
                            "k6 used %.0f %% of a core (limit %.0f %%)",
                            m.loadgenCpuPercent(), LOADGEN_CPU_LIMIT_PERCENT));
        }
        if (m.seconds() == 0 || m.achievedRps() == 0 || Double.isNaN(m.p99Millis())) {
            return new Judgement(StepVerdict.MISS_ERRORS, "no request was answered in the judged seconds");
        }
        if (m.errorPercent() > slo.errorPercent()) {
            return new Judgement(
                    StepVerdict.MISS_ERRORS, format("errors %.2f %% > %.2f %%", m.errorPercent(), slo.errorPercent()));
        }
        if (m.p99Millis() > slo.p99Millis()) {
            return new Judgement(
                    StepVerdict.MISS_LATENCY, format("p99 %.1f ms > %.1f ms", m.p99Millis(), slo.p99Millis()));
        }
        if (slo.p50Millis() != null && m.p50Millis() > slo.p50Millis()) {
            return new Judgement(
                    StepVerdict.MISS_LATENCY, format("p50 %.1f ms > %.1f ms", m.p50Millis(), slo.p50Millis()));
        }
        if (m.droppedIterations() > 0) {
            return new Judgement(
                    StepVerdict.LIMITED_BY_LOAD_GENERATOR,
                    format(
                            "k6 dropped %.0f iterations while the SLO held: its VUs ran out",
                            (double) m.droppedIterations()));
        }
        return new Judgement(StepVerdict.PASS, format("p99 %.1f ms, errors %.2f %%", m.p99Millis(), m.errorPercent()));
    }

    private static String format(String pattern, double... values) {
        Object[] args = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            args[i] = values[i];
        }
        return String.format(Locale.ROOT, pattern, args);
    }
}
