package io.threadbench.controller.benchmark;

import java.util.Optional;

/**
 * Looks at a scenario of a benchmark run until decided after each of its trials ({@code --repetitions auto}, DESIGN
 * §8): the queue worker asks, the verdict's side answers, so that the worker knows nothing of how a verdict is made.
 */
public interface RoundJudge {

    /**
     * The look at {@code scenario} when its variants have completed a round not looked at before (2 or more
     * repetitions each), else empty. The look is recorded before it is returned.
     *
     * @param gate the benchmark's regression gate ({@link RunSettings#gate()}), null when it has none
     */
    Optional<Look> afterTrial(long benchmarkId, String scenario, BenchmarkRequest.Gate gate);

    /**
     * One look.
     *
     * @param repetitions the repetitions every variant of the scenario has
     * @param decided     the scenario needs no more rounds: its queued trials are dropped
     * @param summary     where it stands, in words, e.g. "light-epoch-millis decided after 4 repetitions: loom-tomcat
     *                    wins on p99, 1.08× (1.05–1.11×)"
     */
    record Look(String scenario, int repetitions, boolean decided, String summary) {}
}
