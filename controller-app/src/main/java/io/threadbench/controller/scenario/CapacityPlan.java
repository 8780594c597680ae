package io.threadbench.controller.scenario;

/**
 * The search of the {@code capacity} load shape (DESIGN §4): steps of an offered arrival rate, each judged
 * against the SLO after its settle time, from {@code startRate} growing by {@code stepFactor} or {@code
 * stepIncrement} up to {@code maxRate}, then a bisection to {@code precisionPercent}. The VU budget is the
 * scenario's {@code vus}. Values stay boxed so that {@link ScenarioValidator} can name a missing one; the
 * optional timings take their defaults here.
 *
 * @param stepFactor       each step offers the previous rate times this (> 1); or
 * @param stepIncrement    each step offers the previous rate plus this (> 0)
 * @param stepSeconds      length of one step's k6 run
 * @param settleSeconds    the first seconds of a step, left out of its judgement
 * @param precisionPercent bisection ends when the failing rate is within this of the passing one
 */
public record CapacityPlan(
        Slo slo,
        Integer startRate,
        Double stepFactor,
        Integer stepIncrement,
        Integer stepSeconds,
        Integer settleSeconds,
        Integer maxRate,
        Double precisionPercent) {

    public static final int DEFAULT_STEP_SECONDS = 5;
    public static final int DEFAULT_SETTLE_SECONDS = 1;
    public static final double DEFAULT_PRECISION_PERCENT = 5.0;

    public CapacityPlan {
        stepSeconds = stepSeconds == null ? DEFAULT_STEP_SECONDS : stepSeconds;
        settleSeconds = settleSeconds == null ? DEFAULT_SETTLE_SECONDS : settleSeconds;
        precisionPercent = precisionPercent == null ? DEFAULT_PRECISION_PERCENT : precisionPercent;
    }

    /**
     * The objective a step must meet.
     *
     * @param p99Millis    highest allowed 99th percentile of latency
     * @param errorPercent highest allowed share of failed requests
     * @param p50Millis    highest allowed median latency; null when only p99 and errors count
     */
    public record Slo(Double p99Millis, Double errorPercent, Double p50Millis) {}

    /** True when the rates are set and the step rule grows from start to maximum (the validator names what is not). */
    public boolean climbs() {
        boolean grows =
                stepFactor != null && stepFactor > 1 && stepFactor <= 10 || stepIncrement != null && stepIncrement > 0;
        return grows
                && startRate != null
                && maxRate != null
                && startRate >= 1
                && maxRate >= startRate
                && stepSeconds >= 1;
    }

    /** The rate of the step after one at {@code rate}: always higher, never above {@code maxRate}. */
    public int nextRate(int rate) {
        long next = stepFactor != null ? (long) Math.ceil(rate * stepFactor) : (long) rate + stepIncrement;
        return (int) Math.min(maxRate, Math.max(rate + 1L, next));
    }

    /**
     * Seconds of load a search plans for: every step from start to maximum, plus four bisection steps,
     * each with a second for k6 to start. The real search is usually shorter (it stops at two misses).
     */
    public int estimatedSeconds() {
        int steps = 1;
        for (int rate = startRate; rate < maxRate && steps < 200; rate = nextRate(rate)) {
            steps++;
        }
        return (steps + 4) * (stepSeconds + 1);
    }
}
