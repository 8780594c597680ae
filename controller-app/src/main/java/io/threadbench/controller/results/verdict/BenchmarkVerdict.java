package io.threadbench.controller.results.verdict;

import java.util.List;

/** The verdict of every scenario of a benchmark, in the benchmark's order; built from stored data only. */
public record BenchmarkVerdict(long benchmarkId, String benchmarkName, List<ScenarioVerdict> scenarios) {

    public BenchmarkVerdict {
        scenarios = List.copyOf(scenarios);
    }

    /** The verdict as plain lines, as the CLI prints it: per scenario its headline, ranking, reasons and advice. */
    public List<String> lines() {
        return VerdictText.lines(this);
    }
}
