package io.threadbench.controller.benchmark;

import io.threadbench.controller.benchmark.TrialRepository.Planned;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.variant.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * The run order of a benchmark's trials: repetition by repetition, scenario by scenario, every approach in
 * turn (rep 1: s1×a1, s1×a2, s2×a1, s2×a2; rep 2: ...). Each repetition rotates the approaches by one, so
 * that no approach always runs first on a freshly started machine or last after a long run (DESIGN §5).
 */
final class TrialOrder {

    private TrialOrder() {}

    static List<Planned> of(List<Scenario> scenarios, List<Variant> approaches, int repetitions) {
        List<Planned> trials = new ArrayList<>();
        for (int repetition = 1; repetition <= repetitions; repetition++) {
            for (Scenario scenario : scenarios) {
                for (int i = 0; i < approaches.size(); i++) {
                    Variant approach = approaches.get((i + repetition - 1) % approaches.size());
                    trials.add(new Planned(trials.size() + 1, scenario, approach, repetition));
                }
            }
        }
        return trials;
    }
}
