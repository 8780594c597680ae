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
    /** CPU of the host's other processes, in % of one core, from which a miss may be theirs rather than the SUT's. */
    static final double BUSY_HOST_CPU_PERCENT = 50;
    /** A step passes only when the SUT answered at least this share of the offered rate. */
    static final double MIN_ACHIEVED_SHARE = 0.95;

    private StepJudge() {}

    record Judgement(StepOutcome verdict, String reason) {

        /** This miss, run again because the host was busy with other work (see {@link #hostWasBusy}). */
        Judgement repeated(StepMeasurement m) {
            return new Judgement(
                    StepOutcome.REPEATED_HOST_BUSY,
                    reason
                            + String.format(
                                    Locale.ROOT, "; other processes used %.0f %% of a core", m.otherCpuPercent()));
        }
    }

    /** Whether other processes took enough of the host's CPU during the step to doubt a miss. */
    static boolean hostWasBusy(StepMeasurement m) {
        return m.otherCpuPercent() != null && m.otherCpuPercent() >= BUSY_HOST_CPU_PERCENT;
    }

    static Judgement judge(Slo slo, StepMeasurement m) {
        if (m.loadgenCpuPercent() != null && m.loadgenCpuPercent() >= LOADGEN_CPU_LIMIT_PERCENT) {
            return new Judgement(
                    StepOutcome.LIMITED_BY_LOAD_GENERATOR,
                    format(
                            "k6 used %.0f %% of a core (limit %.0f %%)",
                            m.loadgenCpuPercent(), LOADGEN_CPU_LIMIT_PERCENT));
        }
        if (m.seconds() == 0 || m.achievedRps() == 0 || Double.isNaN(m.p99Millis())) {
            return new Judgement(StepOutcome.MISS_ERRORS, "no request was answered in the judged seconds");
        }
        if (m.errorPercent() > slo.errorPercent()) {
            return new Judgement(
                    StepOutcome.MISS_ERRORS, format("errors %.2f %% > %.2f %%", m.errorPercent(), slo.errorPercent()));
        }
        if (m.p99Millis() > slo.p99Millis()) {
            return new Judgement(
                    StepOutcome.MISS_LATENCY, format("p99 %.1f ms > %.1f ms", m.p99Millis(), slo.p99Millis()));
        }
        if (slo.p50Millis() != null && m.p50Millis() > slo.p50Millis()) {
            return new Judgement(
                    StepOutcome.MISS_LATENCY, format("p50 %.1f ms > %.1f ms", m.p50Millis(), slo.p50Millis()));
        }
        if (m.droppedIterations() == 0 && m.achievedRps() < MIN_ACHIEVED_SHARE * m.offeredRate()) {
            return new Judgement(
                    StepOutcome.MISS_THROUGHPUT,
                    format(
                            "answered %.1f req/s of %.0f offered (below %.0f %%)",
                            m.achievedRps(), (double) m.offeredRate(), MIN_ACHIEVED_SHARE * 100));
        }
        if (m.droppedIterations() > 0) {
            return new Judgement(
                    StepOutcome.LIMITED_BY_LOAD_GENERATOR,
                    format(
                            "k6 dropped %.0f iterations while the SLO held: its VUs ran out",
                            (double) m.droppedIterations()));
        }
        return new Judgement(StepOutcome.PASS, format("p99 %.1f ms, errors %.2f %%", m.p99Millis(), m.errorPercent()));
    }

    private static String format(String pattern, double... values) {
        Object[] args = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            args[i] = values[i];
        }
        return String.format(Locale.ROOT, pattern, args);
    }
}
