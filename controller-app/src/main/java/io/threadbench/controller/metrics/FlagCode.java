package io.threadbench.controller.metrics;

import java.util.Arrays;
import java.util.Optional;

/**
 * Every kind of {@link TrustFlag}, defined once: its code (the enum's name, stored in {@code trial.flags}), what it
 * says about the trial ({@link Kind}), a few words for pages and, for a flag that is not a finding, what a user can
 * do about it. {@code FlagCodeTests} fails when a flag that can be acted on has no advice.
 */
public enum FlagCode {
    DROPPED_ITERATIONS(
            Kind.DOUBT,
            "k6 dropped requests",
            "k6 could not offer the requested rate: give the scenario more VUs, or a lower rate"),
    /**
     * The SUT's answers kept k6's VUs waiting so that it could not offer the requested rate: a finding about the
     * SUT (its capacity), not a fault of the measurement; its latencies are a lower bound.
     */
    SUT_FELL_BEHIND(Kind.FINDING, "the service fell behind", null),
    LOADGEN_CPU_SATURATED(
            Kind.DOUBT,
            "k6 out of CPU",
            "k6 was the bottleneck: add a load generator (k6 runners) or a CPU set for k6"),
    SYSTEM_CPU_SATURATED(
            Kind.DOUBT,
            "machine CPU saturated",
            "the machine's CPU was saturated, so k6 and the SUT queued for it: rerun on a quiet machine, or give"
                    + " k6 and the SUT CPU sets of their own"),
    RATE_SHORTFALL(
            Kind.DOUBT,
            "rate not reached",
            "k6 could not offer the requested rate: give the scenario more VUs, or a lower rate"),
    /** Requests failed: a finding about the service, which decides "no winner" on its own. */
    REQUEST_ERRORS(Kind.FINDING, "requests failed", null),
    CONTROLLER_CPU_OVER_BUDGET(
            Kind.DOUBT,
            "controller over its CPU budget",
            "the controller itself used more CPU than its budget: close live dashboard pages during runs"),
    LOADGEN_RUNNERS_DISAGREE(
            Kind.DOUBT, "k6 runners disagree", "the k6 runners disagreed: rerun with one runner or CPU sets"),
    HOST_LIMITS(Kind.DOUBT, "machine limits", "the machine's limits got in the way: raise them as the flag says"),
    /**
     * Processes other than the trial's own (controller, SUT, upstream, database, k6) used more CPU than
     * {@code threadbench.quiet-machine.max-other-cores}, before or during the measured run; the reason names them.
     */
    OTHER_LOAD(
            Kind.DOUBT,
            "other processes busy",
            "other processes used the machine's CPU beside the trial: rerun when builds, tests and other"
                    + " benchmarks are done"),
    /**
     * The SUT's JIT was still compiling while measured ({@code JitCheck}): its warm-up was too short. Advice until
     * its threshold is measured on quiet machines: on a busy one, starved compiler threads read 1,000 ms of
     * compilation per second, so as a doubt it would make every default benchmark doubtful.
     */
    JIT_STILL_COMPILING(
            Kind.ADVICE,
            "jit still compiling",
            "the JIT had not caught up, so part of the run measured unoptimised code: give the scenario the"
                    + " longer warm-up the flag names"),
    /** A registered service ran on another thread kind than its variant asked for (seen in its JVM). */
    THREAD_KIND_MISMATCH(
            Kind.DOUBT,
            "other threads than asked",
            "the service ran on other threads than the variant asked for: check its properties");

    /** What a flag says about its trial. */
    public enum Kind {
        /** It questions the measurement: the trial's cell is doubtful and ranks only when flagged trials count. */
        DOUBT,
        /** Advice beside a doubt's: it does not make the cell doubtful on its own. */
        ADVICE,
        /** A finding about the service (its errors, its capacity): judged on its own, never advice to rerun. */
        FINDING
    }

    private final Kind kind;
    private final String label;
    private final String advice;

    FlagCode(Kind kind, String label, String advice) {
        this.kind = kind;
        this.label = label;
        this.advice = advice;
    }

    public Kind kind() {
        return kind;
    }

    /** What happened, in a few words for pages; the code stays for files, the API and tooltips. */
    public String label() {
        return label;
    }

    /** What the flag says happened and what to do about it, in a lower-case clause; none for a finding. */
    public Optional<String> advice() {
        return Optional.ofNullable(advice);
    }

    /**
     * What to do about a flag of this code, in a lower-case clause; a finding, or a code no longer defined, says to
     * rerun on a quiet machine.
     */
    public static String adviceFor(String code) {
        return of(code).flatMap(FlagCode::advice).orElse("rerun on a quiet machine");
    }

    /** The flag of a stored code, empty for a code that is no longer defined (a trial stored by an older version). */
    public static Optional<FlagCode> of(String code) {
        return Arrays.stream(values()).filter(c -> c.name().equals(code)).findFirst();
    }
}
