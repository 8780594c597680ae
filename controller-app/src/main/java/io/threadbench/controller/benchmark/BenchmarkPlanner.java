package io.threadbench.controller.benchmark;

import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.sut.SutLauncher;
import io.threadbench.controller.variant.Variant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * How long a benchmark request would take, before it is started (the form's plan, {@code POST /api/benchmarks/plan},
 * the CLI's first line): its load, the learnt start and stop of every trial ({@link TrialOverhead}), and the container
 * images its trials would build first, each once however many trials need it.
 */
@Component
public class BenchmarkPlanner {

    private final BenchmarkRequestRules rules;
    private final TrialOverhead overhead;
    private final SutLauncher launcher;

    BenchmarkPlanner(BenchmarkRequestRules rules, TrialOverhead overhead, SutLauncher launcher) {
        this.rules = rules;
        this.overhead = overhead;
        this.launcher = launcher;
    }

    /** The plan of {@code request}, after the same checks as a new benchmark; {@link ValidationException} else. */
    public PlannedDuration plan(BenchmarkRequest request) {
        BenchmarkRequestRules.CheckedRequest checked = rules.check(request);
        long load = (long) checked.repetitions()
                * checked.variants().size()
                * checked.scenarios().stream()
                        .mapToLong(Scenario::plannedSeconds)
                        .sum();
        int count = checked.scenarios().size() * checked.variants().size() * checked.repetitions();
        Map<String, Long> builds = new LinkedHashMap<>();
        for (Scenario scenario : checked.scenarios()) {
            for (Variant variant : checked.variants()) {
                launcher.imagesToBuild(scenario, variant)
                        .forEach(build -> builds.put(build.what(), build.estimatedSeconds()));
            }
        }
        long building = builds.values().stream().mapToLong(Long::longValue).sum();
        return new PlannedDuration(
                count,
                load,
                load + count * overhead.seconds() + building,
                builds.keySet().stream().toList(),
                building);
    }
}
