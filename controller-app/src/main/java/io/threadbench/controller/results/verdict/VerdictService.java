package io.threadbench.controller.results.verdict;

import io.threadbench.controller.benchmark.TrialDiagnostics;
import io.threadbench.controller.benchmark.TrialRepository;
import io.threadbench.controller.results.BenchmarkResults;
import io.threadbench.controller.results.ResultsService;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Service;

/** Reads what a verdict needs from the database (results, then the diagnostics of the trials that count). */
@Service
public class VerdictService {

    private final ResultsService results;
    private final TrialRepository trials;

    public VerdictService(ResultsService results, TrialRepository trials) {
        this.results = results;
        this.trials = trials;
    }

    /** The benchmark's verdict, or empty when there is no such benchmark. */
    public Optional<BenchmarkVerdict> of(long benchmarkId) {
        return results.ofBenchmark(benchmarkId).map(this::of);
    }

    public BenchmarkVerdict of(BenchmarkResults stored) {
        Map<Long, TrialDiagnostics> diagnostics = new HashMap<>();
        stored.trials().stream()
                .filter(BenchmarkResults.TrialResult::counts)
                .forEach(t -> trials.diagnostics(t.trialId()).ifPresent(d -> diagnostics.put(t.trialId(), d)));
        return VerdictBuilder.of(stored, diagnostics);
    }
}
