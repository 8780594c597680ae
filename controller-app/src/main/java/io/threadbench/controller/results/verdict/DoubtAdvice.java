package io.threadbench.controller.results.verdict;

import io.threadbench.controller.metrics.TrustFlag;

/** What a user can do about a trust flag, in words, with the flag's own figures quoted. */
public final class DoubtAdvice {

    private DoubtAdvice() {}

    static String of(String variant, TrustFlag flag) {
        return variant + ": " + action(flag.code()) + " (" + flag.reason() + ").";
    }

    /** What the flag with this code says happened, and what to do about it, in a lower-case clause. */
    public static String action(String code) {
        return switch (code) {
            case TrustFlag.SYSTEM_CPU_SATURATED ->
                "the machine's CPU was saturated, so k6 and the SUT queued for it: rerun on a quiet machine, or give"
                        + " k6 and the SUT CPU sets of their own";
            case TrustFlag.LOADGEN_CPU_SATURATED ->
                "k6 was the bottleneck: add a load generator (k6 runners) or a CPU set for k6";
            case TrustFlag.DROPPED_ITERATIONS, TrustFlag.RATE_SHORTFALL ->
                "k6 could not offer the requested rate: give the scenario more VUs, or a lower rate";
            case TrustFlag.CONTROLLER_CPU_OVER_BUDGET ->
                "the controller itself used more CPU than its budget: close live dashboard pages during runs";
            case TrustFlag.LOADGEN_RUNNERS_DISAGREE -> "the k6 runners disagreed: rerun with one runner or CPU sets";
            case TrustFlag.HOST_LIMITS -> "the machine's limits got in the way: raise them as the flag says";
            case TrustFlag.THREAD_KIND_MISMATCH ->
                "the service ran on other threads than the variant asked for: check its properties";
            case TrustFlag.OTHER_LOAD ->
                "other processes used the machine's CPU beside the trial: rerun when builds, tests and other"
                        + " benchmarks are done";
            case TrustFlag.JIT_STILL_COMPILING ->
                "the JIT had not caught up, so part of the run measured unoptimised code: give the scenario the"
                        + " longer warm-up the flag names";
            default -> "rerun on a quiet machine";
        };
    }
}
