package io.threadbench.controller.results;

import io.threadbench.controller.benchmark.BenchmarkService;
import io.threadbench.controller.benchmark.Trial;
import io.threadbench.controller.capacity.CapacityCurve;
import io.threadbench.controller.capacity.CapacityStep;
import io.threadbench.controller.capacity.CapacityStepRepository;
import io.threadbench.controller.scenario.LoadShape;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/** A benchmark's capacity searches with their stored steps, in trial order; empty when it has none. */
@Component
public class CapacityCurveReader {

    private final BenchmarkService benchmarks;
    private final CapacityStepRepository steps;

    CapacityCurveReader(BenchmarkService benchmarks, CapacityStepRepository steps) {
        this.benchmarks = benchmarks;
        this.steps = steps;
    }

    public List<CapacityCurve> curves(long benchmarkId) {
        List<CapacityCurve> curves = new ArrayList<>();
        for (Trial trial : benchmarks.trials(benchmarkId)) {
            if (trial.snapshot() == null
                    || trial.snapshot().load().shape() != LoadShape.CAPACITY
                    || trial.snapshot().capacity() == null) {
                continue;
            }
            List<CapacityStep> stored = steps.steps(trial.id());
            curves.add(new CapacityCurve(
                    trial.id(),
                    trial.scenarioName(),
                    trial.label(),
                    trial.snapshot().capacity().slo(),
                    stored));
        }
        return curves;
    }
}
