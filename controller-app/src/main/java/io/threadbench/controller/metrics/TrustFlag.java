package io.threadbench.controller.metrics;

import java.util.Locale;

/**
 * A reason to doubt a trial's figures (DESIGN §6); the trial is still stored, but marked. Serialised as JSON
 * into {@code trial.flags} and exported with the results.
 *
 * @param code   stable identifier, e.g. {@code DROPPED_ITERATIONS}
 * @param reason one sentence for people, with the numbers that triggered it
 */
public record TrustFlag(String code, String reason) {

    public static final String DROPPED_ITERATIONS = "DROPPED_ITERATIONS";
    /**
     * The SUT's answers kept k6's VUs waiting so that it could not offer the requested rate: a finding about the
     * SUT (its capacity), not a fault of the measurement; its latencies are a lower bound.
     */
    public static final String SUT_FELL_BEHIND = "SUT_FELL_BEHIND";

    public static final String LOADGEN_CPU_SATURATED = "LOADGEN_CPU_SATURATED";
    public static final String SYSTEM_CPU_SATURATED = "SYSTEM_CPU_SATURATED";
    public static final String RATE_SHORTFALL = "RATE_SHORTFALL";
    public static final String REQUEST_ERRORS = "REQUEST_ERRORS";
    public static final String CONTROLLER_CPU_OVER_BUDGET = "CONTROLLER_CPU_OVER_BUDGET";
    public static final String LOADGEN_RUNNERS_DISAGREE = "LOADGEN_RUNNERS_DISAGREE";
    public static final String HOST_LIMITS = "HOST_LIMITS";
    /**
     * Processes other than the trial's own (controller, SUT, upstream, database, k6) used more CPU than
     * {@code threadbench.quiet-machine.max-other-cores}, before or during the measured run; the reason names them.
     */
    public static final String OTHER_LOAD = "OTHER_LOAD";
    /** The SUT's JIT was still compiling while measured ({@code JitCheck}): its warm-up was too short. */
    public static final String JIT_STILL_COMPILING = "JIT_STILL_COMPILING";
    /** A registered service ran on another thread kind than its variant asked for (seen in its JVM). */
    public static final String THREAD_KIND_MISMATCH = "THREAD_KIND_MISMATCH";

    /**
     * Whether the flag questions the measurement: all do but request errors and a SUT that fell behind, which are
     * findings about the service (they decide "no winner" or are judged per cell on their own).
     */
    public boolean questionsTheMeasurement() {
        // JIT_STILL_COMPILING is advice until its threshold is measured on quiet machines: on a busy one, starved
        // compiler threads read 1,000 ms of compilation per second, so it would make every default benchmark doubtful
        return !code.equals(REQUEST_ERRORS) && !code.equals(SUT_FELL_BEHIND) && !code.equals(JIT_STILL_COMPILING);
    }

    /** What happened, in a few words for pages; the code stays for files, the API and tooltips. */
    public String label() {
        return switch (code) {
            case DROPPED_ITERATIONS -> "k6 dropped requests";
            case SUT_FELL_BEHIND -> "the service fell behind";
            case LOADGEN_CPU_SATURATED -> "k6 out of CPU";
            case SYSTEM_CPU_SATURATED -> "machine CPU saturated";
            case RATE_SHORTFALL -> "rate not reached";
            case REQUEST_ERRORS -> "requests failed";
            case CONTROLLER_CPU_OVER_BUDGET -> "controller over its CPU budget";
            case LOADGEN_RUNNERS_DISAGREE -> "k6 runners disagree";
            case HOST_LIMITS -> "machine limits";
            case OTHER_LOAD -> "other processes busy";
            case THREAD_KIND_MISMATCH -> "other threads than asked";
            default -> code.toLowerCase(Locale.ROOT).replace('_', ' ');
        };
    }
}
