package io.threadbench.controller.benchmark;

import io.threadbench.controller.errors.ValidationException;
import io.threadbench.controller.scenario.Scenario;
import io.threadbench.controller.sut.SutLauncher;
import io.threadbench.controller.sut.SutLauncher.ImageBuild;
import java.util.List;
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
        List<ImageBuild> builds = launcher.imagesToBuild(checked.scenarios(), checked.variants());
        long building = builds.stream().mapToLong(ImageBuild::estimatedSeconds).sum();
        return new PlannedDuration(
                count,
                load,
                load + count * overhead.seconds() + building,
                builds.stream().map(ImageBuild::what).toList(),
                building);
    }
}
