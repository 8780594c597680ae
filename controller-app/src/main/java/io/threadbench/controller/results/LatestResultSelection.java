package io.threadbench.controller.results;

import io.threadbench.controller.metrics.MetricTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.springframework.stereotype.Service;

/**
 * A selection across benchmarks for the history heatmap: for every scenario × approach that any benchmark
 * measured, the repetitions of the newest benchmark that has a counting trial in that cell. Older results of a
 * cell never mix with newer ones, so a cell's interval always describes one benchmark's repetitions.
 */
@Service
public class LatestResultSelection {

    /** How many of the newest benchmarks with results are searched. */
    static final int SEARCHED_BENCHMARKS = 200;

    private final ResultsService stored;

    public LatestResultSelection(ResultsService stored) {
        this.stored = stored;
    }

    /**
     * @param table   per-repetition values of the selected cells (scenarios and approaches in order of first
     *                appearance, newest benchmark first)
     * @param sources the benchmarks that contributed, newest first
     */
    public record Selection(MetricTable table, List<Source> sources) {}

    /** A benchmark that contributed cells, each as {@code scenario × approach}. */
    public record Source(long benchmarkId, String name, List<String> cells) {}

    public Selection select() {
        MetricTable.Builder table = MetricTable.builder();
        Set<String> taken = new HashSet<>();
        List<Source> sources = new ArrayList<>();
        for (long id : stored.benchmarksWithResults().stream()
                .limit(SEARCHED_BENCHMARKS)
                .toList()) {
            BenchmarkResults benchmark = stored.ofBenchmark(id).orElse(null);
            if (benchmark == null) {
                continue; // deleted meanwhile
            }
            List<String> cells = new ArrayList<>();
            for (String scenario : benchmark.scenarios()) {
                for (String approach : benchmark.approaches()) {
                    String cell = scenario + " × " + approach;
                    List<BenchmarkResults.TrialResult> trials = benchmark.cell(scenario, approach);
                    if (!trials.isEmpty() && taken.add(cell)) {
                        trials.forEach(trial -> trial.addTo(table));
                        cells.add(cell);
                    }
                }
            }
            if (!cells.isEmpty()) {
                sources.add(new Source(benchmark.id(), benchmark.name(), cells));
            }
        }
        return new Selection(table.build(), sources);
    }
}
